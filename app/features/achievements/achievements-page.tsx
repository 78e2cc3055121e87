import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENTS } from '../../../shared/achievements/catalogue';
import { PageLoader } from '../../components/page-loader';
import { AchievementCard } from './achievement-card';
import { AchievementsSummary } from './achievements-summary';
import { achievementsView, coinsFromAchievements } from './achievements-view';
import { useEarnedAchievements } from './use-earned-achievements';
import { useLocalCounters } from './use-local-counters';
import { useMarkSeen } from './use-mark-seen';
import classes from './achievements.module.css';

/**
 * /achievements: the catalogue by category, earned ones with their dates, locked ones with the
 * progress this device's records show. Everything is read from this device, so it opens offline;
 * opening it marks the new ones seen, which clears the navigation's badge.
 */
export function AchievementsPage() {
  const { t } = useTranslation('achievements');
  const earned = useEarnedAchievements();
  const counters = useLocalCounters();
  useMarkSeen(earned);
  if (earned === undefined || counters === undefined) return <PageLoader />;
  const groups = achievementsView(earned, counters);

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </Stack>
        <AchievementsSummary earned={earned.length} total={ACHIEVEMENTS.length} coins={coinsFromAchievements(earned)} />
        {earned.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
        {groups.map(({ category, tiles }) => (
          <Stack gap="sm" key={category} component="section" aria-labelledby={`achievements-${category}`}>
            <Title order={2} size="h3" id={`achievements-${category}`}>{t(`categories.${category}`)}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" className={classes.list}>
              {tiles.map((tile) => <AchievementCard key={tile.achievement.id} tile={tile} />)}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
