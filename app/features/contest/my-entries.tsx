import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnEntryView } from '../../../shared/api/contest';
import { EntryCard } from './entry-card';

const STATUS_COLORS = { pending: 'yellow', approved: 'moss', rejected: 'gray', disqualified: 'red' } as const;

/** The keeper's own entries of the month with their review state (spec: pending until approved). */
export function MyEntries({ entries, closed }: { entries: OwnEntryView[]; closed: boolean }) {
  const { t } = useTranslation('contest');
  if (entries.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="contest-mine-title">
      <Title order={2} size="h4" id="contest-mine-title">{t('mine.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((e) => {
          // A photo still waiting at the close never entered: say so rather than "waiting".
          const status = e.status === 'pending' && closed ? 'expired' : e.status;
          return (
            <EntryCard key={e.id} imageUrl={e.imageUrl} caption={e.caption}
              badge={<Badge color={status === 'expired' ? 'gray' : STATUS_COLORS[e.status]} variant="light" style={{ flexShrink: 0 }}>{t(`mine.status.${status}`)}</Badge>}>
              {e.votes !== null && e.status === 'approved' && <Text size="sm" fw={500}>{t('gallery.votes', { count: e.votes })}</Text>}
            </EntryCard>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
