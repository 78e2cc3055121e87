import { Badge, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthResults } from '../../../shared/api/contest';
import { EntryCard, MineBadge } from './entry-card';
import { formatCount, formatMonth } from '../../lib/format';

const PLACE_COLORS = ['yellow', 'gray', 'orange'] as const;

function Places({ results, compact }: { results: MonthResults; compact?: boolean }) {
  const { t, i18n } = useTranslation('contest');
  return (
    <SimpleGrid cols={{ base: compact ? 3 : 1, xs: 3 }} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('results.placesOf', { month: formatMonth(results.month, i18n.language) })}>
      {results.places.map((p) => (
        <EntryCard key={p.place} imageUrl={p.imageUrl} caption={compact ? null : p.caption}
          badge={p.mine ? <MineBadge /> : undefined}>
          <Badge color={PLACE_COLORS[p.place - 1]} variant="filled" autoContrast style={{ alignSelf: 'flex-start' }}>{t(`results.place${p.place}`)}</Badge>
          {!compact && (
            <Text size="sm">
              {t('gallery.votes', { count: p.votes })}
              {p.prize !== null && ` · ${t('results.prize', { coins: formatCount(p.prize, i18n.language) })}`}
            </Text>
          )}
        </EntryCard>
      ))}
    </SimpleGrid>
  );
}

/** Loading the next page of older months, when there is one. */
export interface MoreResults {
  loading: boolean;
  failed: boolean;
  load: () => void;
}

/**
 * The latest winners (places 1-3 with their photos) and the months before them, a page at a time
 * ("Show earlier winners"): past winners stay visible however old.
 */
export function ResultsSection({ months, more }: { months: MonthResults[]; more?: MoreResults | undefined }) {
  const { t, i18n } = useTranslation('contest');
  const [latest, ...past] = months;
  return (
    <Stack gap="lg" component="section" aria-labelledby="contest-results-title">
      <Title order={2} size="h4" id="contest-results-title">{t('results.title')}</Title>
      {!latest ? <Text size="sm" c="dimmed">{t('results.none')}</Text> : (
        <Stack gap="sm">
          <Title order={3} size="h5">{t('results.of', { month: formatMonth(latest.month, i18n.language) })}</Title>
          <Places results={latest} />
        </Stack>
      )}
      {past.length > 0 && (
        <Stack gap="md">
          <Title order={3} size="h5">{t('results.past')}</Title>
          {past.map((m) => (
            <Stack key={m.month} gap="xs">
              <Text fw={500} size="sm">{formatMonth(m.month, i18n.language)}</Text>
              <Places results={m} compact />
            </Stack>
          ))}
        </Stack>
      )}
      {more && (
        <Stack gap={4} align="flex-start">
          <Button variant="default" size="sm" onClick={more.load} loading={more.loading}>{t('results.earlier')}</Button>
          {more.failed && <Text size="sm" c="red" role="alert">{t('results.earlierFailed')}</Text>}
        </Stack>
      )}
    </Stack>
  );
}
