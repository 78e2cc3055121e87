import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NeedsConnection } from '../../components/needs-connection';
import { NetworkError } from '../../lib/api/client';
import { formatCount } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { useAdminCountQueries, useUserTotal } from './admin-count-queries';

interface Tile { labelKey: string; hintKey: string; to: string; query: UseQueryResult<number>; waiting?: boolean }

/**
 * /admin: the numbers an admin starts the day with, each leading to its section. The counts are
 * the spec's (the navigation badge adds the first three of the waiting ones); one that could not
 * be fetched says "Failed to fetch admin counts" (spec) and offers to try again.
 */
export function AdminIndexPage() {
  const { t } = useTranslation('admin');
  const online = useOnline();
  const users = useUserTotal();
  const { pendingEvents, pendingEntries, bugReports, featureRequests } = useAdminCountQueries();
  const tiles: Tile[] = [
    { labelKey: 'overview.pendingEvents', hintKey: 'overview.pendingEventsHint', to: '/admin/events', query: pendingEvents, waiting: true },
    { labelKey: 'overview.pendingEntries', hintKey: 'overview.pendingEntriesHint', to: '/admin/contests', query: pendingEntries, waiting: true },
    { labelKey: 'overview.bugReports', hintKey: 'overview.notArchivedHint', to: '/admin/bug-reports', query: bugReports, waiting: true },
    { labelKey: 'overview.featureRequests', hintKey: 'overview.notArchivedHint', to: '/admin/feature-requests', query: featureRequests },
    { labelKey: 'overview.users', hintKey: 'overview.usersHint', to: '/admin/users', query: users },
  ];
  const queries = tiles.map((tile) => tile.query);
  const unreachable = !online || queries.some((q) => q.error instanceof NetworkError);
  const failed = !unreachable && queries.some((q) => q.isError);
  const retry = () => queries.forEach((q) => void q.refetch());
  const nothingYet = queries.every((q) => q.data === undefined);

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>{t('overview.title')}</Title>
        <Text c="dimmed" size="sm">{t('overview.description')}</Text>
      </Stack>
      {unreachable && <NeedsConnection stale={!nothingYet} onRetry={online ? retry : undefined} />}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('overview.failed')}</Text>
            <Button size="xs" variant="default" onClick={retry}>{t('actions.retry')}</Button>
          </Group>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', md: 'md' }}>
        {tiles.map((tile) => <CountTile key={tile.to} tile={tile} />)}
      </SimpleGrid>
      <Button component={Link} to="/admin/audit" variant="subtle" w="fit-content">{t('overview.auditLink')}</Button>
    </Stack>
  );
}

function CountTile({ tile }: { tile: Tile }) {
  const { t, i18n } = useTranslation('admin');
  const { data, isError, isPending, fetchStatus } = tile.query;
  const count = isError && data === undefined ? null : data;
  const attention = tile.waiting === true && (count ?? 0) > 0;
  return (
    // The name says all the tile shows (its hint too), so a voice command reading any of it finds the link.
    <UnstyledButton component={Link} to={tile.to}
      aria-label={`${count === undefined || count === null ? t(tile.labelKey) : `${t(tile.labelKey)}: ${formatCount(count, i18n.language)}`}. ${t(tile.hintKey)}`}>
      <Paper withBorder p="md" radius="md" h="100%" style={attention ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}>
        <Stack gap={4}>
          {/* The spaces keep the words apart in the link's text (a flex column renders none of them). */}
          <Text size="sm" c="dimmed">{t(tile.labelKey)}</Text>{' '}
          {count === undefined
            ? (isPending && fetchStatus === 'fetching' ? <Skeleton h={36} w={60} /> : <Text fz={28} fw={700} lh={1.3}>–</Text>)
            : <Text fz={28} fw={700} lh={1.3} c={attention ? 'red' : undefined}>{count === null ? '–' : formatCount(count, i18n.language)}</Text>}{' '}
          <Text size="xs" c="dimmed">{t(tile.hintKey)}</Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
