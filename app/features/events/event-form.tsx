import { NativeSelect, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { EVENT_TYPES, type EventType } from '../../../shared/schemas/event-log';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { logFailureKey, useLogWrites } from '../logs';
import type { LogFormProps } from '../log-tabs';
import { changedEventPatch, emptyEventValues, toEventInput, valuesFromEvent, type EventFormValues, type EventInput } from './event-form-values';
import { FormFooter } from '../../components/form-footer';
import { DateField } from '../../components/date-field';

/** Add an event, or edit `entry`: date and type (cleaning, maintenance, behaviour note, other) required, a description. */
export function EventForm({ reptileId, entry, onSaved, onCancel }: LogFormProps<'eventLogs'>) {
  const { t } = useTranslation('logs');
  const { add, update } = useLogWrites('eventLogs', reptileId);
  const initial = entry ? valuesFromEvent(entry) : emptyEventValues(todayIn());
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<EventFormValues, EventInput>(t, {
    initial,
    parse: toEventInput,
    save: async (input) => {
      await (entry ? update(entry.id, changedEventPatch(initial, input)) : add(input));
      onSaved?.();
    },
    failureKey: logFailureKey,
  });
  const types = [{ value: '', label: t('events.fields.typePlaceholder'), disabled: true }, ...EVENT_TYPES.map((type) => ({ value: type, label: t(`events.types.${type}`) }))];

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('events.fields.date')} required value={values.date} max={todayIn()} onChange={set('date')} error={err('date')} />
          <NativeSelect label={t('events.fields.type')} required data={types} value={values.eventType}
            onChange={(e) => set('eventType')(e.currentTarget.value as EventType | '')} error={err('eventType')} />
        </SimpleGrid>
        <Textarea label={t('events.fields.description')} value={values.description} onChange={(e) => set('description')(e.currentTarget.value)} error={err('description')} autosize minRows={2} maxRows={8} maxLength={5000} />
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={t(entry ? 'entries.actions.save' : 'entries.actions.add')} cancelLabel={t('entries.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
