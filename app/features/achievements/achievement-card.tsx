import { Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CoinIcon, TrophyIcon } from '../../components/icons';
import type { AchievementTile } from './achievements-view';
import classes from './achievements.module.css';
import { formatDay } from '../../lib/format';

/** One catalogue entry: earned with its date, or locked with how far along it is; and its reward. */
export function AchievementCard({ tile }: { tile: AchievementTile }) {
  const { t, i18n } = useTranslation('achievements');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const { achievement, earned, progress } = tile;
  const name = t(achievement.nameKey);
  return (
    <Card component="li" withBorder padding="md" aria-label={name} className={classes.card} data-earned={earned ? true : undefined}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant={earned ? 'filled' : 'light'} color={earned ? 'yellow' : 'gray'} aria-hidden>
            <TrophyIcon size={22} />
          </ThemeIcon>
          <Stack gap={2} className={classes.text}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">{t(achievement.descriptionKey, { target: number(tile.target) })}</Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap" mt="auto">
          {earned && (
            <Text size="sm" c="moss" fw={500} className={classes.grow}>
              {t('earnedOn', { date: formatDay(earned.earnedAt, i18n.language) })}
            </Text>
          )}
          {progress && (
            <>
              <Progress.Root size="md" className={classes.grow}>
                <Progress.Section value={(progress.current / progress.target) * 100} withAria={false} role="progressbar"
                  aria-label={t('progressLabel', { name })} aria-valuemin={0} aria-valuemax={progress.target} aria-valuenow={progress.current}
                  aria-valuetext={t('progressValue', { current: number(progress.current), target: number(progress.target) })} />
              </Progress.Root>
              <Text size="sm" c="dimmed" aria-hidden>{t('progress', { current: number(progress.current), target: number(progress.target) })}</Text>
            </>
          )}
          <Group gap={4} wrap="nowrap" className={classes.reward}>
            <CoinIcon size={16} />
            <Text size="sm" fw={600}>{t('reward', { coins: number(achievement.reward) })}</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
