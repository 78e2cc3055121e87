import { Autocomplete, Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ENCLOSURE_NAME_MAX } from '../../../shared/schemas/enclosure';
import { EMPTY_ENCLOSURE, enclosurePatchOf, enclosureValues, parseEnclosure, type EnclosureFormValues, type Errors } from './place-form-values';
import { typeFromText, typeLabel } from './place-text';
import { addEnclosure, updateEnclosure } from './places-repository';
import { useCreatePlaces } from './use-create-places';
import type { LocalEnclosure } from './use-places';
import { WhereField } from './where-field';

export interface EnclosureDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The enclosure edited; none: a new one (then its page opens). */
  enclosure?: LocalEnclosure;
  /** The types offered: the presets in the keeper's language and the keeper's own in use. */
  typeOptions: readonly string[];
}

/** "New enclosure" or its edit: name or code, type (a preset or the keeper's own), sizes in cm, room, notes. */
export function EnclosureDialog({ opened, onClose, enclosure, typeOptions }: EnclosureDialogProps) {
  const { t } = useTranslation('enclosures');
  const navigate = useNavigate();
  const places = useCreatePlaces('enclosure.create.v1');
  const [where, setWhere] = useState('');
  const [values, setValues] = useState<EnclosureFormValues>(() => {
    const start = enclosure ? enclosureValues(enclosure) : EMPTY_ENCLOSURE;
    return { ...start, type: typeLabel(t, start.type) };
  });
  const [errors, setErrors] = useState<Errors<keyof EnclosureFormValues>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof EnclosureFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof EnclosureFormValues) => (errors[key] ? t(errors[key]) : undefined);
  const spaceId = places.some((s) => s.id === where) ? where : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseEnclosure({ ...values, type: typeFromText(t, values.type) });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      if (enclosure) {
        const before = parseEnclosure(enclosureValues(enclosure));
        await updateEnclosure(enclosure.id, before.ok ? enclosurePatchOf(before.input, parsed.input) : parsed.input);
        onClose();
      } else {
        const id = await addEnclosure(spaceId ? { ...parsed.input, spaceId } : parsed.input);
        onClose();
        void navigate(`/enclosures/${id}`);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={enclosure ? t('editEnclosure.title', { name: enclosure.name }) : t('newEnclosure.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {!enclosure && <WhereField places={places} value={spaceId} onChange={setWhere} />}
          <TextInput label={t('fields.name')} required value={values.name} maxLength={ENCLOSURE_NAME_MAX * 2} autoComplete="off"
            onChange={(e) => set('name')(e.currentTarget.value)} error={err('name')} />
          <Autocomplete label={t('fields.type')} description={t('fields.typeHint')} required value={values.type} data={[...typeOptions]} maxLength={80}
            onChange={set('type')} error={err('type')} />
          <SimpleGrid cols={3}>
            <TextInput label={t('fields.width')} inputMode="decimal" value={values.widthCm} onChange={(e) => set('widthCm')(e.currentTarget.value)} error={err('widthCm')} />
            <TextInput label={t('fields.depth')} inputMode="decimal" value={values.depthCm} onChange={(e) => set('depthCm')(e.currentTarget.value)} error={err('depthCm')} />
            <TextInput label={t('fields.height')} inputMode="decimal" value={values.heightCm} onChange={(e) => set('heightCm')(e.currentTarget.value)} error={err('heightCm')} />
          </SimpleGrid>
          <TextInput label={t('fields.room')} value={values.room} maxLength={120} onChange={(e) => set('room')(e.currentTarget.value)} error={err('room')} />
          <Textarea label={t('fields.notes')} value={values.notes} autosize minRows={2} maxRows={6} maxLength={2000} onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{enclosure ? t('actions.save') : t('newEnclosure.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
