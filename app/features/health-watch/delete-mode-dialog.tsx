import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCareMode, writeFailureKey } from './care-mode-repository';
import type { CareModeRow } from '../../lib/health/status-input';

/** Deleting a mode entered by mistake, after a confirmation: a mode that happened is ended instead, so its history stays. */
export function DeleteModeDialog({ mode, label, onClose }: { mode: CareModeRow; label: string; onClose: () => void }) {
  const { t } = useTranslation('health-watch');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const remove = async () => {
    setFailure(null);
    setSaving(true);
    try {
      await deleteCareMode(mode.id);
      onClose();
    } catch (err) {
      setFailure(writeFailureKey(err));
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="sm">
        <Text size="sm" fw={500}>{label}</Text>
        <Text size="sm">{t('delete.body')}</Text>
        {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>{t('actions.cancel')}</Button>
          <Button color="red" loading={saving} onClick={() => void remove()}>{t('delete.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
