import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaleCard } from './sale-card';
import { SaleDialog } from './sale-dialog';
import { useSaleViews, useWaitlist } from './use-sales';
import { WaitlistSection } from './waitlist-section';

/**
 * /sales (issue 30): a breeder's waitlist and sales, read from this device so it opens offline.
 * Every write is a change of the sync log; money is in minor units with its currency, and each
 * sale's ledger is worked out from its payments.
 */
export function SalesPage() {
  const { t } = useTranslation('sales');
  const entries = useWaitlist();
  const sales = useSaleViews();
  const [selling, setSelling] = useState(false);
  const onSale = useMemo(() => new Set((sales ?? []).filter((s) => s.sale.state === 'open').map((s) => s.sale.reptileId)), [sales]);
  if (!entries || !sales) return <Loader aria-label={t('loading')} />;
  return (
    <Stack gap="xl">
      <Stack gap={2}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">{t('intro')}</Text>
      </Stack>
      <WaitlistSection entries={entries} onSale={onSale} />
      <Stack gap="sm" component="section" aria-labelledby="sales-title">
        <Group justify="space-between">
          <Title order={2} id="sales-title">{t('sales.title')}</Title>
          <Button onClick={() => setSelling(true)}>{t('sales.add')}</Button>
        </Group>
        {sales.length === 0 ? <Text c="dimmed">{t('sales.empty')}</Text> : sales.map((v) => <SaleCard key={v.sale.id} view={v} />)}
      </Stack>
      <SaleDialog opened={selling} onSale={onSale} onClose={() => setSelling(false)} />
    </Stack>
  );
}
