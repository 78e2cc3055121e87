import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserDetail } from '../../../shared/api/admin';
import { formatCount } from '../../lib/format';
import { AdjustCoinsForm } from './adjust-coins-form';
import { formatMoment } from '../../lib/format';
import { LedgerAmount, useCauseLabel } from './ledger-bits';

/** The balance, the latest ledger entries (the full history is the ledger page, filtered to this account) and the adjustment form. */
export function UserCoinsSection({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const causeLabel = useCauseLabel();
  const { user, ledger } = detail;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-user-coins">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="admin-user-coins">{t('user.coins.title')}</Title>
          <Text fw={700} fz="lg">{t('user.coins.balance', { balance: formatCount(user.balance, i18n.language) })}</Text>
        </Group>
        <Stack gap={6}>
          <Text size="sm" fw={600}>{t('user.coins.latest')}</Text>
          {ledger.length === 0 ? <Text size="sm" c="dimmed">{t('user.coins.none')}</Text> : (
            <Stack component="ul" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {ledger.map((entry) => (
                <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm">{causeLabel(entry.key)}</Text>
                    {entry.reason && <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{entry.reason}</Text>}
                    <Text size="xs" c="dimmed">{formatMoment(entry.at, i18n.language)}</Text>
                  </Stack>
                  <LedgerAmount amount={entry.amount} />
                </Group>
              ))}
            </Stack>
          )}
          <Anchor component={Link} to={`/admin/repticoins-history?user=${encodeURIComponent(user.id)}`} size="sm" w="fit-content">
            {t('user.coins.history')}
          </Anchor>
        </Stack>
        <AdjustCoinsForm user={user} />
      </Stack>
    </Paper>
  );
}
