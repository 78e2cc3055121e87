import { Card, Group, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../components/icons';

/** The header's tally: how many of the catalogue are earned and the coins they brought. */
export function AchievementsSummary({ earned, total, coins }: { earned: number; total: number; coins: number }) {
  const { t, i18n } = useTranslation('achievements');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Card withBorder padding="md" component="section" aria-label={t('summary.label')}>
      <Group gap="md" wrap="nowrap">
        <RingProgress size={72} thickness={7} roundCaps sections={[{ value: total > 0 ? (earned / total) * 100 : 0, color: 'yellow' }]} aria-hidden />
        <Stack gap={4}>
          <Text fw={700} size="lg">{t('summary.earned', { earned: number(earned), total: number(total) })}</Text>
          <Group gap={6} wrap="nowrap">
            <CoinIcon size={18} />
            <Text size="sm" c="dimmed">{t('summary.coins', { coins: number(coins) })}</Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
