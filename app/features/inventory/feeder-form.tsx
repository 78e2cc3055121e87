import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDER_TYPES, type FeederType } from '../../../shared/schemas/feeder';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { usePreferences } from '../../lib/session';
import { StorageFullError } from '../../lib/sync';
import type { FeederFormValues, FeederFormErrors } from './feeder-form-values';
import { FormFooter } from '../../components/form-footer';

export interface FeederFormProps<I> {
  initial: FeederFormValues;
  /** Adding asks for the first stock; editing never touches the count. */
  withQuantity: boolean;
  parse: (values: FeederFormValues) => { input: I; errors: null } | { input: null; errors: FeederFormErrors };
  submitLabel: string;
  onSubmit: (input: I, values: FeederFormValues) => Promise<void>;
  onCancel?: () => void;
}

/** Add and edit a feeder: weight in the keeper's unit, the shared schema's messages by each field. */
export function FeederForm<I>({ initial, withQuantity, parse, submitLabel, onSubmit, onCancel }: FeederFormProps<I>) {
  const { t } = useTranslation('inventory');
  const { t: tr } = useTranslation('reptiles');
  const { weightUnit } = usePreferences();
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<FeederFormValues, I>(t, {
    initial,
    parse,
    save: onSubmit,
    failureKey: (e) => (e instanceof StorageFullError ? 'storageFull' : 'saveFailed'),
  });
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label={t('fields.name')} required value={values.name} maxLength={100} autoComplete="off"
          onChange={(e) => set('name')(e.currentTarget.value)} error={err('name')} />
        <Select label={t('fields.type')} required allowDeselect={false} value={values.type || null} error={err('type')}
          data={FEEDER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          onChange={(v) => set('type')((v ?? '') as FeederType | '')} />
        <SimpleGrid cols={{ base: 1, xs: withQuantity ? 3 : 2 }}>
          {withQuantity && (
            <TextInput label={t('fields.quantity')} required inputMode="numeric" value={values.quantity} description={t('fields.quantityHint')}
              onChange={(e) => set('quantity')(e.currentTarget.value)} error={err('quantity')} />
          )}
          <TextInput label={t('fields.weight', { unit: tr(`units.${weightUnit}`) })} required inputMode="decimal" value={values.weight}
            onChange={(e) => set('weight')(e.currentTarget.value)} error={err('weight')} />
          <TextInput label={t('fields.threshold')} inputMode="numeric" value={values.threshold} description={t('fields.thresholdHint')}
            onChange={(e) => set('threshold')(e.currentTarget.value)} error={err('threshold')} />
        </SimpleGrid>
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={submitLabel} cancelLabel={t('actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
