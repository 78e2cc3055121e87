import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { countsTowardLimit } from '../../../shared/contest/entries';
import { mayVote } from '../../../shared/contest/voters';
import { NeedsConnection } from '../../components/needs-connection';
import { PageLoader } from '../../components/page-loader';
import { NetworkError } from '../../lib/api/client';
import { useProfile } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { Gallery } from './gallery';
import { MyEntries } from './my-entries';
import { PhaseCard } from './phase-card';
import { contestKeys } from './query-keys';
import { ResultsSection } from './results-section';
import { SubmitCard } from './submit-card';
import { usePeriods, useResults, useSubmissions, useVoteStatus } from './contest-queries';

/** A section's own loading and failure states, so one slow call never blanks the page. */
function Pending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('contest');
  if (!failed) return <Loader size="sm" aria-label={t('loading')} />;
  return (
    <Group gap="xs">
      <Text size="sm" c="red">{t('sectionFailed')}</Text>
      <Button size="xs" variant="default" onClick={onRetry}>{t('common:online.retry')}</Button>
    </Group>
  );
}

/**
 * /contest: the month's photo contest (spec sections 2, 4, 9). Online data: the phase and its
 * countdown, entering a photo, the gallery with votes, the keeper's own entries and the results.
 * Offline, or with no answer from the server, the shared "needs a connection" state; what was
 * fetched before stays shown, marked as such, with the buttons that need the server disabled.
 */
export function ContestPage() {
  const { t } = useTranslation('contest');
  const online = useOnline();
  const client = useQueryClient();
  const periods = usePeriods();
  const month = periods.data?.month;
  const submissions = useSubmissions(month);
  const voteStatus = useVoteStatus(month);
  const results = useResults();
  const accountCreatedAt = useProfile((s) => s.profile?.createdAt);
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: contestKeys.all }), [client]);

  const unreachable = [periods, submissions, voteStatus, results].some((q) => q.error instanceof NetworkError);
  const header = (
    <Stack gap={4}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" size="sm">{t('intro')}</Text>
    </Stack>
  );

  if (!periods.data) {
    const body = !online || periods.error instanceof NetworkError ? <NeedsConnection onRetry={online ? reload : undefined} />
      : periods.isError ? <Alert color="red" variant="light" role="alert" title={t('loadFailed')}><Button size="xs" variant="default" onClick={reload}>{t('common:online.retry')}</Button></Alert>
        : null;
    if (!body) return <PageLoader />;
    return <Container size="lg" px={0}><Stack gap="xl">{header}{body}</Stack></Container>;
  }

  const period = periods.data;
  const tooNewSince = accountCreatedAt !== undefined && !mayVote(accountCreatedAt, period.schedule) ? period.schedule.votingStartsAt : null;
  const mine = submissions.data?.mine ?? [];
  const used = mine.filter((e) => countsTowardLimit(e.status)).length;
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        {header}
        {(!online || unreachable) && <NeedsConnection stale onRetry={online ? reload : undefined} />}
        <PhaseCard period={period} readAt={periods.dataUpdatedAt} onPhaseEnd={reload} />
        {period.phase === 'submission' && period.bannedUntil === null && submissions.data && (
          <SubmitCard month={period.month} used={used} limit={period.settings.entriesPerKeeper} online={online} />
        )}
        {submissions.data ? (
          <>
            <MyEntries entries={submissions.data.mine} closed={submissions.data.closed} />
            <Gallery month={period.month} phase={period.phase} entries={submissions.data.entries} voteStatus={voteStatus.data} online={online} tooNewSince={tooNewSince} />
          </>
        ) : <Pending failed={submissions.isError} onRetry={reload} />}
        {results.data ? (
          <ResultsSection
            months={results.data.pages.flatMap((p) => p.months)}
            more={results.hasNextPage ? { loading: results.isFetchingNextPage, failed: results.isFetchNextPageError, load: () => void results.fetchNextPage() } : undefined}
          />
        ) : <Pending failed={results.isError} onRetry={reload} />}
      </Stack>
    </Container>
  );
}
