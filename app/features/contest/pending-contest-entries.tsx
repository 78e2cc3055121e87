import { Alert, Button, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsConnection } from '../../components/needs-connection';
import { NetworkError } from '../../lib/api/client';
import { useOnline } from '../../lib/use-online';
import { decideEntry, fetchPending } from './contest-api';
import { useContestErrorMessage } from './contest-errors';
import { ContestImage } from './contest-image';
import { formatMoment } from '../../lib/format';
import { contestKeys } from './query-keys';

export const PENDING_PER_PAGE = 12;

/**
 * The moderator panel's contest section (/moderator, moderators and admins): the open month's
 * pending entries, oldest first, with their image and caption, approved or rejected one by one,
 * a page at a time. The server checks the role; this only shows what it answers.
 */
export function PendingContestEntries() {
  const { t, i18n } = useTranslation('contest');
  const online = useOnline();
  const client = useQueryClient();
  const errorMessage = useContestErrorMessage();
  const [page, setPage] = useState(1);
  const pending = useQuery({
    queryKey: contestKeys.pending(page),
    queryFn: ({ signal }) => fetchPending(page, PENDING_PER_PAGE, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) => decideEntry(id, decision),
    onSettled: () => client.invalidateQueries({ queryKey: ['contest', 'pending'] }),
  });

  const data = pending.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PENDING_PER_PAGE)) : 1;
  // The last entry of the last page was decided: go back a page rather than show an empty one.
  if (data && page > pages) setPage(pages);

  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-contest-title">
      <Title order={2} size="h4" id="pending-contest-title">{t('review.title')}</Title>
      {!data ? (
        !online || pending.error instanceof NetworkError ? <NeedsConnection onRetry={online ? () => void pending.refetch() : undefined} />
          : pending.isError ? <Alert color="red" variant="light" role="alert">{t('review.loadFailed')}</Alert>
            : <Text size="sm" c="dimmed">{t('loading')}</Text>
      ) : (
        <>
          {!online && <NeedsConnection stale />}
          <Text size="sm" c="dimmed">{t('review.count', { count: data.total })}</Text>
          {decide.isError && <Alert color="red" variant="light" role="alert">{errorMessage(decide.error, 'review.failed')}</Alert>}
          {data.entries.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.entries.map((e) => {
                const name = e.caption ?? t('review.untitled', { date: formatMoment(e.createdAt, i18n.language) });
                const busy = decide.isPending && decide.variables.id === e.id;
                return (
                  <Card key={e.id} withBorder radius="md" padding="sm" component="li" aria-label={name}>
                    <Stack gap="xs">
                      <ContestImage url={e.imageUrl} alt={e.caption ? t('image.altCaption', { caption: e.caption }) : t('image.alt')} />
                      <Text size="sm" c={e.caption ? undefined : 'dimmed'}>{e.caption ?? t('gallery.noCaption')}</Text>
                      <Text size="xs" c="dimmed">{t('review.sent', { date: formatMoment(e.createdAt, i18n.language) })}</Text>
                      {/* One's own entry is another moderator's to decide: the server refuses it (`own-entry-decision`). */}
                      {e.mine ? <Text size="sm" c="dimmed">{t('review.yours')}</Text> : (
                      <Group gap="xs">
                        <Button size="xs" color="moss" disabled={!online || decide.isPending} loading={busy && decide.variables.decision === 'approve'}
                          aria-label={t('review.approveNamed', { name })} onClick={() => decide.mutate({ id: e.id, decision: 'approve' })}>{t('review.approve')}</Button>
                        <Button size="xs" color="red" variant="light" disabled={!online || decide.isPending} loading={busy && decide.variables.decision === 'reject'}
                          aria-label={t('review.rejectNamed', { name })} onClick={() => decide.mutate({ id: e.id, decision: 'reject' })}>{t('review.reject')}</Button>
                      </Group>
                      )}
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={t('review.pages')}
            getControlProps={(control) => ({ 'aria-label': t(`review.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('review.page', { page: p }) })} />}
        </>
      )}
    </Stack>
  );
}
