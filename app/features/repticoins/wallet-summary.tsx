import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planForTier } from '../../../shared/plans';
import { CoinIcon } from '../../components/icons';
import { formatDay } from '../../lib/format';
import { formatCoins } from './format';
import type { Wallet } from './use-wallet';

/** The balance and the plan in force, with its end date (or when a bought plan ended). */
export function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation('coins');
  const lng = i18n.language;
  const plan = planForTier(wallet.tier).name;
  // A bought tier past its expiry: the row keeps it until the server's lapse job clears it.
  const lapsedOn = wallet.tier === null && wallet.storedTier !== null ? wallet.expiresAt : null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('wallet.label')}>
      <Group justify="space-between" align="center" gap="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={52} radius="xl" color="yellow" variant="light" aria-hidden>
            <CoinIcon size={30} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">{t('wallet.balance')}</Text>
            <Text fz={32} fw={800} lh={1.15}>{formatCoins(wallet.balance, lng)}</Text>
            <Text size="sm" c="dimmed">{t('wallet.coins')}</Text>
          </Stack>
        </Group>
        <Stack gap={4} align="flex-start">
          <Group gap="xs">
            <Text size="sm" c="dimmed">{t('wallet.plan')}</Text>
            <Badge size="lg" variant={wallet.tier ? 'filled' : 'light'} color={wallet.tier ? 'yellow' : 'gray'} autoContrast>{plan}</Badge>
          </Group>
          {wallet.tier && (
            <Text size="sm">
              {wallet.expiresAt === null ? t('wallet.neverExpires') : t('wallet.activeUntil', { date: formatDay(wallet.expiresAt, lng) })}
            </Text>
          )}
          {lapsedOn !== null && (
            <Text size="sm" c="dimmed">{t('wallet.ended', { plan: planForTier(wallet.storedTier).name, date: formatDay(lapsedOn, lng) })}</Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
