import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeriodsResponse } from '../../../shared/api/contest';
import { formatCount, formatDay, formatMonth, formatUtcDay, formatUtcMoment } from '../../lib/format';
import { splitDuration } from './format';
import { useCountdown } from './use-countdown';

const PHASE_COLORS = { submission: 'moss', voting: 'blue', closed: 'gray' } as const;

function TimeLeft({ ms }: { ms: number }) {
  const { t } = useTranslation('contest');
  const { days, hours, minutes, seconds } = splitDuration(ms);
  return <>{days > 0 ? t('timeLeft.days', { days, hours, minutes }) : t('timeLeft.hours', { hours, minutes, seconds })}</>;
}

/**
 * The month's contest at a glance: its phase, a countdown to the phase's end (on the server's
 * clock), the timetable in the keeper's own time and the prizes. `onPhaseEnd` reads the contest
 * again when the countdown reaches zero.
 */
export function PhaseCard({ period, readAt, onPhaseEnd }: { period: PeriodsResponse; readAt: number; onPhaseEnd: () => void }) {
  const { t, i18n } = useTranslation('contest');
  const lng = i18n.language;
  const left = useCountdown(period.phaseEndsAt, period.now, readAt, onPhaseEnd);
  const { schedule, settings } = period;
  const [first, second, third] = settings.prizes.map((p) => formatCount(p, lng));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contest-phase-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="contest-phase-title">{t('phase.title', { month: formatMonth(period.month, lng) })}</Title>
          <Badge color={PHASE_COLORS[period.phase]} variant="light" size="lg">{t(`phase.${period.phase}`)}</Badge>
        </Group>
        <Text fw={700} size="lg" role="timer" aria-live="off">
          {t(`phase.endsIn.${period.phase}`)} <TimeLeft ms={left} />
        </Text>
        <Text size="sm" c="dimmed">
          {t('phase.timetable', {
            opens: formatUtcDay(schedule.opensAt, lng),
            submissionsEnd: formatUtcDay(schedule.votingStartsAt - 1, lng),
            closes: formatUtcMoment(schedule.closesAt, lng),
          })}
        </Text>
        <Text size="sm">{t('phase.prizes', { first, second, third })}</Text>
        <Text size="sm" c="dimmed">{t('phase.rules', { count: settings.entriesPerKeeper })}</Text>
        {period.bannedUntil !== null && (
          <Alert color="red" variant="light" role="alert">{t('errors.banned', { until: formatDay(period.bannedUntil, lng) })}</Alert>
        )}
      </Stack>
    </Card>
  );
}
