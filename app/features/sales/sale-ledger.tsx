import { ActionIcon, Table, VisuallyHidden } from '@mantine/core';
import { paymentRefusal } from '../../../shared/mutators/sales';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { moneyText } from './money';
import { removePayment } from './sales-repository';
import type { SaleView } from './use-sales';

/**
 * A sale's ledger: the price, each payment with the balance after it, and what is still owed. A
 * line whose removal would leave the ledger not adding up (a refund that was owed) offers no removal.
 */
export function SaleLedger({ view, canChange }: { view: SaleView; canChange: boolean }) {
  const { t, i18n } = useTranslation('sales');
  const { sale, ledger } = view;
  const money = (minor: number) => moneyText(minor, sale.currency, i18n.language);
  return (
    <Table aria-label={t('ledger.label', { buyer: sale.buyerName })} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ledger.date')}</Table.Th>
          <Table.Th>{t('ledger.line')}</Table.Th>
          <Table.Th ta="right">{t('ledger.amount')}</Table.Th>
          <Table.Th ta="right">{t('ledger.balance')}</Table.Th>
          {canChange && <Table.Th><VisuallyHidden>{t('ledger.actions')}</VisuallyHidden></Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td />
          <Table.Td>{t('ledger.price')}</Table.Td>
          <Table.Td ta="right">{money(sale.priceMinor)}</Table.Td>
          <Table.Td ta="right">{money(sale.priceMinor)}</Table.Td>
          {canChange && <Table.Td />}
        </Table.Tr>
        {ledger.lines.map(({ payment: p, balanceAfter }) => (
          <Table.Tr key={p.id}>
            <Table.Td>{formatDate(p.date, i18n.language)}</Table.Td>
            <Table.Td>{t(`kind.${p.kind}`)}{p.note ? ` · ${p.note}` : ''}</Table.Td>
            <Table.Td ta="right">{p.kind === 'refund' ? money(p.amountMinor) : money(-p.amountMinor)}</Table.Td>
            <Table.Td ta="right">{money(balanceAfter)}</Table.Td>
            {canChange && (
              <Table.Td>
                {paymentRefusal(sale, ledger.lines.map((l) => l.payment).filter((x) => x.id !== p.id)) === null && <ActionIcon variant="subtle" color="red" aria-label={t('ledger.remove', { amount: money(p.amountMinor) })} onClick={() => void removePayment(p.id)}>×</ActionIcon>}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th />
          <Table.Th>{t('ledger.balanceDue')}</Table.Th>
          <Table.Th />
          <Table.Th ta="right">{money(ledger.balanceDue)}</Table.Th>
          {canChange && <Table.Th />}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
