import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { formatDate } from '../../lib/format';
import { isKept, useReptile } from '../reptiles';
import { useSpaceAccess } from '../spaces';
import { OfferDialog } from '../transfers';
import { moneyText } from './money';
import { PaymentForm } from './payment-form';
import { SaleEditDialog } from './sale-edit-dialog';
import { SaleLedger } from './sale-ledger';
import { cancelSale, completeSale } from './sales-repository';
import type { SaleView } from './use-sales';

const STATE_COLOR = { open: 'blue', completed: 'green', cancelled: 'gray' } as const;

/**
 * One sale: its animal and buyer, how and when it is handed over, its ledger with "Add payment",
 * and the ways on: hand the animal over with the transfer (its records go with it), complete the
 * sale once nothing is owed, or cancel it.
 */
export function SaleCard({ view }: { view: SaleView }) {
  const { t, i18n } = useTranslation('sales');
  const { sale, ledger, handedOver } = view;
  const reptile = useReptile(sale.reptileId);
  const access = useSpaceAccess(sale.userId);
  const [paying, setPaying] = useState(false);
  const [offering, setOffering] = useState(false);
  const [editing, setEditing] = useState(false);
  const open = sale.state === 'open';
  const canPay = open && access.can('salePayment.create.v1');
  const name = reptile?.name ?? t('sale.animalGone');
  return (
    <Card withBorder padding="md" component="section" aria-label={t('sale.label', { name, buyer: sale.buyerName })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{reptile ? <Link to={`/reptiles/${reptile.id}`}>{name}</Link> : name} · {sale.buyerName}</Text>
            {sale.contact && <Text size="sm" c="dimmed">{sale.contact}</Text>}
            <Text size="sm">
              {sale.handoverDate ? t(`handoverOn.${sale.handover}`, { date: formatDate(sale.handoverDate, i18n.language) }) : t(`handover.${sale.handover}`)}
            </Text>
          </Stack>
          <Group gap="xs">
            {handedOver && <Badge color="teal" variant="light">{t('sale.handedOver')}</Badge>}
            <Badge color={STATE_COLOR[sale.state]}>{t(`state.${sale.state}`)}</Badge>
          </Group>
        </Group>
        <SaleLedger view={view} canChange={canPay} />
        {paying ? <PaymentForm view={view} onDone={() => setPaying(false)} /> : (
          <Group gap="xs">
            {canPay && <Button size="xs" onClick={() => setPaying(true)}>{t('payment.add')}</Button>}
            {reptile && isKept(reptile) && access.can('reptile.transfer') && sale.state !== 'cancelled' && (
              <Button size="xs" variant="light" onClick={() => setOffering(true)}>{t('sale.handOver')}</Button>
            )}
            {canPay && (ledger.balanceDue === 0
              ? <Button size="xs" color="green" onClick={() => void completeSale(sale.id, todayIn())}>{t('sale.complete')}</Button>
              : <Text size="sm" c="dimmed">{t('sale.owed', { amount: moneyText(ledger.balanceDue, sale.currency, i18n.language) })}</Text>)}
            {open && access.can('sale.update.v1') && (
              <Button size="xs" variant="default" onClick={() => setEditing(true)} aria-label={t('sale.editOf', { buyer: sale.buyerName })}>{t('sale.edit')}</Button>
            )}
            {open && access.can('sale.cancel.v1') && <Button size="xs" variant="subtle" color="red" onClick={() => void cancelSale(sale.id)}>{t('sale.cancel')}</Button>}
          </Group>
        )}
        {reptile && <OfferDialog reptile={reptile} opened={offering} onClose={() => setOffering(false)} />}
        <SaleEditDialog sale={editing ? sale : null} onClose={() => setEditing(false)} />
      </Stack>
    </Card>
  );
}
