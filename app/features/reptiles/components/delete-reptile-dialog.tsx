import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserDb } from '../../../lib/db/use-user-db';
import type { LocalReptile } from '../../../lib/db';
import { deleteReptile } from '../reptiles-repository';

/** Delete, after the keeper confirms by name; works offline like every other change. */
export function DeleteReptileDialog({ reptile, opened, onClose }: { reptile: LocalReptile; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('reptiles');
  const db = useUserDb();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    if (!db) return;
    try {
      await deleteReptile(db, reptile.id);
      onClose();
      void navigate('/dashboard', { replace: true });
    } catch {
      setFailed(true);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('delete.title', { name: reptile.name })} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
      <Stack gap="md">
        <Text>{t('delete.body', { name: reptile.name })}</Text>
        {failed && <Text c="red" role="alert">{t('errors.saveFailed')}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
          <Button color="red" onClick={() => void confirm()}>{t('delete.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
