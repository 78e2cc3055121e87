import { Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { syncNow } from '../../lib/sync';
import type { UserDb } from '../../lib/db';
import { exportUnsynced } from './rejections-repository';
import { countUnsynced, settleSignOut, useSignOutGuard } from './sign-out-guard-store';

/**
 * Shown when the keeper signs out with changes not on the server: signing out deletes this
 * device's copy, so they can sync first, copy the changes, sign out anyway, or stay.
 */
export function SignOutGuard({ db }: { db: UserDb }) {
  const { t } = useTranslation('sync');
  const { open, unsynced, stillWaiting } = useSignOutGuard();
  const [busy, setBusy] = useState(false);
  const [json, setJson] = useState('');
  useEffect(() => {
    if (open) void exportUnsynced(db).then(setJson);
  }, [open, db]);
  const syncFirst = async () => {
    setBusy(true);
    await syncNow();
    const left = await countUnsynced(db);
    setBusy(false);
    if (left.waiting + left.refused === 0) settleSignOut(true);
    else useSignOutGuard.setState({ unsynced: left, stillWaiting: true });
  };
  return (
    <Modal opened={open} onClose={() => settleSignOut(false)} title={t('signOut.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="sm">
        {unsynced.waiting > 0 && <Text>{t('signOut.waiting', { count: unsynced.waiting })}</Text>}
        {unsynced.refused > 0 && <Text>{t('signOut.refused', { count: unsynced.refused })}</Text>}
        <Text fw={600}>{t('signOut.warning')}</Text>
        {stillWaiting && <Text c="red" role="alert">{t('signOut.stillWaiting')}</Text>}
        <Group gap="xs">
          {unsynced.waiting > 0 && <Button onClick={() => void syncFirst()} loading={busy}>{t('signOut.syncFirst')}</Button>}
          <CopyButton value={json}>
            {({ copied, copy }) => <Button variant="default" onClick={copy} disabled={!json}>{copied ? t('actions.copied') : t('actions.copyAll')}</Button>}
          </CopyButton>
        </Group>
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" onClick={() => settleSignOut(false)}>{t('signOut.stay')}</Button>
          <Button color="red" variant="light" onClick={() => settleSignOut(true)}>{t('signOut.anyway')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
