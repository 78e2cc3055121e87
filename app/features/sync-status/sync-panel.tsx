import { Alert, Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { syncNow } from '../../lib/sync';
import type { UserDb } from '../../lib/db';
import { RejectionCard } from './rejection-card';
import { exportUnsynced } from './rejections-repository';
import { useRetryBlocked } from './use-retry-blocked';
import type { SyncStatus } from './use-sync-status';
import { formatMoment } from '../../lib/format';
import { totalOf, useSyncPhase } from '../../lib/sync/sync-phase';

/** The panel behind the header indicator: where sync stands, and every refused change. */
export function SyncPanel({ db, status }: { db: UserDb; status: SyncStatus }) {
  const { t, i18n } = useTranslation('sync');
  const [busy, setBusy] = useState(false);
  const [json, setJson] = useState('');
  const retryBlocked = useRetryBlocked(db);
  const received = useSyncPhase((p) => p.received);
  const total = useSyncPhase(totalOf);
  const unsynced = status.waiting + status.rejections.length;
  useEffect(() => {
    let live = true;
    if (unsynced > 0) void exportUnsynced(db).then((text) => live && setJson(text));
    return () => {
      live = false;
    };
  }, [db, unsynced]);
  const run = async () => {
    setBusy(true);
    await syncNow();
    setBusy(false);
  };
  const when = status.lastSyncedAt ? formatMoment(status.lastSyncedAt, i18n.language) : null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text>{t(`summary.${status.kind}`, { count: status.waiting })}</Text>
        {status.kind === 'downloading' && total !== null && <Text fw={600}>{t('progress', { received, total })}</Text>}
        {status.kind !== 'waiting' && status.waiting > 0 && <Text fw={600}>{t('indicator.waiting', { count: status.waiting })}</Text>}
        {status.error && status.error !== 'offline' && (
          <Alert color={status.kind === 'problems' ? 'red' : 'yellow'} p="xs">
            {t(`errors.${status.error}`)}
            {status.retryAt && <Text size="sm" mt={4}>{t('retryAt', { when: formatMoment(status.retryAt, i18n.language) })}</Text>}
          </Alert>
        )}
        <Text size="sm" c="dimmed">{when ? t('lastSynced', { when }) : t('neverSynced')}</Text>
      </Stack>
      <Group gap="xs">
        <Button onClick={() => void run()} loading={busy} disabled={!navigator.onLine || status.retryAt !== null}>{t('actions.syncNow')}</Button>
        {unsynced > 0 && json && (
          <CopyButton value={json}>
            {({ copied, copy }) => <Button variant="default" onClick={copy}>{copied ? t('actions.copied') : t('actions.copyAll')}</Button>}
          </CopyButton>
        )}
      </Group>
      {status.rejections.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="sync-refused-title">
          <Title order={3} size="h5" id="sync-refused-title">{t('refusedTitle', { count: status.rejections.length })}</Title>
          <Text size="sm" c="dimmed">{t('refusedIntro')}</Text>
          {status.rejections.map((r) => <RejectionCard key={r.mutationId} db={db} rejection={r} retryBlocked={retryBlocked(r.code)} />)}
        </Stack>
      )}
    </Stack>
  );
}
