import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { usePreferences } from '../../lib/session';
import { StorageFullError } from '../../lib/sync';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { useLogWrites } from '../logs';
import type { LogFormProps } from '../log-tabs';
import { ChangeConfirmation } from './change-confirmation';
import { changedGrowthPatch, emptyGrowthValues, toGrowthInput, valuesFromGrowthLog, type GrowthFormValues, type GrowthLogInput } from './growth-form-values';
import { GROWTH_MEASURES, useChangeConfirmation } from './use-change-confirmation';
import { useGrowthLogs } from './use-growth-logs';
import { FormFooter } from '../../components/form-footer';
import { DateField } from '../../components/date-field';

/**
 * Add a growth entry, or edit `entry`. Weight and length are typed in the keeper's units (either decimal
 * separator) and stored in grams and centimetres; the shared schema's messages show by each field,
 * and an implausible change from the reptile's other entries around it is asked about once before saving.
 */
export function GrowthForm({ reptileId, entry, onSaved, onCancel }: LogFormProps<'growthLogs'>) {
  const { t, i18n } = useTranslation('logs');
  const units = usePreferences();
  const { add, update } = useLogWrites('growthLogs', reptileId);
  const logs = useGrowthLogs(reptileId);
  const confirmation = useChangeConfirmation(entry ? logs?.filter((l) => l.id !== entry.id) : logs);
  const initial = entry ? valuesFromGrowthLog(entry, units, i18n.language) : emptyGrowthValues(todayIn());
  const { values, set, err, failure, saving, formRef: form, submit } = useEntryForm<GrowthFormValues, GrowthLogInput>(t, {
    initial,
    parse: (v) => toGrowthInput(v, units),
    save: async (input, v) => {
      const touched = GROWTH_MEASURES.filter((m) => v.date !== initial.date || v[m].trim() !== initial[m]);
      if (!confirmation.maySave(input, touched)) return;
      await (entry ? update(entry.id, changedGrowthPatch(initial, v, input)) : add(input));
      onSaved?.();
    },
    failureKey: (e) => (e instanceof StorageFullError ? 'growth.storageFull' : 'growth.saveFailed'),
  });
  const change = (key: keyof GrowthFormValues) => (value: string) => {
    confirmation.dismiss();
    set(key)(value);
  };

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <DateField label={t('growth.fields.date')} required value={values.date} max={todayIn()} onChange={change('date')} error={err('date')} />
          <TextInput name="weight" label={t('growth.fields.weight', { unit: t(`reptiles:units.${units.weightUnit}`) })} inputMode="decimal" value={values.weight}
            onChange={(e) => change('weight')(e.currentTarget.value)} error={err('weight')} />
          <TextInput name="length" label={t('growth.fields.length', { unit: t(`reptiles:units.${units.lengthUnit}`) })} inputMode="decimal" value={values.length}
            onChange={(e) => change('length')(e.currentTarget.value)} error={err('length')} />
        </SimpleGrid>
        <Textarea label={t('growth.fields.notes')} value={values.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} autosize minRows={1} maxRows={6} maxLength={5000} />
        {confirmation.changes && (
          <ChangeConfirmation changes={confirmation.changes} saving={saving} onFix={(measure) => {
            confirmation.dismiss();
            form.current?.querySelector<HTMLInputElement>(`input[name="${measure}"]`)?.focus();
          }} />
        )}
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={t(entry ? 'entries.actions.save' : 'entries.actions.add')} cancelLabel={t('growth.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
