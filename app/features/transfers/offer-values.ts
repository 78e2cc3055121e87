/**
 * The offer form's values and their check against the contract's schema (TransferOfferBody), so
 * the keeper reads the same words the server's refusal would carry, before anything is sent.
 */
import { TransferOfferBody } from '../../../shared/api/transfers';
import { parseDecimal } from '../../../shared/rules/units';
import type { Currency } from './format';

export interface OfferValues {
  buyerEmail: string;
  soldOn: string;
  price: string;
  currency: Currency;
  note: string;
}

export type OfferField = keyof OfferValues;
/** `form`: a problem of no field the keeper can mend (the animal's id). */
export type OfferErrors = Partial<Record<OfferField | 'form', string>>;

/** Whole cents, or NaN for what is not a price with at most two decimals (the schema refuses NaN in words). */
function cents(price: string): number | null {
  const value = parseDecimal(price);
  if (value === null) return null;
  const minor = value * 100;
  return Number.isFinite(minor) && Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : Number.NaN;
}

const FIELD_OF: Record<string, OfferField> = { buyerEmail: 'buyerEmail', soldOn: 'soldOn', priceCents: 'price', currency: 'currency', note: 'note' };

/** The body to send, or each field's message key (of the `transfers` namespace). */
export function parseOffer(reptileId: string, v: OfferValues): { body: TransferOfferBody; errors: null } | { body: null; errors: OfferErrors } {
  if (v.buyerEmail.trim() === '') return { body: null, errors: { buyerEmail: 'errors.emailRequired' } };
  const priceCents = cents(v.price);
  const body: TransferOfferBody = {
    reptileId, buyerEmail: v.buyerEmail, soldOn: v.soldOn, priceCents,
    currency: priceCents === null ? null : v.currency, note: v.note.trim() === '' ? null : v.note,
  };
  const parsed = TransferOfferBody.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: OfferErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'form';
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

/** The server's field names (its 400 `fields`) as the form's. */
export const offerFieldOf = (serverField: string): OfferField | null => FIELD_OF[serverField] ?? null;
