/**
 * Money as the keeper reads and types it (issue 30): an integer of minor units and its currency.
 * Typed amounts are read by the marketplace's price parser (shared/marketplace/price.ts), the one
 * reader of typed prices; this file only writes amounts back in the keeper's language. Every
 * currency a keeper may pick (CURRENCIES) has two minor digits; the amount reaches Intl as a
 * decimal string, so no float ever stands between the stored integer and the text.
 */
import type { CURRENCIES } from '../api/transfers';
import { formatPrice, parsePrice, type ParsedPrice } from '../marketplace/price';

export type Currency = (typeof CURRENCIES)[number];

/** "1 250,50" / "1,250.50" / "1250.5" → 125050; empty → null; anything else refused in words. */
export const parseMoney = (typed: string): ParsedPrice => parsePrice(typed);

/** "€1,250.50" in English, "1250,50 лв." in Bulgarian. */
export function formatMoney(minor: number, currency: Currency, lng: string): string {
  const sign = minor < 0 ? '-' : '';
  const text = formatPrice(Math.abs(minor));
  // A decimal string (ES2023 Intl.NumberFormat v3) is formatted exactly as written; TypeScript
  // cannot see that "1250.50" built from digits is a numeric literal.
  const decimal = `${sign}${text}` as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(decimal);
}
