/**
 * Numbers, prices and dates of this feature in the reader's language. Prices are US dollars with
 * the narrow symbol ("$5.99", "5,99 $"), as the landing page shows them: Bulgarian's "щ.д." would
 * not be recognised on a price tag.
 */
import { formatCount } from '../../lib/format';

/** A whole number of ReptiCoins ("1,300"; Bulgarian "1300"). */
export const formatCoins = formatCount;

/**
 * A balance where space is short: "1.2K" for "1,210" in English. Only when that is shorter:
 * Bulgarian writes "1210" without a separator, shorter than its "1,2 хил.".
 */
export function formatCoinsCompact(n: number, lng: string): string {
  const full = formatCoins(n, lng);
  const compact = new Intl.NumberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
  return compact.length < full.length ? compact : full;
}

/** A ledger amount with its sign always shown: "+25", "-500". */
export const formatSignedCoins = (n: number, lng: string): string => new Intl.NumberFormat(lng, { signDisplay: 'always' }).format(n);

