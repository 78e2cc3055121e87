import { Anchor, Badge, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocalReptile } from '../../lib/db';
import { DueBadge, rhythmOf, type ReptileSummary } from '../care';
import { HealthBadge, type AnimalStatus } from '../health-watch';

/**
 * One animal in a tub: its name (to its page), and what its feeding rhythm says today: fed today,
 * due, overdue, paused, and the flags (refusals in a row, a long fast). Nothing while its summary
 * is read, so a badge never flickers from a partial answer. Its health status (issue 29) when it
 * is not simply ok, or it is in quarantine.
 */
export const ResidentLine = memo(function ResidentLine({ reptile, summary, today, status }: { reptile: LocalReptile; summary: ReptileSummary | undefined; today: string; status?: AnimalStatus | undefined }) {
  const { t } = useTranslation('enclosures');
  const rhythm = summary ? rhythmOf(reptile, summary, today) : null;
  const fedToday = rhythm?.lastMealDate === today;
  const s = rhythm?.status;
  return (
    <Group gap={6} component="li" wrap="wrap" align="center">
      <Anchor component={Link} to={`/reptiles/${reptile.id}`} fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>{reptile.name}</Anchor>
      {status && (status.state !== 'ok' || status.quarantined) && <HealthBadge status={status} size="xs" />}
      {fedToday && <Badge color="green" variant="light">{t('state.fedToday')}</Badge>}
      {rhythm && <DueBadge rhythm={rhythm} />}
      {s?.kind === 'paused' && <Badge color="gray" variant="outline">{t('state.paused')}</Badge>}
      {rhythm?.refusals && <Badge color="red" variant="light">{t('state.refusals', { count: rhythm.refusals.count })}</Badge>}
      {rhythm?.longFast && rhythm.daysSinceMeal !== null && <Badge color="orange" variant="light">{t('state.fasting', { count: rhythm.daysSinceMeal })}</Badge>}
      {rhythm && !fedToday && s?.kind === 'none' && <Text span size="xs" c="dimmed">{t('state.noRhythm')}</Text>}
    </Group>
  );
});
