import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalGrowthLog } from '../../lib/db';
import { usePreferences } from '../../lib/session';
import { StorageFullError } from '../../lib/sync';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { ChangeConfirmation } from './change-confirmation';
import { toGrowthInput, type GrowthFormValues } from './growth-form-values';
import type { GrowthLogInput } from './growth-repository';
import { GROWTH_MEASURES, useChangeConfirmation } from './use-change-confirmation';
import { FormFooter } from '../../components/form-footer';
import { DateField } from '../../components/date-field';

export interface GrowthFormProps {
  initial: GrowthFormValues;
  /** The reptile's other entries (not the one edited): a new reading is judged against them. */
  others: readonly LocalGrowthLog[];
  submitLabel: string;
  onSubmit: (input: GrowthLogInput, values: GrowthFormValues) => Promise<void>;
  onCancel?: () => void;
}

/**
 * Add and edit a growth entry. Weight and length are typed in the keeper's units (either decimal
 * separator) and stored in grams and centimetres; the shared schema's messages show by each field,
 * and an implausible change from the entries around it is asked about once before saving.
 */
export function GrowthForm({ initial, others, submitLabel, onSubmit, onCancel }: GrowthFormProps) {
  const { t } = useTranslation('logs');
  const units = usePreferences();
  const confirmation = useChangeConfirmation(others);
  const { values, set, err, failure, saving, formRef: form, submit } = useEntryForm<GrowthFormValues, GrowthLogInput>(t, {
    initial,
    parse: (v) => toGrowthInput(v, units),
    save: async (input, v) => {
      const touched = GROWTH_MEASURES.filter((m) => v.date !== initial.date || v[m].trim() !== initial[m]);
      if (confirmation.maySave(input, touched)) await onSubmit(input, v);
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
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={submitLabel} cancelLabel={t('growth.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
