import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COLLECTION_NAME_MAX } from '../../../shared/schemas/collection';
import { FormFooter } from '../../components/form-footer';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { StorageFullError } from '../../lib/sync';
import { toCollectionInput, type CollectionFormValues } from './collection-form-values';
import type { CollectionInput } from './collections-repository';

export interface CollectionFormProps {
  initial: CollectionFormValues;
  submitLabel: string;
  /** The failure shown when saving on the device fails for another reason than a full disk. */
  failureKey: 'errors.createFailed' | 'errors.saveFailed';
  onSubmit: (input: CollectionInput, values: CollectionFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Create and edit a collection: a name (required) and a description. */
export function CollectionForm({ initial, submitLabel, failureKey, onSubmit, onCancel }: CollectionFormProps) {
  const { t } = useTranslation('collections');
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<CollectionFormValues, CollectionInput>(t, {
    initial,
    parse: toCollectionInput,
    save: onSubmit,
    failureKey: (e) => (e instanceof StorageFullError ? 'errors.storageFull' : failureKey),
  });
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label={t('fields.name')} required value={values.name} maxLength={COLLECTION_NAME_MAX} autoComplete="off"
          onChange={(e) => set('name')(e.currentTarget.value)} error={err('name')} />
        <Textarea label={t('fields.description')} value={values.description} maxLength={1000} autosize minRows={2} maxRows={6}
          onChange={(e) => set('description')(e.currentTarget.value)} error={err('description')} />
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={submitLabel} cancelLabel={t('actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
