import { Autocomplete, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ENCLOSURE_NAME_MAX, RACK_NAME_MAX } from '../../../shared/schemas/enclosure';
import { EMPTY_RACK, parseRack, rackPreview, type Errors, type RackFormValues } from './place-form-values';
import { typeFromText, typeLabel } from './place-text';
import { addRack } from './places-repository';
import { useCreatePlaces } from './use-create-places';
import { WhereField } from './where-field';

/**
 * "New rack": its letter, room, shelves and tubs per shelf, and the tubs' type; the preview says
 * which tubs it creates before they exist. Saved on the device with all its tubs in one change,
 * then its view opens.
 */
export function NewRackDialog({ opened, onClose, typeOptions }: { opened: boolean; onClose: () => void; typeOptions: readonly string[] }) {
  const { t } = useTranslation('enclosures');
  const navigate = useNavigate();
  const places = useCreatePlaces('rack.create.v1');
  const [where, setWhere] = useState('');
  const [values, setValues] = useState<RackFormValues>(() => ({ ...EMPTY_RACK, tubType: typeLabel(t, EMPTY_RACK.tubType) }));
  const [errors, setErrors] = useState<Errors<keyof RackFormValues>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof RackFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof RackFormValues) => (errors[key] ? t(errors[key]) : undefined);
  const preview = rackPreview(values);
  const spaceId = places.some((s) => s.id === where) ? where : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseRack({ ...values, tubType: typeFromText(t, values.tubType) });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      const id = await addRack(spaceId ? { ...parsed.input, spaceId } : parsed.input);
      onClose();
      void navigate(`/racks/${id}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('newRack.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <WhereField places={places} value={spaceId} onChange={setWhere} />
          <SimpleGrid cols={2}>
            <TextInput label={t('newRack.name')} description={t('newRack.nameHint')} required value={values.name} maxLength={RACK_NAME_MAX * 2} autoComplete="off"
              onChange={(e) => set('name')(e.currentTarget.value)} error={err('name')} />
            <TextInput label={t('fields.room')} value={values.room} maxLength={120} onChange={(e) => set('room')(e.currentTarget.value)} error={err('room')} />
            <TextInput label={t('newRack.shelves')} required inputMode="numeric" value={values.shelves} onChange={(e) => set('shelves')(e.currentTarget.value)} error={err('shelves')} />
            <TextInput label={t('newRack.perShelf')} required inputMode="numeric" value={values.perShelf} onChange={(e) => set('perShelf')(e.currentTarget.value)} error={err('perShelf')} />
          </SimpleGrid>
          <Autocomplete label={t('newRack.tubType')} required value={values.tubType} data={[...typeOptions]} maxLength={ENCLOSURE_NAME_MAX}
            onChange={set('tubType')} error={err('tubType')} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {preview ? t('newRack.preview', { first: preview.first, last: preview.last, count: preview.count }) : t('newRack.previewNone')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('newRack.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
