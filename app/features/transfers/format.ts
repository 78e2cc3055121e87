/**
 * Prices of the transfer screens in the keeper's language. A price is stored in minor
 * units with its currency; a gift has none.
 */
import type { CURRENCIES } from '../../../shared/api/transfers';

export type Currency = (typeof CURRENCIES)[number];

/** "€150.00" in English, "150,00 лв." in Bulgarian; null when no price was named. */
export function priceText(lng: string, cents: number | null, currency: Currency | null): string | null {
  if (cents === null || currency === null) return null;
  return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(cents / 100);
}

/** The currency a keeper most likely names a price in: the lev in Bulgarian, else the euro. */
export const defaultCurrency = (lng: string): Currency => (lng.startsWith('bg') ? 'BGN' : 'EUR');
