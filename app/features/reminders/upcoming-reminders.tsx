import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PageLoader } from '../../components/page-loader';
import { useReptiles } from '../reptiles';
import { needingAttention } from './reminder-groups';
import { useCareSets } from './use-care-sets';
import { ReminderItem } from './reminder-item';
import { useReminderActions } from './use-reminder-actions';
import { useReminders } from './use-reminders';

/**
 * For the dashboard: overdue tasks, today's and the next 7 days', each tickable where it stands,
 * with a link to the full list. Shows at most `limit`; the link says how to see the rest.
 */
export function UpcomingReminders({ limit = 8 }: { limit?: number }) {
  const { t } = useTranslation('reminders');
  const reminders = useReminders();
  const reptiles = useReptiles();
  const names = useMemo(() => new Map((reptiles ?? []).map((r) => [r.id, r.name])), [reptiles]);
  const { toggle, isDose, failed } = useReminderActions();
  const care = useCareSets();
  if (reminders === undefined) return <PageLoader />;
  const today = todayIn();
  const soon = needingAttention(reminders, today, care);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">{t('upcoming.title')}</Title>
          <Anchor component={Link} to="/reminders" size="sm">{t('actions.viewAll')}</Anchor>
        </Group>
        {failed && <Alert color="red" role="alert">{t('completeFailed')}</Alert>}
        {soon.length === 0 && <Text c="dimmed" size="sm">{t('upcoming.empty')}</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('upcoming.title')}>
          {soon.slice(0, limit).map((r) => (
            <ReminderItem key={r.id} reminder={r} reptileName={r.reptileId ? (names.get(r.reptileId) ?? null) : null} today={today} onToggle={toggle} isDose={isDose} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
