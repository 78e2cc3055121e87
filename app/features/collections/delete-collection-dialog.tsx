import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageFullError } from '../../lib/sync';
import { deleteCollection } from './collections-repository';
import type { LocalCollection } from './use-collections';

/**
 * Deleting asks first: the collection goes on every device (every member's, for a household's
 * collection: `shared`); its reptiles stay, only leaving it.
 */
export function DeleteCollectionDialog({ collection, size, shared = false, onClose }: { collection: LocalCollection | null; size: number; shared?: boolean; onClose: () => void }) {
  const { t } = useTranslation('collections');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!collection) return;
    setFailure(null);
    try {
      await deleteCollection(collection.id);
      close();
    } catch (e) {
      setFailure(e instanceof StorageFullError ? 'errors.storageFull' : 'errors.deleteFailed');
    }
  };
  return (
    <Modal opened={collection !== null} onClose={close} title={collection ? t('delete.title', { name: collection.name }) : ''}
      closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
      <Stack gap="md">
        <Text>{t(shared ? 'delete.sharedBody' : 'delete.body', { count: size })}</Text>
        {failure && <Text c="red" role="alert">{t(failure)}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>{t('actions.cancel')}</Button>
          <Button color="red" onClick={() => void confirm()}>{t('delete.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
