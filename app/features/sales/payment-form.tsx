import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { paymentRefusal } from '../../../shared/mutators/sales';
import { saleLedger } from '../../../shared/sales/ledger';
import { PAYMENT_KINDS, PaymentCreateArgs, type PaymentKind } from '../../../shared/schemas/sale';
import { DateField } from '../../components/date-field';
import { issuesByField } from './form-errors';
import { moneyText, readAmount } from './money';
import { addPayment } from './sales-repository';
import type { SaleView } from './use-sales';

interface Values { kind: PaymentKind; amount: string; date: string; note: string }
const FIELDS = ['kind', 'amount', 'date', 'note'] as const satisfies readonly (keyof Values)[];

/**
 * A deposit, payment or refund of a sale. What would take the balance below zero (or refund more
 * than was paid) is said here in words before anything is written; the server holds the same rule.
 */
export function PaymentForm({ view, onDone }: { view: SaleView; onDone: () => void }) {
  const { t, i18n } = useTranslation('sales');
  const { sale, ledger } = view;
  const [v, setV] = useState<Values>(() => ({ kind: ledger.lines.length === 0 ? 'deposit' : 'payment', amount: '', date: todayIn(), note: '' }));
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'form', string>>>({});
  const money = (minor: number) => moneyText(minor, sale.currency, i18n.language);
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors({});
  };
  const submit = async () => {
    const amount = readAmount(v.amount, true);
    if (amount.error) return setErrors({ amount: t(amount.error) });
    const parsed = PaymentCreateArgs.omit({ id: true }).safeParse({ ...v, saleId: sale.id, amountMinor: amount.minor });
    if (!parsed.success) {
      const keys = issuesByField(parsed.error.issues, (key) => (key === 'amountMinor' ? 'amount' : FIELDS.find((f) => f === key) ?? null));
      return setErrors(Object.fromEntries(Object.entries(keys).map(([k, key]) => [k, t(key)])));
    }
    const after = [...ledger.lines.map((l) => l.payment), { id: 'new', ...parsed.data }];
    const refusal = paymentRefusal(sale, after);
    if (refusal) {
      return setErrors({ amount: t(`errors.${refusal}`, { balance: money(ledger.balanceDue), paid: money(ledger.paid), over: money(Math.abs(saleLedger(sale.priceMinor, after).balanceDue)) }) });
    }
    await addPayment(parsed.data);
    onDone();
  };
  return (
    <form noValidate onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <Stack gap="xs">
        <Group align="flex-start" grow>
          <NativeSelect label={t('payment.kind')} value={v.kind} onChange={(e) => set('kind')(e.currentTarget.value as PaymentKind)}
            data={PAYMENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          <TextInput label={t('payment.amount', { currency: sale.currency })} required inputMode="decimal" value={v.amount}
            onChange={(e) => set('amount')(e.currentTarget.value)} error={errors.amount} />
        </Group>
        <Group align="flex-start" grow>
          <DateField label={t('payment.date')} required value={v.date} onChange={set('date')} error={errors.date} />
          <TextInput label={t('payment.note')} value={v.note} onChange={(e) => set('note')(e.currentTarget.value)} error={errors.note} />
        </Group>
        {errors.form && <Alert color="red" role="alert">{errors.form}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('cancel')}</Button>
          <Button type="submit">{t('payment.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
