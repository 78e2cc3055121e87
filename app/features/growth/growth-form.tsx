import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { usePreferences } from '../../lib/session';
import { StorageFullError } from '../../lib/sync';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { toGrowthInput, type GrowthFormValues } from './growth-form-values';
import type { GrowthLogInput } from './growth-repository';
import { FormFooter } from '../../components/form-footer';

export interface GrowthFormProps {
  initial: GrowthFormValues;
  submitLabel: string;
  onSubmit: (input: GrowthLogInput, values: GrowthFormValues) => Promise<void>;
  onCancel?: () => void;
}

/**
 * Add and edit a growth entry. Weight and length are typed in the keeper's units (either decimal
 * separator) and stored in grams and centimetres; the shared schema's messages show by each field.
 */
export function GrowthForm({ initial, submitLabel, onSubmit, onCancel }: GrowthFormProps) {
  const { t } = useTranslation('logs');
  const units = usePreferences();
  const { values, set, err, failure, saving, formRef: form, submit } = useEntryForm<GrowthFormValues, GrowthLogInput>(t, {
    initial,
    parse: (v) => toGrowthInput(v, units),
    save: onSubmit,
    failureKey: (e) => (e instanceof StorageFullError ? 'growth.storageFull' : 'growth.saveFailed'),
  });

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput type="date" label={t('growth.fields.date')} required value={values.date} max={todayIn()} onChange={(e) => set('date')(e.currentTarget.value)} error={err('date')} />
          <TextInput label={t('growth.fields.weight', { unit: t(`reptiles:units.${units.weightUnit}`) })} inputMode="decimal" value={values.weight}
            onChange={(e) => set('weight')(e.currentTarget.value)} error={err('weight')} />
          <TextInput label={t('growth.fields.length', { unit: t(`reptiles:units.${units.lengthUnit}`) })} inputMode="decimal" value={values.length}
            onChange={(e) => set('length')(e.currentTarget.value)} error={err('length')} />
        </SimpleGrid>
        <Textarea label={t('growth.fields.notes')} value={values.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} autosize minRows={1} maxRows={6} maxLength={5000} />
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={submitLabel} cancelLabel={t('growth.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
