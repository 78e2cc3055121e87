import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransferStatus } from '../../../shared/api/transfers';
import { PageLoader } from '../../components/page-loader';
import { formatDate } from '../../lib/format';
import { formatDay } from '../../lib/format';
import { priceText } from './format';
import { useTransfers } from './use-transfers';
import { statusAt } from '../../../shared/rules/transfers';

const STATUS_COLOR: Record<TransferStatus, string> = { pending: 'blue', accepted: 'green', declined: 'gray', cancelled: 'gray', expired: 'gray' };

/** "Your sales": the synced transfer rows, so the list works offline. */
export function SalesList() {
  const { t, i18n } = useTranslation('transfers');
  const rows = useTransfers();
  const [now] = useState(() => Date.now());
  const lng = i18n.language;
  return (
    <Stack gap="sm" component="section" aria-labelledby="sales-title">
      <Title order={2} size="h3" id="sales-title">{t('sales.title')}</Title>
      {rows === undefined ? <PageLoader /> : rows.length === 0 ? <Text c="dimmed">{t('sales.empty')}</Text> : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => {
            const status = statusAt(row, now);
            return (
              <Paper key={row.id} withBorder p="sm" component="li">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                    <Anchor component={Link} to={`/reptiles/${row.reptileId}`} fw={600} style={{ overflowWrap: 'anywhere' }}>{row.reptileName}</Anchor>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{t('sales.to', { email: row.buyerEmail })} · {formatDate(row.soldOn, lng)}</Text>
                    <Text size="sm" c="dimmed">{priceText(lng, row.priceCents, row.currency) ?? t('sales.noPrice')}</Text>
                  </Stack>
                  <Badge variant="light" color={STATUS_COLOR[status]} tt="none" h="auto" py={4} style={{ maxWidth: '100%', whiteSpace: 'normal' }}>
                    {t(`sales.status.${status}`, { date: formatDay(row.expiresAt, lng) })}
                  </Badge>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
