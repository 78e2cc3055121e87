import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, SparklesIcon } from '../../components/icons';
import { NeedsConnection } from '../../components/needs-connection';
import { useOnline } from '../../lib/use-online';
import { formatResetDay } from './format';
import { insightFailure } from './insight-failure';
import { OwnerPlanNotice, UpgradeNotice } from './upgrade-notice';
import type { QuotaState } from './use-insight-quota';
import type { useRequestInsight } from './use-request-insight';

const ERROR_KEYS = { 'not-found': 'errors.notFound', offline: 'errors.offline', timeout: 'errors.timeout' } as const;

interface Props {
  reptileId: string;
  name: string;
  quota: QuotaState;
  request: ReturnType<typeof useRequestInsight>;
  hasHistory: boolean;
  /** A shared collection's owner, by name, when the plan that decides is theirs and not the keeper's. */
  planOwner?: string | null;
  /** The shared collection's name, for an animal of one: its quota is the collection's, not the keeper's own. */
  sharedName?: string | null;
}

/**
 * Asking for a new insight: the quota left this month and the button, which needs the server.
 * It is off offline (the shared "needs a connection" state says why) and when this month's are
 * used (saying when they come back). Basic keepers, or a keeper the server says is Basic, get the
 * upgrade notice instead.
 */
export function RequestCard({ reptileId, name, quota: { quota, estimated }, request, hasHistory, planOwner = null, sharedName = null }: Props) {
  const { t, i18n } = useTranslation('insights');
  const online = useOnline();
  const blockedId = useId();
  const failure = request.isError ? insightFailure(request.error) : null;
  if (failure?.kind === 'premium-required' || quota?.limit === 0) {
    return planOwner === null ? <UpgradeNotice reptileId={reptileId} hasHistory={hasHistory} /> : <OwnerPlanNotice owner={planOwner} />;
  }
  // A shared collection's quota is not known offline (its owner's plan): only that it needs a connection.
  if (!quota && !online) return <Card withBorder radius="md" p="md"><NeedsConnection /></Card>;
  if (!quota) return <Center py="md" role="status"><Loader size="sm" aria-label={t('quota.checking')} /></Center>;

  const refusedQuota = failure?.kind === 'insight-quota' ? failure : null;
  const usedUp = quota.remaining === 0 || refusedQuota !== null;
  const resetsOn = formatResetDay(refusedQuota?.resetsAt ?? quota.resetsAt, i18n.language);
  const blocked = !online || usedUp;
  const error = failure && failure.kind !== 'insight-quota' ? failure : null;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 14rem' }}>
            <Text fw={600}>{t('quota.left', { count: refusedQuota ? 0 : quota.remaining, limit: quota.limit, date: resetsOn })}</Text>
            {sharedName !== null && <Text size="xs" c="dimmed">{t('shared.quota', { space: sharedName })}</Text>}
            {estimated && <Text size="xs" c="dimmed">{t('quota.estimated')}</Text>}
          </Stack>
          <Button leftSection={<SparklesIcon size={16} />} loading={request.isPending} disabled={blocked}
            aria-describedby={blocked ? blockedId : undefined} onClick={() => request.mutate()}>
            {t('request.action')}
          </Button>
        </Group>
        {request.isPending && (
          <Text size="sm" role="status">{request.phase === 'syncing' ? t('request.syncing') : t('request.analysing', { name })}</Text>
        )}
        {request.isSuccess && <Text size="sm" role="status">{t('request.done')}</Text>}
        {blocked && (
          <div id={blockedId}>
            {online ? <Alert color="yellow" variant="light" icon={<AlertIcon />}>{t('errors.quota', { date: resetsOn })}</Alert> : <NeedsConnection />}
          </div>
        )}
        {error && online && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{error.kind === 'other' ? t(error.key) : t(ERROR_KEYS[error.kind])}</Text>
              {error.kind !== 'not-found' && <Button size="xs" variant="default" onClick={() => request.mutate()}>{t('errors.retry')}</Button>}
            </Group>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
