import { SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, LOCATION_MAX, SUBMISSIONS_PER_DAY, TITLE_MAX, URL_MAX } from '../../../shared/calendar/limits';
import type { EventInput } from '../../../shared/calendar/event-input';
import { FormFooter } from '../../components/form-footer';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { emptyEventValues, toEventInput } from './event-form-values';
import { DateField } from '../../components/date-field';

export interface EventFormProps {
  onSubmit: (input: EventInput) => Promise<void>;
  onCancel: () => void;
  /** The translation key of a failed submission (the caller knows the server's answers). */
  failureKey: (error: unknown) => string | null;
}

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The "Submit an event" form: visible labels on every field, the shared rule's message by each
 * field in the keeper's language. An all-day event asks for days only; a timed one for a start and
 * an end, each a date and a time in the keeper's own time zone (the hint names it).
 */
export function EventForm({ onSubmit, onCancel, failureKey }: EventFormProps) {
  const { t } = useTranslation('community-calendar');
  const { values, set, setValues, err, failure, saving, formRef, submit } = useEntryForm(t, {
    initial: emptyEventValues(),
    parse: toEventInput,
    save: (input) => onSubmit(input),
    failureKey,
  });
  // A timed event usually ends the day it starts: the end date follows the start until set.
  const setStartDate = (date: string) => {
    set('startDate')(date);
    setValues((v) => (v.allDay || v.endDate !== '' ? v : { ...v, endDate: date }));
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label={t('fields.title')} required value={values.title} maxLength={TITLE_MAX} error={err('title')} data-autofocus
          onChange={(e) => set('title')(e.currentTarget.value)} />
        <Switch label={t('fields.allDay')} checked={values.allDay} error={err('allDay')} onChange={(e) => set('allDay')(e.currentTarget.checked)} />
        {values.allDay ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField label={t('fields.firstDay')} required value={values.startDate} error={err('startDate')}
              onChange={setStartDate} />
            <DateField label={t('fields.lastDay')} description={t('fields.lastDayHint')} value={values.endDate} error={err('endDate')}
              min={values.startDate || undefined} onChange={set('endDate')} />
          </SimpleGrid>
        ) : (
          <>
            <SimpleGrid cols={2}>
              <DateField label={t('fields.startDate')} required value={values.startDate} error={err('startDate')}
                onChange={setStartDate} />
              <TextInput type="time" label={t('fields.startTime')} required value={values.startTime} error={err('startTime')}
                onChange={(e) => set('startTime')(e.currentTarget.value)} />
              <DateField label={t('fields.endDate')} required value={values.endDate} error={err('endDate')}
                min={values.startDate || undefined} onChange={set('endDate')} />
              <TextInput type="time" label={t('fields.endTime')} required value={values.endTime} error={err('endTime')}
                onChange={(e) => set('endTime')(e.currentTarget.value)} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">{t('fields.timeZoneHint', { zone: deviceZone() })}</Text>
          </>
        )}
        <TextInput label={t('fields.location')} value={values.location} maxLength={LOCATION_MAX} error={err('location')}
          onChange={(e) => set('location')(e.currentTarget.value)} />
        <Textarea label={t('fields.description')} value={values.description} maxLength={DESCRIPTION_MAX} autosize minRows={2} maxRows={6}
          error={err('description')} onChange={(e) => set('description')(e.currentTarget.value)} />
        <TextInput type="url" label={t('fields.url')} description={t('fields.urlHint')} value={values.url} maxLength={URL_MAX} inputMode="url"
          placeholder="https://" error={err('url')} onChange={(e) => set('url')(e.currentTarget.value)} />
        <FormFooter failure={failure && t(failure, { limit: SUBMISSIONS_PER_DAY })} saving={saving} submitLabel={t('submit.send')}
          cancelLabel={t('submit.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
