import { Anchor, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityEntryItem, useFeederMap, useRecentActivity } from '../activity-calendar';

export const RECENT_ACTIVITY_LIMIT = 10;

/** The newest entries across every log and reptile, each opening its tab on the reptile's page. */
export function RecentActivity({ names }: { names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('dashboard');
  const entries = useRecentActivity(RECENT_ACTIVITY_LIMIT);
  const feeders = useFeederMap();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="recent-activity-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="recent-activity-title">{t('recent.title')}</Title>
        {!entries ? (
          <Center mih={60}><Loader size="sm" aria-label={t('recent.loading')} /></Center>
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed">{t('recent.empty')}</Text>
        ) : (
          <Stack component="ul" gap={2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((e) => <li key={`${e.type}:${e.row.id}`}><ActivityEntryItem entry={e} reptileName={names.get(e.row.reptileId) ?? ''} feeders={feeders} /></li>)}
          </Stack>
        )}
        <Anchor component={Link} to="/activity-calendar" size="sm">{t('recent.calendar')}</Anchor>
      </Stack>
    </Card>
  );
}
