import { Box, Button, Drawer, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, CloudOffIcon, RefreshIcon } from '../../components/icons';
import { useUserDb } from '../../lib/db/use-user-db';
import { totalOf, useSyncPhase } from '../../lib/sync/sync-phase';
import { SignOutGuard } from './sign-out-guard';
import { SyncPanel } from './sync-panel';
import { installSyncRuntime } from './sync-runtime';
import { useSyncStatus, type SyncKind } from './use-sync-status';

const LOOK: Record<SyncKind, { color: string; Icon: typeof CheckIcon }> = {
  synced: { color: 'moss', Icon: CheckIcon },
  waiting: { color: 'yellow', Icon: RefreshIcon },
  offline: { color: 'gray', Icon: CloudOffIcon },
  problems: { color: 'red', Icon: AlertIcon },
  downloading: { color: 'blue', Icon: RefreshIcon },
  checking: { color: 'gray', Icon: RefreshIcon },
};

/**
 * The header's sync indicator (synced, N changes waiting, offline, problems) and its panel.
 * Mounting it also starts the sync runtime for the signed-in keeper.
 */
export function SyncStatus() {
  const { t } = useTranslation('sync');
  const db = useUserDb();
  const status = useSyncStatus();
  const received = useSyncPhase((p) => p.received);
  const total = useSyncPhase(totalOf);
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(installSyncRuntime, []);
  if (!db) return null;
  const { color, Icon } = LOOK[status.kind];
  const label = status.kind === 'downloading' && total !== null
    ? t('indicator.downloadingCount', { received, total })
    : t(`indicator.${status.kind}`, { count: status.waiting });
  // The phone's visible waiting count must be in the button's name too (offline, say: "Offline, 2 changes waiting").
  const waiting = status.waiting > 0 && status.kind !== 'waiting' ? `, ${t('indicator.waiting', { count: status.waiting })}` : '';
  return (
    <>
      <Indicator label={status.rejections.length} size={16} color="red" disabled={status.rejections.length === 0} offset={4}>
        <Button variant="subtle" color={color} size="compact-md" onClick={open} aria-label={`${t('indicator.label')}: ${label}${waiting}`}
          leftSection={<Icon size={18} />} px={6} aria-haspopup="dialog">
          {/* Phones show the icon and the waiting count; the full words from `sm` up. */}
          <Box component="span" visibleFrom="sm">{label}</Box>
          {status.waiting > 0 && <Box component="span" hiddenFrom="sm">{status.waiting}</Box>}
        </Button>
      </Indicator>
      <Drawer opened={opened} onClose={close} position="right" size="md" title={t('panelTitle')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <SyncPanel db={db} status={status} />
      </Drawer>
      <SignOutGuard db={db} />
    </>
  );
}
