/**
 * A sale's ledger (issue 30; docs/decisions/0038-breeder-sales.md): the price, each payment, and
 * what the buyer still owes. Worked out here, on the device and the server alike, and never
 * stored, so it cannot drift from the payments it is made of.
 *
 * What must stay true (test/unit/sales-ledger.test.ts checks it over random ledgers):
 * - every amount is an integer of minor units; nothing here divides or multiplies;
 * - balance due = price − deposits − payments + refunds, and price = paid + balance due;
 * - a ledger the server accepted has 0 <= balance due <= price: a payment that would take the
 *   balance below zero is refused (`payment-exceeds-balance`), and so is a refund of more than
 *   was paid (`refund-exceeds-paid`). The check reads the totals only, so the order payments
 *   arrive in (two devices) never changes the answer.
 */
import type { PaymentKind } from '../schemas/sale';

export interface LedgerPayment {
  id: string;
  kind: PaymentKind;
  amountMinor: number;
  date: string;
}

export interface LedgerLine<P extends LedgerPayment = LedgerPayment> {
  payment: P;
  /** What the buyer owed after this line. */
  balanceAfter: number;
}

export interface Ledger<P extends LedgerPayment = LedgerPayment> {
  priceMinor: number;
  /** By date, then id: the same order on every device. */
  lines: LedgerLine<P>[];
  deposits: number;
  payments: number;
  refunds: number;
  /** Deposits and payments less refunds. */
  paid: number;
  balanceDue: number;
}

export type LedgerRefusal = 'payment-exceeds-balance' | 'refund-exceeds-paid';

/** How each kind moves the balance: money in lowers it, a refund raises it again. */
const SIGN: Record<PaymentKind, -1 | 1> = { deposit: -1, payment: -1, refund: 1 };

export function saleLedger<P extends LedgerPayment>(priceMinor: number, payments: readonly P[]): Ledger<P> {
  const sorted = [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const totals: Record<PaymentKind, number> = { deposit: 0, payment: 0, refund: 0 };
  let balance = priceMinor;
  const lines = sorted.map((payment) => {
    totals[payment.kind] += payment.amountMinor;
    balance += SIGN[payment.kind] * payment.amountMinor;
    return { payment, balanceAfter: balance };
  });
  const paid = totals.deposit + totals.payment - totals.refund;
  return { priceMinor, lines, deposits: totals.deposit, payments: totals.payment, refunds: totals.refund, paid, balanceDue: priceMinor - paid };
}

/** Why this set of payments cannot stand against the price, or null when it adds up. */
export function ledgerRefusal(priceMinor: number, payments: readonly LedgerPayment[]): LedgerRefusal | null {
  const { balanceDue } = saleLedger(priceMinor, payments);
  if (balanceDue < 0) return 'payment-exceeds-balance';
  if (balanceDue > priceMinor) return 'refund-exceeds-paid';
  return null;
}
