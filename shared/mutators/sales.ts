/**
 * What the waitlist, sale and payment mutations do to rows (issue 30), as pure functions shared by
 * the app's optimistic write and the server's. The checks that need other rows (the animal, the
 * sale's payments) are made by each side from its own rows with these same rules.
 */
import type { MutationArgs } from '../sync/mutations';
import type { Currency, SaleState, WaitlistState } from '../schemas/sale';
import { ledgerRefusal, type LedgerPayment, type LedgerRefusal } from '../sales/ledger';

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined || v === '' ? null : v);

export interface WaitlistData {
  buyerName: string;
  contact: string | null;
  species: string | null;
  sex: 'any' | 'male' | 'female';
  traits: string | null;
  budgetMinor: number | null;
  currency: Currency;
  note: string | null;
  position: number;
  state: WaitlistState;
  offeredReptileId: string | null;
}

type WaitlistFieldsOf<A> = Omit<A, 'id'>;

export const waitlistFromCreate = (args: MutationArgs<'waitlist.create.v1'>, position: number): WaitlistData => ({
  buyerName: args.buyerName, contact: orNull(args.contact), species: orNull(args.species), sex: args.sex, traits: orNull(args.traits),
  budgetMinor: args.budgetMinor ?? null, currency: args.currency, note: orNull(args.note), position, state: 'waiting', offeredReptileId: null,
});

export function mergeWaitlist(row: WaitlistData, patch: Partial<WaitlistFieldsOf<MutationArgs<'waitlist.create.v1'>>>): WaitlistData {
  const out = { ...row };
  if (patch.buyerName !== undefined) out.buyerName = patch.buyerName;
  if (patch.contact !== undefined) out.contact = orNull(patch.contact);
  if (patch.species !== undefined) out.species = orNull(patch.species);
  if (patch.sex !== undefined) out.sex = patch.sex;
  if (patch.traits !== undefined) out.traits = orNull(patch.traits);
  if (patch.budgetMinor !== undefined) out.budgetMinor = patch.budgetMinor ?? null;
  if (patch.currency !== undefined) out.currency = patch.currency;
  if (patch.note !== undefined) out.note = orNull(patch.note);
  return out;
}

/** An offer made or taken back: only an entry still waiting or offered (not sold, not withdrawn) takes one. */
export function offeredEntry(row: WaitlistData, reptileId: string | null): WaitlistData | null {
  if (row.state !== 'waiting' && row.state !== 'offered') return null;
  return { ...row, state: reptileId === null ? 'waiting' : 'offered', offeredReptileId: reptileId };
}

export interface SaleData {
  reptileId: string;
  waitlistId: string | null;
  buyerName: string;
  contact: string | null;
  priceMinor: number;
  currency: Currency;
  handover: 'ship' | 'pickup';
  handoverDate: string | null;
  note: string | null;
  state: SaleState;
  completedOn: string | null;
}

export const saleFromCreate = (args: MutationArgs<'sale.create.v1'>): SaleData => ({
  reptileId: args.reptileId, waitlistId: args.waitlistId ?? null, buyerName: args.buyerName, contact: orNull(args.contact),
  priceMinor: args.priceMinor, currency: args.currency, handover: args.handover, handoverDate: args.handoverDate ?? null,
  note: orNull(args.note), state: 'open', completedOn: null,
});

export function mergeSale(row: SaleData, patch: MutationArgs<'sale.update.v1'>['patch']): SaleData {
  const out = { ...row };
  if (patch.buyerName !== undefined) out.buyerName = patch.buyerName;
  if (patch.contact !== undefined) out.contact = orNull(patch.contact);
  if (patch.handover !== undefined) out.handover = patch.handover;
  if (patch.handoverDate !== undefined) out.handoverDate = patch.handoverDate ?? null;
  if (patch.note !== undefined) out.note = orNull(patch.note);
  return out;
}

/** The waitlist entry a sale was made from, as the sale's state leaves it: sold, or waiting again when it is cancelled. */
export const entryAfterSale = (entry: WaitlistData, sale: SaleState): WaitlistData =>
  (sale === 'cancelled' ? { ...entry, state: 'waiting', offeredReptileId: null } : { ...entry, state: 'sold' });

export interface PaymentData {
  saleId: string;
  kind: LedgerPayment['kind'];
  amountMinor: number;
  date: string;
  note: string | null;
}

export const paymentFromCreate = (args: MutationArgs<'salePayment.create.v1'>): PaymentData => ({
  saleId: args.saleId, kind: args.kind, amountMinor: args.amountMinor, date: args.date, note: orNull(args.note),
});

/** Why the sale's payments cannot change as asked: it is no longer open, or its ledger would not add up. */
export type PaymentRefusal = LedgerRefusal | 'sale-closed';

export function paymentRefusal(sale: Pick<SaleData, 'state' | 'priceMinor'>, after: readonly LedgerPayment[]): PaymentRefusal | null {
  if (sale.state !== 'open') return 'sale-closed';
  return ledgerRefusal(sale.priceMinor, after);
}
