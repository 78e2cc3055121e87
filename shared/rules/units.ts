/**
 * Units. Weights are stored in grams and lengths in centimetres (canonical); the user enters and
 * sees their preferred unit. Conversions round only for display, never before storing.
 */
import type { LengthUnit, WeightUnit } from '../schemas/auth';

const GRAMS_PER: Record<WeightUnit, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const CM_PER: Record<LengthUnit, number> = { cm: 1, in: 2.54 };

export const toGrams = (value: number, unit: WeightUnit): number => value * GRAMS_PER[unit];
export const fromGrams = (grams: number, unit: WeightUnit): number => grams / GRAMS_PER[unit];
export const toCm = (value: number, unit: LengthUnit): number => value * CM_PER[unit];
export const fromCm = (cm: number, unit: LengthUnit): number => cm / CM_PER[unit];

/**
 * Fraction digits a reading needs by its size in the unit it is shown in: a hatchling's tenths
 * (2.4 g) and a fruit fly's hundredths (0.05 g) matter, a 2 kg python's do not. At most: 0 from
 * 100 up, 1 from 10, 2 below 10, and below 1 enough for two significant digits (0.0024 kg).
 * Trailing zeros are never shown (62.50 reads 62.5). docs/decisions/0018-exact-numbers.md.
 */
export function readingDecimals(value: number): number {
  const v = Math.abs(value);
  if (v >= 100) return 0;
  if (v >= 10) return 1;
  if (v >= 1 || v === 0) return 2;
  return Math.min(4, Math.max(2, 1 - Math.floor(Math.log10(v))));
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** A stored weight in the user's unit, rounded only as far as its size allows. */
export const displayWeight = (grams: number, unit: WeightUnit): number => {
  const v = fromGrams(grams, unit);
  return round(v, readingDecimals(v));
};
export const displayLength = (cm: number, unit: LengthUnit): number => {
  const v = fromCm(cm, unit);
  return round(v, readingDecimals(v));
};

const formats = new Map<string, Intl.NumberFormat>();
/**
 * A reading as text in the language's number format (0,4 in Bulgarian, 0.4 in English): the one
 * number format of the app, for cards, tabs, charts' axes and tooltips, the calendar and exports
 * shown on screen.
 */
export function formatReading(lng: string, value: number): string {
  const d = readingDecimals(value);
  const key = `${lng}|${d}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lng, { maximumFractionDigits: d });
    formats.set(key, f);
  }
  return f.format(value);
}

export const formatWeight = (lng: string, grams: number, unit: WeightUnit): string => formatReading(lng, fromGrams(grams, unit));
export const formatLength = (lng: string, cm: number, unit: LengthUnit): string => formatReading(lng, fromCm(cm, unit));

const decimalMarks = new Map<string, string>();
/** The language's decimal mark ("," in Bulgarian), as Intl writes it. */
function decimalMark(lng: string): string {
  let mark = decimalMarks.get(lng);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(lng).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    decimalMarks.set(lng, mark);
  }
  return mark;
}

/**
 * A stored value as an edit form shows it: as exact as the keeper typed it (up to 4 decimals in
 * their unit, which undoes conversion noise such as 62.499999 from ounces), never rounded for
 * reading, so saving an untouched form changes nothing; with the language's decimal mark and no
 * grouping (parseDecimal reads either mark back).
 */
const inputText = (value: number, lng: string) => String(round(value, 4)).replace('.', decimalMark(lng));
export const inputWeight = (grams: number, unit: WeightUnit, lng = 'en'): string => inputText(fromGrams(grams, unit), lng);
export const inputLength = (cm: number, unit: LengthUnit, lng = 'en'): string => inputText(fromCm(cm, unit), lng);
/** A reading that has no unit choice (an incubation temperature in °C). */
export const inputReading = (value: number, lng = 'en'): string => inputText(value, lng);

/**
 * Parses what a keeper typed (either decimal separator: Bulgarian uses a comma). Returns null
 * for empty input and NaN for something that is not a number, so forms can tell them apart.
 */
export function parseDecimal(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  const s = input.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}
