import { Alert, Badge, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntryView, VoteStatusResponse } from '../../../shared/api/contest';
import type { ContestPhase } from '../../../shared/contest/phases';
import { CheckIcon } from '../../components/icons';
import { useContestErrorMessage } from './contest-errors';
import { EntryCard, MineBadge } from './entry-card';
import { formatUtcDay } from '../../lib/format';
import { useVote } from './use-vote';

interface GalleryProps {
  month: string;
  phase: ContestPhase;
  entries: EntryView[];
  /** Undefined while the vote status is read. */
  voteStatus: VoteStatusResponse | undefined;
  online: boolean;
  /** When this month's voting began, if the keeper's account was made after it (shared/contest/voters.ts): no vote this month. */
  tooNewSince?: number | null;
}

/**
 * The month's approved photos. In the voting phase each has a Vote button, except the keeper's own;
 * once the keeper has voted, the chosen photo says so and the others say the vote is spent (spec:
 * one vote per month). Vote counts appear after the close. An account made after voting began
 * gets a note instead of buttons the server would refuse (`account-too-new`).
 */
export function Gallery({ month, phase, entries, voteStatus, online, tooNewSince = null }: GalleryProps) {
  const { t, i18n } = useTranslation('contest');
  const vote = useVote(month);
  const errorMessage = useContestErrorMessage();
  const tooNew = phase === 'voting' && tooNewSince !== null;
  const voting = phase === 'voting' && !tooNew;
  const votedFor = voteStatus?.voted ? voteStatus.entryId : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="contest-gallery-title">
      <Title order={2} size="h4" id="contest-gallery-title">{t('gallery.title')}</Title>
      <Text size="sm" c="dimmed">{t(`gallery.hint.${phase}`)}</Text>
      {voting && votedFor !== null && <Text size="sm" fw={500}>{t('gallery.alreadyVoted')}</Text>}
      {tooNew && <Text size="sm" fw={500}>{t('gallery.tooNewToVote', { date: formatUtcDay(tooNewSince, i18n.language) })}</Text>}
      {vote.isError && <Alert color="red" variant="light" role="alert">{errorMessage(vote.error, 'errors.votingFailed')}</Alert>}
      {entries.length === 0 ? <Text size="sm" c="dimmed">{t('gallery.empty')}</Text> : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((e) => {
            const label = e.caption ? t('gallery.voteFor', { caption: e.caption }) : t('gallery.voteForPhoto');
            return (
              <EntryCard key={e.id} imageUrl={e.imageUrl} caption={e.caption} badge={e.mine ? <MineBadge /> : undefined}>
                {e.votes !== null && <Text size="sm" fw={500}>{t('gallery.votes', { count: e.votes })}</Text>}
                {voting && !e.mine && (votedFor === e.id
                  ? <Badge color="blue" variant="light" leftSection={<CheckIcon size={12} />} style={{ alignSelf: 'flex-start' }}>{t('gallery.yourVote')}</Badge>
                  : (
                    <Button size="xs" variant="light" style={{ alignSelf: 'flex-start' }} aria-label={label}
                      disabled={!online || voteStatus === undefined || votedFor !== null || vote.isPending}
                      loading={vote.isPending && vote.variables === e.id}
                      onClick={() => vote.mutate(e.id)}>
                      {t('gallery.vote')}
                    </Button>
                  ))}
              </EntryCard>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
