import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byUrgency, needsMeal, type FeedingRhythm } from '../../../shared/rules/feeding-rhythm';
import { DueBadge } from '../care';

export interface RhythmOf {
  id: string;
  name: string;
  rhythm: FeedingRhythm;
}

/** How many of the due animals the panel names; the rest are counted, and listed by the cards' filter. */
export const DUE_SHOWN = 5;

/**
 * The top of the dashboard: the animals whose meal is due or overdue by their rhythm, the
 * longest overdue first, each linking to its page. Nothing when none is (paused animals never are).
 * It names the DUE_SHOWN most urgent: a breeder's 150 due tubs are the cards' list, filtered by
 * `onShowAll`, not a panel of 150 links above it (issue 26).
 */
export function DueMeals({ rhythms, onShowAll }: { rhythms: readonly RhythmOf[]; onShowAll?: () => void }) {
  const { t } = useTranslation('dashboard');
  const due = rhythms.filter((r) => needsMeal(r.rhythm)).sort((a, b) => byUrgency(a.rhythm, b.rhythm) || a.name.localeCompare(b.name));
  if (due.length === 0) return null;
  const rest = due.length - DUE_SHOWN;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="due-meals-title">
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id="due-meals-title">{t('dueList.title')}</Title>
          <Text size="sm" c="dimmed">{t('dueList.intro')}</Text>
        </div>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {due.slice(0, DUE_SHOWN).map((r) => (
            <Group key={r.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`/reptiles/${r.id}`} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{r.name}</Anchor>
              <DueBadge rhythm={r.rhythm} />
            </Group>
          ))}
        </Stack>
        {rest > 0 && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">{t('dueList.more', { count: rest })}</Text>
            {onShowAll && <Button variant="light" size="xs" onClick={onShowAll}>{t('dueList.showAll', { count: due.length })}</Button>}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
