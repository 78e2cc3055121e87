/**
 * Amounts as the sales forms read and show them: typed the keeper's way and read by the one
 * parser of typed prices (shared/rules/money.ts → shared/marketplace/price.ts), written back with
 * the currency in the keeper's language. Errors are keys of the `sales` namespace.
 */
import { formatMoney, parseMoney, type Currency } from '../../../shared/rules/money';

export type AmountRead = { minor: number | null; error: null } | { minor: null; error: string };

export function readAmount(typed: string, required: boolean): AmountRead {
  const parsed = parseMoney(typed);
  if (!parsed.ok) return { minor: null, error: parsed.error === 'price-too-large' ? 'errors.amountTooLarge' : 'errors.amountInvalid' };
  if (parsed.minor === null && required) return { minor: null, error: 'errors.amountRequired' };
  return { minor: parsed.minor, error: null };
}

export const moneyText = (minor: number, currency: Currency, lng: string): string => formatMoney(minor, currency, lng);

/** The currency a keeper most likely names a price in: the lev in Bulgarian, else the euro (as the transfers' offer). */
export const defaultCurrency = (lng: string): Currency => (lng.startsWith('bg') ? 'BGN' : 'EUR');
