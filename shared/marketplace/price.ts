/**
 * A listing's price as an integer in minor units (cents, stotinki), never a float: 1250.50 must
 * reach the file as "1250.50", not as 1250.4999… The keeper types it the way their language
 * writes numbers ("1 250,50", "1,250.50", "1250.5", "1250"); parsing works on the digits as text.
 *
 * Reading a typed price:
 * - spaces (also no-break and narrow no-break, as Bulgarian formatting puts them) are grouping;
 * - the last "." or "," followed by one or two digits is the decimal point;
 * - a "." or "," followed by exactly three digits groups thousands ("1,250" and "1.250" are 1250:
 *   no price has three decimals), and every group separator of one price is the same character,
 *   different from its decimal point ("1.250.50" is refused, not guessed);
 * - nothing else: no sign, no currency, no letters. Empty is "no price", not an error.
 */
export type PriceError = 'price-invalid' | 'price-too-large';

export type ParsedPrice = { ok: true; minor: number | null } | { ok: false; error: PriceError };

/** 1,000,000.00: the bound the transfers' prices have too (shared/api/transfers.ts). */
export const PRICE_MAX_MINOR = 100_000_000;

const SPACES = /[\s\u00a0\u202f]/g;
/** Whole part (plain, or grouped by threes with one separator), then an optional decimal part. */
const PRICE = /^(?:(\d{1,3})([.,])(\d{3}(?:\2\d{3})*)|(\d+))(?:([.,])(\d{1,2}))?$/;

export function parsePrice(typed: string): ParsedPrice {
  const text = typed.replace(SPACES, '');
  if (text === '') return { ok: true, minor: null };
  const m = PRICE.exec(text);
  if (!m) return { ok: false, error: 'price-invalid' };
  const [, head, groupSep, groups, plain, decimalSep, decimals = ''] = m;
  if (groupSep !== undefined && groupSep === decimalSep) return { ok: false, error: 'price-invalid' };
  const whole = (plain ?? `${head}${groups}`.replaceAll(groupSep ?? '', '')).replace(/^0+(?=\d)/, '');
  // More digits than the bound has: refused before Number() could lose any of them.
  if (whole.length > String(PRICE_MAX_MINOR / 100).length) return { ok: false, error: 'price-too-large' };
  const minor = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (minor === 0) return { ok: false, error: 'price-invalid' };
  if (minor > PRICE_MAX_MINOR) return { ok: false, error: 'price-too-large' };
  return { ok: true, minor };
}

/** "1250.50": whole units, a point, always two decimals; what the CSV's Price column holds. */
export function formatPrice(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not a price in minor units: ${minor}`);
  const cents = minor % 100;
  return `${(minor - cents) / 100}.${String(cents).padStart(2, '0')}`;
}

/** The price as the keeper's language writes it back into its field ("1250,50" in Bulgarian). */
export function typedPrice(minor: number, decimalSeparator: '.' | ','): string {
  return formatPrice(minor).replace('.', decimalSeparator);
}
