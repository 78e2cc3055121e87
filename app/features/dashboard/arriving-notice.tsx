import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { totalOf, useSyncPhase } from '../../lib/sync/sync-phase';

/**
 * In place of "Due for a meal" while this device's first sync runs: with half the feedings here,
 * a rhythm would call an animal fed yesterday "overdue 694 days", so the dashboard says the
 * collection is still arriving, and how much of it has, instead.
 */
export function ArrivingNotice() {
  const { t } = useTranslation('dashboard');
  const received = useSyncPhase((p) => p.received);
  const total = useSyncPhase(totalOf);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arriving-title">
      <Title order={2} size="h4" id="arriving-title">{t('arriving.title')}</Title>
      <Text size="sm" c="dimmed">{t('arriving.body')}</Text>
      {total !== null && <Text size="sm" fw={600}>{t('arriving.progress', { received, total })}</Text>}
    </Paper>
  );
}
