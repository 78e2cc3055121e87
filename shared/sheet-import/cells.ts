/**
 * One cell of a keeper's spreadsheet read as a value (issue 30), in English or Bulgarian: numbers
 * with a comma or a dot, units in the cell or (for a bare number) the column's ("1,2 kg", "142 g",
 * "350 гр", "14 in", "35 см"), dates (shared/tabular/dates.ts, and spreadsheet day numbers), the
 * sex, a feeding's outcome, whether a shed was whole, a health log's severity and status. Each
 * answers null for an empty cell and `undefined`... never: an unreadable cell is `Number.NaN` or
 * the string 'invalid', so the row can say which cell and why.
 */
import { foldText, readAmounts, readFeedingOutcome, readShedComplete } from '../ocr/details';
import { parseDecimal, toCm, toGrams } from '../rules/units';
import { readDate, type DateRead } from '../tabular/dates';
import type { Sex } from '../schemas/reptile';
import type { FeedingOutcome } from '../schemas/feeding-log';
import type { HealthStatus, Severity } from '../schemas/health-log';
import type { SheetUnit } from './columns';

export const INVALID = 'invalid' as const;
type Read<T> = T | null | typeof INVALID;

const toUnit = (value: number, unit: SheetUnit): number => {
  switch (unit) {
    case 'g': case 'kg': case 'oz': case 'lb': return toGrams(value, unit);
    case 'cm': case 'in': return toCm(value, unit);
    case 'mm': return value / 10;
  }
};

/** Rounds away the binary noise of a conversion (0.1 × 3), keeping 6 decimals: the schemas say how many they keep. */
const clean = (n: number): number => Math.round(n * 1e6) / 1e6;

/**
 * A weight in grams or a length in centimetres: a unit written in the cell wins over the column's
 * ("1,2 kg" in a grams column is 1200 g); a bare number is in the column's unit. NaN: not a
 * measure of this kind ("big", "12 cm" in a weight column).
 */
export function measureOf(cell: string, kind: 'weight' | 'length', columnUnit: SheetUnit): number | null {
  const text = cell.trim();
  if (text === '' || /^[-–—?]$/.test(text)) return null;
  const bare = parseDecimal(text);
  if (bare !== null && !Number.isNaN(bare)) return clean(toUnit(bare, columnUnit));
  // 14" or 14″: inches, as keepers write a snake's length.
  const inches = /^(\d+(?:[.,]\d+)?)\s*(?:"|″|'')$/.exec(text);
  if (inches && kind === 'length') return clean(toUnit(parseDecimal(inches[1]) ?? Number.NaN, 'in'));
  const amounts = readAmounts(text);
  const own = amounts.find((a) => a.kind === kind);
  if (own && amounts.length === 1 && foldText(text).slice(0, own.start).trim() === '') return clean(own.value);
  return Number.NaN;
}

/** A whole count of items: "2", "2 бр.", "x2". NaN when it is not one. */
export function countOf(cell: string): number | null {
  const text = cell.trim().replace(/^[x×х]\s*|\s*(бр|pcs|pc)\.?$/giu, '');
  if (text === '') return null;
  const n = parseDecimal(text);
  return n !== null && Number.isInteger(n) && n >= 1 ? n : Number.NaN;
}

const SEXES: readonly (readonly [RegExp, Sex])[] = [
  [/^(m|male|males|♂|1[.,]0|1[.,]0[.,]0|м|мъж|мъжк\p{L}*|самец)$/u, 'male'],
  [/^(f|female|females|♀|0[.,]1|0[.,]1[.,]0|ж|жен|женск\p{L}*|самка)$/u, 'female'],
  [/^(u|unknown|unsexed|\?|0[.,]0[.,]1|n\/?a|неизвест\p{L}*|неопредел\p{L}*|непол\p{L}*)$/u, 'unknown'],
];

export function sexOf(cell: string): Read<Sex> {
  const text = foldText(cell.trim());
  if (text === '') return null;
  return SEXES.find(([re]) => re.test(text))?.[1] ?? INVALID;
}

const YES = /^(yes|y|true|1|x|✓|✔|ate|eaten|ok|да|д|изял\p{L}*|изяде)$/u;
const NO = /^(no|n|false|0|не|н)$/u;

const ATE_WORDS = /(?<!\p{L})(ate|eaten|eats|fed|took|taken|accepted|struck|изял\p{L}*|изяде|яде|хапна|прие)(?!\p{L})/u;

/**
 * A feeding's outcome: "yes" / "ate" / "да" ate, "no" / "не" refused, else as the words say
 * ("refused", "отказа", "regurgitated", "took it"); 'invalid' for words that say neither
 * ("missed", "no interest"), so the row asks rather than records a meal that was not eaten.
 */
export function outcomeOf(cell: string): Read<FeedingOutcome> {
  const text = foldText(cell.trim());
  if (text === '') return null;
  if (YES.test(text)) return 'ate';
  if (NO.test(text)) return 'refused';
  const said = readFeedingOutcome(text);
  if (said !== 'ate') return said;
  return ATE_WORDS.test(text) ? 'ate' : INVALID;
}

/**
 * A "Shed" cell: empty, "no" or "0" is no shed that day; "partial", "stuck", "на парчета" an
 * incomplete one; anything else ("yes", "x", "complete", "цяла") a whole one.
 */
export function shedOf(cell: string): { complete: boolean } | null {
  const text = foldText(cell.trim());
  if (text === '' || NO.test(text)) return null;
  return { complete: readShedComplete(text) };
}

/** A "complete" cell (HerpTrack's export writes true / false): whether the shed came off whole. */
export function completeOf(cell: string): Read<boolean> {
  const text = foldText(cell.trim());
  if (text === '') return null;
  if (YES.test(text) || /^(complete|whole|full|цяла|цяло|пълн\p{L}*)$/u.test(text)) return true;
  if (NO.test(text) || /^(partial|incomplete|stuck|частичн\p{L}*|непълн\p{L}*)$/u.test(text)) return false;
  return INVALID;
}

const SEVERITIES: readonly (readonly [RegExp, Severity])[] = [
  [/^(mild|low|minor|лек\p{L}*|слаб\p{L}*)$/u, 'mild'], [/^(moderate|medium|умерен\p{L}*|средн\p{L}*)$/u, 'moderate'], [/^(severe|high|serious|тежк\p{L}*|тежък|сериоз\p{L}*)$/u, 'severe'],
];
export function severityOf(cell: string): Read<Severity> {
  const text = foldText(cell.trim());
  if (text === '') return null;
  return SEVERITIES.find(([re]) => re.test(text))?.[1] ?? INVALID;
}

export function healthStatusOf(cell: string): Read<HealthStatus> {
  const text = foldText(cell.trim());
  if (text === '') return null;
  if (/^(ongoing|open|active|current|текущ\p{L}*|активн\p{L}*|продължава)$/u.test(text)) return 'ongoing';
  if (/^(resolved|healed|closed|done|cured|излекуван\p{L}*|оздрав\p{L}*|приключ\p{L}*)$/u.test(text)) return 'resolved';
  return INVALID;
}

/** A spreadsheet's day number (days since 30 Dec 1899, as Excel and LibreOffice count), for a date cell read as a bare number. */
const SPREADSHEET_DAY = /^(\d{5})(?:\.\d+)?$/;
const SPREADSHEET_EPOCH = Date.UTC(1899, 11, 30);

/** How a cell's date reads, before the file's day/month order is known. */
export function readDateCell(cell: string): DateRead {
  const text = cell.trim();
  const serial = SPREADSHEET_DAY.exec(text);
  if (serial) {
    const n = Number(serial[1]);
    if (n > 20_000 && n < 80_000) return { kind: 'epoch', at: SPREADSHEET_EPOCH + n * 86_400_000 };
  }
  return readDate(text.replace(/\s*г\.?$/u, ''));
}

