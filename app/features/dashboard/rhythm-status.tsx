import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedingRhythm } from '../../../shared/rules/feeding-rhythm';

export const dateText = (lng: string, iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The rhythm's badge for a due or overdue meal; null otherwise (the dashboard's list shows it too). */
export function DueBadge({ rhythm }: { rhythm: FeedingRhythm }) {
  const { t } = useTranslation('dashboard');
  const s = rhythm.status;
  if (s.kind === 'due') return <Badge color="yellow" variant="light">{t('care.rhythm.due')}</Badge>;
  if (s.kind === 'overdue') return <Badge color="red" variant="filled">{t('care.rhythm.overdue', { count: s.days })}</Badge>;
  return null;
}

/**
 * What a card says of the rhythm: due or overdue, the next meal's first day, a pause with the
 * fast's length, refusals in a row and a long fast. Nothing for an animal with no rhythm (unknown
 * species, no interval set) beyond what the card already says.
 */
export function RhythmStatus({ rhythm }: { rhythm: FeedingRhythm }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language;
  const s = rhythm.status;
  const days = rhythm.daysSinceMeal;
  const flags = [
    s.kind === 'due' || s.kind === 'overdue' ? <DueBadge key="due" rhythm={rhythm} /> : null,
    rhythm.refusals ? (
      <Badge key="refusals" color="red" variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
        {t('care.rhythm.refusals', { count: rhythm.refusals.count, date: dateText(lng, rhythm.refusals.sinceDate) })}
      </Badge>
    ) : null,
    // A paused animal's fast is said in the pause's own line.
    rhythm.longFast && days !== null && s.kind !== 'paused' ? <Badge key="fast" color="orange" variant="light">{t('care.rhythm.fasting', { count: days })}</Badge> : null,
  ].filter(Boolean);
  return (
    <>
      {s.kind === 'paused' && (
        <Text size="sm" c="dimmed" ta="right">
          {s.until ? t('care.rhythm.pausedUntil', { date: dateText(lng, s.until) }) : t('care.rhythm.paused')}
          {days !== null && ` · ${t('care.rhythm.sinceMeal', { count: days })}`}
        </Text>
      )}
      {s.kind === 'onTrack' && <Text size="sm" c="dimmed" ta="right">{t('care.rhythm.next', { date: dateText(lng, s.dueDate) })}</Text>}
      {flags.length > 0 && <Group justify="flex-end" gap={6}>{flags}</Group>}
    </>
  );
}
