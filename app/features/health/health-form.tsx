import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { SEVERITIES, type Severity } from '../../../shared/schemas/health-log';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { logFailureKey, useLogWrites } from '../logs';
import type { LogFormProps } from '../log-tabs';
import { changedHealthPatch, emptyHealthValues, toHealthInput, valuesFromHealth, type HealthFormValues, type HealthInput } from './health-form-values';
import { FormFooter } from '../../components/form-footer';
import { DateField } from '../../components/date-field';

/**
 * Add and edit a health issue: date and issue required, optional severity, treatment and notes,
 * ongoing or resolved (with the day it resolved, today unless the keeper says otherwise).
 */
export function HealthForm({ reptileId, entry, onSaved, onCancel }: LogFormProps<'healthLogs'>) {
  const { t } = useTranslation('logs');
  const { add, update } = useLogWrites('healthLogs', reptileId);
  const initial = entry ? valuesFromHealth(entry) : emptyHealthValues(todayIn());
  const { values, setValues, set, err, failure, saving, formRef, submit } = useEntryForm<HealthFormValues, HealthInput>(t, {
    initial,
    parse: toHealthInput,
    save: async (input) => {
      await (entry ? update(entry.id, changedHealthPatch(initial, input)) : add(input));
      onSaved?.();
    },
    failureKey: logFailureKey,
  });
  const today = todayIn();
  const severities = [{ value: '', label: t('health.fields.severityNone') }, ...SEVERITIES.map((s) => ({ value: s, label: t(`health.severity.${s}`) }))];

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('health.fields.date')} required value={values.date} max={today} onChange={set('date')} error={err('date')} />
          <TextInput label={t('health.fields.issue')} required value={values.issue} maxLength={200} onChange={(e) => set('issue')(e.currentTarget.value)} error={err('issue')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NativeSelect label={t('health.fields.severity')} data={severities} value={values.severity}
            onChange={(e) => set('severity')(e.currentTarget.value as Severity | '')} error={err('severity')} />
          <Radio.Group label={t('health.fields.status')} value={values.status} error={err('status')}
            onChange={(v) => setValues((cur) => ({
              ...cur,
              status: v === 'resolved' ? 'resolved' : 'ongoing',
              // Resolving fills in today; the keeper can pick the real day.
              resolvedDate: v === 'resolved' && !cur.resolvedDate ? (cur.date > today ? cur.date : today) : cur.resolvedDate,
            }))}>
            <Group gap="md" mt={6}>
              <Radio value="ongoing" label={t('health.status.ongoing')} />
              <Radio value="resolved" label={t('health.status.resolved')} />
            </Group>
          </Radio.Group>
          {values.status === 'resolved' && (
            <DateField label={t('health.fields.resolvedDate')} value={values.resolvedDate} min={values.date || undefined}
              onChange={set('resolvedDate')} error={err('resolvedDate')} />
          )}
        </SimpleGrid>
        <Textarea label={t('health.fields.treatment')} value={values.treatment} onChange={(e) => set('treatment')(e.currentTarget.value)} error={err('treatment')} autosize minRows={1} maxRows={6} maxLength={5000} />
        <Textarea label={t('health.fields.notes')} value={values.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} autosize minRows={1} maxRows={6} maxLength={5000} />
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={t(entry ? 'entries.actions.save' : 'entries.actions.add')} cancelLabel={t('entries.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
