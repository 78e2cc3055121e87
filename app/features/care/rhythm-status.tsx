import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedingRhythm } from '../../../shared/rules/feeding-rhythm';
import { formatDate } from '../../lib/format';

/** The rhythm's badge for a due or overdue meal; null otherwise (the dashboard's list shows it too). */
export function DueBadge({ rhythm }: { rhythm: FeedingRhythm }) {
  const { t } = useTranslation('dashboard');
  const s = rhythm.status;
  if (s.kind === 'due') return <Badge color="yellow" variant="light">{t('care.rhythm.due')}</Badge>;
  if (s.kind === 'overdue') return <Badge color="red" variant="filled">{t('care.rhythm.overdue', { count: s.days })}</Badge>;
  return null;
}

const WRAP = { whiteSpace: 'normal', height: 'auto' } as const;

/**
 * What a card says of the rhythm, under "Days since feeding": the next meal's first day when on
 * track; otherwise badges (due or overdue, a pause, refusals in a row, a long fast), which wrap
 * onto their own lines on a narrow card rather than squeeze a label. A paused animal's long fast
 * is still flagged, in grey: the pause silences "due", not how long it has gone without food.
 * Nothing for an animal with no rhythm (unknown species, no interval set).
 */
export function RhythmStatus({ rhythm, label }: { rhythm: FeedingRhythm; label: ReactNode }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language;
  const s = rhythm.status;
  const days = rhythm.daysSinceMeal;
  const badges = [
    (s.kind === 'due' || s.kind === 'overdue') && <DueBadge key="due" rhythm={rhythm} />,
    s.kind === 'paused' && (
      <Badge key="paused" color="gray" variant="outline" style={WRAP}>
        {s.until ? t('care.rhythm.pausedUntil', { date: formatDate(s.until, lng) }) : t('care.rhythm.paused')}
      </Badge>
    ),
    rhythm.refusals && (
      <Badge key="refusals" color="red" variant="light" style={WRAP}>
        {t('care.rhythm.refusals', { count: rhythm.refusals.count, date: formatDate(rhythm.refusals.sinceDate, lng) })}
      </Badge>
    ),
    rhythm.longFast && days !== null && (
      <Badge key="fast" color={s.kind === 'paused' ? 'gray' : 'orange'} variant="light" style={WRAP}>{t('care.rhythm.fasting', { count: days })}</Badge>
    ),
  ].filter(Boolean);
  return (
    <>
      {s.kind === 'onTrack' && (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">{label}</Text>
          <Text size="sm" ta="right">{t('care.rhythm.next', { date: formatDate(s.dueDate, lng) })}</Text>
        </Group>
      )}
      {s.kind !== 'onTrack' && badges.length > 0 && <Group justify="flex-end" gap={6}>{badges}</Group>}
    </>
  );
}
