import { Group, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { logFailureKey, useLogWrites } from '../logs';
import type { LogFormProps } from '../log-tabs';
import { changedSheddingPatch, emptySheddingValues, toSheddingInput, valuesFromShedding, type SheddingFormValues, type SheddingInput } from './shedding-form-values';
import { FormFooter } from '../../components/form-footer';
import { DateField } from '../../components/date-field';

/** Add a shed, or edit `entry`: the date, whether it came off whole (keepers follow up stuck sheds), observations. */
export function SheddingForm({ reptileId, entry, onSaved, onCancel }: LogFormProps<'sheddingLogs'>) {
  const { t } = useTranslation('logs');
  const { add, update } = useLogWrites('sheddingLogs', reptileId);
  const initial = entry ? valuesFromShedding(entry) : emptySheddingValues(todayIn());
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<SheddingFormValues, SheddingInput>(t, {
    initial,
    parse: toSheddingInput,
    save: async (input) => {
      await (entry ? update(entry.id, changedSheddingPatch(initial, input)) : add(input));
      onSaved?.();
    },
    failureKey: logFailureKey,
  });

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('shedding.fields.date')} required value={values.date} max={todayIn()} onChange={set('date')} error={err('date')} />
          <Radio.Group label={t('shedding.fields.complete')} value={values.result} onChange={(v) => set('result')(v === 'incomplete' ? 'incomplete' : 'complete')} error={err('result')}>
            <Group gap="md" mt={6}>
              <Radio value="complete" label={t('shedding.result.complete')} />
              <Radio value="incomplete" label={t('shedding.result.incomplete')} />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Textarea label={t('shedding.fields.observations')} value={values.observations} onChange={(e) => set('observations')(e.currentTarget.value)} error={err('observations')} autosize minRows={1} maxRows={6} maxLength={5000} />
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={t(entry ? 'entries.actions.save' : 'entries.actions.add')} cancelLabel={t('entries.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
