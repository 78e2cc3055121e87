import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RackFields } from '../../../shared/schemas/enclosure';
import { deleteRack, updateRack, type RackPatch } from './places-repository';
import type { LocalRack } from './use-places';

const RenameFields = RackFields.pick({ name: true, room: true });

/** Renames the rack (its tubs still named after it follow; a tub the keeper named keeps its name) and its room. */
export function RenameRackDialog({ rack, onClose }: { rack: LocalRack; onClose: () => void }) {
  const { t } = useTranslation('enclosures');
  const [name, setName] = useState(rack.name);
  const [room, setRoom] = useState(rack.room ?? '');
  const [errors, setErrors] = useState<{ name?: string; room?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = RenameFields.safeParse({ name, room: room.trim() === '' ? null : room });
    if (!parsed.success) {
      const out: { name?: string; room?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'room') && !out[key]) out[key] = issue.message;
      }
      setErrors(out);
      return;
    }
    const patch: RackPatch = {};
    if (parsed.data.name !== rack.name) patch.name = parsed.data.name;
    if ((parsed.data.room ?? null) !== rack.room) patch.room = parsed.data.room ?? null;
    setSaving(true);
    try {
      await updateRack(rack.id, patch);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('renameRack.title', { name: rack.name })} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('newRack.name')} description={t('renameRack.hint')} required value={name} autoComplete="off"
            onChange={(e) => { setName(e.currentTarget.value); setErrors((x) => ({ ...x, name: undefined })); }} error={errors.name ? t(errors.name) : undefined} />
          <TextInput label={t('fields.room')} value={room}
            onChange={(e) => { setRoom(e.currentTarget.value); setErrors((x) => ({ ...x, room: undefined })); }} error={errors.room ? t(errors.room) : undefined} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('actions.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Deletes the rack and its tubs after saying what becomes of its animals (in no enclosure; their history stays). */
export function DeleteRackDialog({ rack, animals, onClose }: { rack: LocalRack; animals: number; onClose: () => void }) {
  const { t } = useTranslation('enclosures');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteRack(rack.id);
      onClose();
      void navigate('/racks', { replace: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('deleteRack.title', { name: rack.name })} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text size="sm">{animals > 0 ? t('deleteRack.body', { count: animals }) : t('deleteRack.bodyEmpty')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('actions.cancel')}</Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>{t('deleteRack.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
