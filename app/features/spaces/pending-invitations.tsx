import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationView } from '../../../shared/api/spaces';
import { NetworkError } from '../../lib/api/client';
import { formatDate, formatDay } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { OfflineNote } from './offline-note';
import { spaceErrorKey } from './space-errors';
import { cancelInvitation, fetchInvitations } from './spaces-api';

export const invitationsKey = (spaceId: string) => ['spaces', spaceId, 'invitations'] as const;

/** The owner's invitations not yet accepted, cancelled or expired (from the server), each with Cancel. */
export function PendingInvitations({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('spaces');
  const online = useOnline();
  const list = useQuery({ queryKey: invitationsKey(spaceId), queryFn: ({ signal }) => fetchInvitations(spaceId, signal), staleTime: 30_000 });
  const unreachable = !online || list.error instanceof NetworkError;

  let body;
  if (list.data) {
    body = list.data.invitations.length === 0 ? <Text c="dimmed">{t('pending.empty')}</Text> : (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data.invitations.map((inv) => <InvitationRow key={inv.id} spaceId={spaceId} invitation={inv} online={online} />)}
      </Stack>
    );
  } else if (unreachable) body = null;
  else if (list.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('pending.loadFailed')}>
        <Button size="xs" variant="default" onClick={() => void list.refetch()}>{t('pending.retry')}</Button>
      </Alert>
    );
  } else body = <Loader size="sm" aria-label={t('pending.title')} />;

  return (
    <Stack gap="sm" component="section" aria-labelledby="space-pending">
      <Title order={2} size="h3" id="space-pending">{t('pending.title')}</Title>
      {unreachable && <OfflineNote>{t('offline.invitations')}</OfflineNote>}
      {body}
    </Stack>
  );
}

function InvitationRow({ spaceId, invitation, online }: { spaceId: string; invitation: InvitationView; online: boolean }) {
  const { t, i18n } = useTranslation('spaces');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lng = i18n.language;
  const who = invitation.email ?? t('pending.byLink');
  const role = t(`roles.${invitation.role}`);

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await cancelInvitation(spaceId, invitation.id);
      await client.invalidateQueries({ queryKey: invitationsKey(spaceId) });
    } catch (err) {
      setFailure(spaceErrorKey(err));
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="li" aria-label={who}>
      <Group justify="space-between" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{who}</Text>
          <Text size="sm">{invitation.until ? t('pending.roleUntil', { role, date: formatDate(invitation.until, lng) }) : role}</Text>
          <Text size="sm" c="dimmed">{t('pending.expires', { date: formatDay(invitation.expiresAt, lng) })}</Text>
        </Stack>
        {online && (
          <Button size="xs" variant="default" loading={busy} onClick={() => void cancel()} aria-label={t('pending.cancelOf', { who })}>{t('pending.cancel')}</Button>
        )}
      </Group>
      {failure && <Alert mt="xs" color="red" role="alert">{t(failure)}</Alert>}
    </Paper>
  );
}
