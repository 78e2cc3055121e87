/**
 * A breeder's sales (issue 30; docs/decisions/0038-breeder-sales.md): the waitlist of buyers, the
 * sales with their price, and each sale's payments. Money is an integer of minor units (cents,
 * stotinki) with its currency, never a float; the balance of a sale is worked out by one pure
 * function (shared/sales/ledger.ts) and never stored. Messages are keys of the `sales` namespace.
 */
import { z } from 'zod';
import { CURRENCIES } from '../api/transfers';
import { PRICE_MAX_MINOR } from '../marketplace/price';
import { IsoDate, RowId, optionalText } from './common';
import { patchOf, requiredDate } from './fields';

export const WAITLIST_STATES = ['waiting', 'offered', 'sold', 'withdrawn'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];
export const WANTED_SEXES = ['any', 'male', 'female'] as const;
export const SALE_STATES = ['open', 'completed', 'cancelled'] as const;
export type SaleState = (typeof SALE_STATES)[number];
export const HANDOVERS = ['ship', 'pickup'] as const;
export const PAYMENT_KINDS = ['deposit', 'payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** A waitlist longer than this is not a waitlist; the bound keeps a move's renumbering small. */
export const WAITLIST_MAX = 1000;

/** An amount of money in minor units: a whole, positive number, at most 1,000,000.00. */
export const MinorAmount = z.number({ error: 'errors.amountInvalid' }).int('errors.amountInvalid').positive('errors.amountInvalid')
  .max(PRICE_MAX_MINOR, 'errors.amountTooLarge');
export const Currency = z.enum(CURRENCIES, { error: 'errors.currencyRequired' });
export type Currency = z.infer<typeof Currency>;
const buyerName = z.string({ error: 'errors.buyerRequired' }).trim().min(1, 'errors.buyerRequired').max(120, 'errors.tooLong');

export const WaitlistFields = z.object({
  buyerName,
  /** How to reach the buyer: an e-mail, a phone number, a handle; the keeper's words. */
  contact: optionalText(200),
  species: optionalText(120),
  sex: z.enum(WANTED_SEXES, { error: 'errors.sexInvalid' }),
  traits: optionalText(300),
  budgetMinor: MinorAmount.nullable().optional(),
  currency: Currency,
  note: optionalText(1000),
});
export const WaitlistCreateArgs = WaitlistFields.extend({ id: RowId });
export const WaitlistUpdateArgs = z.object({ id: RowId, patch: patchOf(WaitlistFields) });
/** Moves a waiting entry to a place of the list (1 is first); the others close up behind it. */
export const WaitlistMoveArgs = z.object({ id: RowId, position: z.number().int().min(1).max(WAITLIST_MAX) });
/** An animal offered to the entry (it is then `offered`), or the offer taken back (null: `waiting` again). */
export const WaitlistOfferArgs = z.object({ id: RowId, reptileId: RowId.nullable() });
export const WaitlistWithdrawArgs = z.object({ id: RowId });
export const WaitlistDeleteArgs = z.object({ id: RowId });

export const SaleFields = z.object({
  buyerName,
  contact: optionalText(200),
  handover: z.enum(HANDOVERS, { error: 'errors.handoverRequired' }),
  /** The day it ships or is picked up, once agreed. */
  handoverDate: IsoDate.nullable().optional(),
  note: optionalText(1000),
});
/** A sale of one animal at a price; from a waitlist entry (which is then `sold`) or not. */
export const SaleCreateArgs = SaleFields.extend({
  id: RowId,
  reptileId: RowId,
  waitlistId: RowId.nullable().optional(),
  priceMinor: MinorAmount,
  currency: Currency,
});
/** The price is not edited: a payment already taken against it would no longer add up; cancel and sell anew. */
export const SaleUpdateArgs = z.object({ id: RowId, patch: patchOf(SaleFields) });
/** Completing needs the balance at 0 (the server holds the same rule). */
export const SaleCompleteArgs = z.object({ id: RowId, completedOn: requiredDate });
export const SaleCancelArgs = z.object({ id: RowId });

export const PaymentCreateArgs = z.object({
  id: RowId,
  saleId: RowId,
  kind: z.enum(PAYMENT_KINDS, { error: 'errors.kindRequired' }),
  amountMinor: MinorAmount,
  date: requiredDate,
  note: optionalText(300),
});
export const PaymentDeleteArgs = z.object({ id: RowId });

export type WaitlistCreateArgs = z.infer<typeof WaitlistCreateArgs>;
export type SaleCreateArgs = z.infer<typeof SaleCreateArgs>;
export type PaymentCreateArgs = z.infer<typeof PaymentCreateArgs>;
