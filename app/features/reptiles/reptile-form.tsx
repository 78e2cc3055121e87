import { Alert, Avatar, Button, FileInput, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEXES, type Sex } from '../../../shared/schemas/reptile';
import { todayIn } from '../../../shared/rules/calendar-date';
import { CameraIcon } from '../../components/icons';
import { usePreferences } from '../../lib/session';
import { StorageFullError } from '../../lib/sync';
import { acceptOf } from '../../../shared/uploads/policy';
import type { UploadRefusalText } from '../../lib/api/upload-refusals';
import { PhotoError, preparePhoto } from './prepare-photo';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { CollectionField } from '../collections';
import { toReptileInput, type ReptileFormValues } from './reptile-form-values';
import type { ReptileInput } from './reptiles-repository';
import { DateField } from '../../components/date-field';
import { FeedingRhythmFields } from './feeding-rhythm-fields';
import { ParentFields } from './parent-fields';
import { MorphFields } from './morph-fields';

export interface ReptileFormProps {
  /** The reptile being edited, none when adding: the parents offered leave it out. */
  reptileId?: string;
  initial: ReptileFormValues;
  submitLabel: string;
  /** Shown instead of the photo picker's preview until a new picture is chosen. */
  currentPhotoUrl?: string | null;
  disabled?: boolean;
  onSubmit: (input: ReptileInput, values: ReptileFormValues, photo: Blob | null) => Promise<void>;
  onCancel: () => void;
  /** The space the animal is in or goes to (its `userId`; the keeper's own id for their own): its collections are offered. */
  spaceId?: string;
}

/**
 * Add and edit share this form. Weight and length are typed in the keeper's units (either
 * decimal separator); the shared schema validates, and its messages show next to each field.
 */
export function ReptileForm({ reptileId, initial, submitLabel, currentPhotoUrl = null, disabled = false, onSubmit, onCancel, spaceId }: ReptileFormProps) {
  const { t } = useTranslation('reptiles');
  const units = usePreferences();
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<UploadRefusalText | null>(null);
  const { values, set, err, failure, saving, formRef: form, submit } = useEntryForm<ReptileFormValues, ReptileInput>(t, {
    initial,
    parse: (v) => toReptileInput(v, units),
    save: async (input, v) => onSubmit(input, v, file ? await preparePhoto(file) : null),
    failureKey: (e) => {
      if (e instanceof PhotoError) {
        setPhotoError(e.text);
        return null;
      }
      return e instanceof StorageFullError ? 'errors.storageFull' : 'errors.saveFailed';
    },
    // The screen navigates away after saving.
    staySavingOnSuccess: true,
  });
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.name')} required value={values.name} onChange={(e) => set('name')(e.currentTarget.value)} error={err('name')} maxLength={100} autoComplete="off" />
        <TextInput label={t('fields.species')} description={t('fields.speciesHint')} required value={values.species} onChange={(e) => set('species')(e.currentTarget.value)} error={err('species')} maxLength={100} autoComplete="off" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('fields.hatchDate')} value={values.hatchDate} max={todayIn()} onChange={set('hatchDate')} error={err('hatchDate')} />
          <Stack gap={4}>
            <Text component="label" id="reptile-sex-label" size="sm" fw={500}>{t('fields.sex')}</Text>
            <SegmentedControl aria-labelledby="reptile-sex-label" value={values.sex} onChange={(v) => set('sex')(v as Sex)} fullWidth
              data={SEXES.map((s) => ({ value: s, label: t(`sex.${s}`) }))} />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('fields.weight', { unit: t(`units.${units.weightUnit}`) })} inputMode="decimal" value={values.weight} onChange={(e) => set('weight')(e.currentTarget.value)} error={err('weight')} />
          <TextInput label={t('fields.length', { unit: t(`units.${units.lengthUnit}`) })} inputMode="decimal" value={values.length} onChange={(e) => set('length')(e.currentTarget.value)} error={err('length')} />
        </SimpleGrid>
        <CollectionField value={values.collectionId} onChange={set('collectionId')} error={err('collectionId')} spaceId={spaceId} />
        <FeedingRhythmFields values={values} set={set} err={err} />
        <ParentFields reptileId={reptileId} values={values} set={set} err={err} spaceId={spaceId} />
        <MorphFields values={values} set={set} err={err} />
        <Textarea label={t('fields.notes')} value={values.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} autosize minRows={3} maxRows={10} maxLength={5000} />
        <Group align="flex-end" gap="md" wrap="nowrap">
          <Avatar src={preview ?? currentPhotoUrl} size={72} radius="md" alt="">
            <CameraIcon size={28} />
          </Avatar>
          <FileInput style={{ flex: 1 }} label={t('fields.photo')} description={t('fields.photoHint')} accept={acceptOf('reptilePhoto')} value={file} clearable
            placeholder={t('fields.photoPick')} error={photoError ? t(photoError.key, photoError.values) : undefined}
            onChange={(f) => {
              setFile(f);
              setPhotoError(null);
            }} />
        </Group>
        {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>{t('actions.cancel')}</Button>
          <Button type="submit" loading={saving} disabled={disabled}>{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
