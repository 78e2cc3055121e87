import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalReptile } from '../../lib/db';
import { deleteReptile } from './reptiles-repository';

/** Delete, after the keeper confirms by name; works offline like every other change. */
export function DeleteReptileButton({ reptile }: { reptile: LocalReptile }) {
  const { t } = useTranslation('reptiles');
  const db = useUserDb();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    if (!db) return;
    try {
      await deleteReptile(db, reptile.id);
      close();
      void navigate('/dashboard', { replace: true });
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button color="red" variant="light" onClick={open}>{t('actions.delete')}</Button>
      <Modal opened={opened} onClose={close} title={t('delete.title', { name: reptile.name })} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        <Stack gap="md">
          <Text>{t('delete.body', { name: reptile.name })}</Text>
          {failed && <Text c="red" role="alert">{t('errors.saveFailed')}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t('actions.cancel')}</Button>
            <Button color="red" onClick={() => void confirm()}>{t('delete.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
