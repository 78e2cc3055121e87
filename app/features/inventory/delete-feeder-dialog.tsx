import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalFeeder } from '../../lib/db';
import { deleteFeeder } from './inventory-repository';

/**
 * Deleting asks first: the feeder and its count go on every device (of everyone in the shared
 * collection `spaceName`, for a collection's feeder); logged feedings stay.
 */
export function DeleteFeederDialog({ feeder, spaceName = null, onClose }: { feeder: LocalFeeder | null; spaceName?: string | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    if (!feeder) return;
    setFailed(false);
    try {
      await deleteFeeder(feeder.id);
      onClose();
    } catch {
      setFailed(true);
    }
  };
  return (
    <Modal opened={feeder !== null} onClose={onClose} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
      <Stack gap="md">
        <Text>{feeder ? (spaceName ? t('delete.bodyShared', { name: feeder.name, space: spaceName }) : t('delete.body', { name: feeder.name })) : null}</Text>
        {failed && <Text c="red" role="alert">{t('saveFailed')}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
          <Button color="red" onClick={() => void confirm()}>{t('delete.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
