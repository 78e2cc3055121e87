import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnline } from '../../lib/use-online';
import { QueryState } from '../calendar';
import { ContestImage } from '../contest';
import type { AdminEntry } from './contest-admin-api';
import { DisqualifyDialog } from './disqualify-dialog';
import { failureKey } from './failure-text';
import { formatDay, formatMoment, formatMonth } from '../../lib/format';
import { useDisqualify, useMonthEntries } from './use-month-entries';

const OWN_CODES = { 'contest-closed': 'contests.disqualify.closed', 'not-found': 'contests.disqualify.gone' };

/**
 * The current month's approved entries, most votes first, each with what an admin needs to judge
 * manipulation (votes, the keeper) and a disqualification behind a confirmation with a reason.
 * Pending entries are decided in the section above; decided-against ones are not in the running.
 */
export function MonthEntries() {
  const { t, i18n } = useTranslation('admin-review');
  const online = useOnline();
  const query = useMonthEntries();
  const disqualify = useDisqualify();
  const [chosen, setChosen] = useState<AdminEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (e: AdminEntry) => e.caption ?? t('contests.entries.untitled', { date: formatMoment(e.createdAt, i18n.language) });

  const close = () => {
    setChosen(null);
    setFailure(null);
  };
  const confirm = async (reason: string) => {
    if (!chosen) return;
    setFailure(null);
    try {
      const done = await disqualify.mutateAsync({ id: chosen.id, reason });
      notifications.show({
        color: 'moss',
        title: t('contests.disqualify.done', { name: nameOf(chosen) }),
        message: t('contests.disqualify.doneDetail', { entries: done.entriesRemoved, votes: done.votesRemoved, until: formatDay(done.bannedUntil, i18n.language) }),
      });
      close();
    } catch (error) {
      setFailure(t(failureKey(error, 'contests.disqualify.failed', OWN_CODES)));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-month-entries-title">
      <Title order={2} size="h4" id="admin-month-entries-title">{t('contests.entries.title')}</Title>
      <QueryState query={query} loadingLabel={t('contests.entries.loading')} errorText={(e) => t(failureKey(e, 'contests.entries.loadFailed'))}>
        {(data) => {
          const approved = data.entries.filter((e) => e.status === 'approved').sort((a, b) => b.votes - a.votes || a.createdAt - b.createdAt);
          return (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">{t('contests.entries.summary', { month: formatMonth(data.month, i18n.language), count: approved.length })}</Text>
              {approved.length > 0 && (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {approved.map((e) => (
                    <Card key={e.id} withBorder radius="md" padding="sm" component="li" aria-label={nameOf(e)}>
                      <Stack gap="xs" h="100%">
                        <ContestImage url={e.imageUrl} alt={t('contests.entries.imageAlt', { name: nameOf(e) })} />
                        <Text size="sm" fw={500} c={e.caption ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>{e.caption ?? t('contests.entries.noCaption')}</Text>
                        <Group gap="xs" justify="space-between">
                          <Badge variant="light" color="grape">{t('contests.entries.votes', { count: e.votes })}</Badge>
                          <Anchor component={Link} to={`/admin/users/${encodeURIComponent(e.userId)}`} size="xs">{t('contests.entries.keeper')}</Anchor>
                        </Group>
                        <Text size="xs" c="dimmed">{t('contests.entries.sent', { date: formatMoment(e.createdAt, i18n.language) })}</Text>
                        <Button size="xs" color="red" variant="outline" mt="auto" disabled={!online} aria-label={t('contests.entries.disqualifyNamed', { name: nameOf(e) })}
                          onClick={() => setChosen(e)}>
                          {t('contests.entries.disqualify')}
                        </Button>
                      </Stack>
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <DisqualifyDialog entry={chosen} name={chosen ? nameOf(chosen) : ''} busy={disqualify.isPending} failure={failure} onCancel={close} onConfirm={(reason) => void confirm(reason)} />
    </Stack>
  );
}
