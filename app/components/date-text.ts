import { daysInMonth, formatIsoDate } from '../../shared/rules/calendar-date';

/**
 * How a date field writes a date, as a dayjs pattern: the way each language writes a date by
 * hand. English spells the month, since 03/04/2026 is the 4th of March to some readers and the
 * 3rd of April to others.
 */
export const DATE_PATTERN = { en: 'MMM D, YYYY', bg: 'DD.MM.YYYY' } as const;

export type DateLanguage = keyof typeof DATE_PATTERN;

const NUMERIC = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return formatIsoDate({ year, month, day });
}

/** The month a word names: its full name or a beginning of three letters or more that fits one month. */
function monthNamed(word: string, months: readonly string[]): number | null {
  if (word.length < 3) return null;
  const fits = months.flatMap((name, i) => (name.toLocaleLowerCase().startsWith(word) ? [i + 1] : []));
  return fits.length === 1 ? (fits[0] ?? null) : null;
}

function withMonthName(text: string, months: readonly string[]): string | null {
  const words = text.split(/[\s,./-]+/).filter(Boolean);
  if (words.length !== 3) return null;
  const [a = '', b = '', year = ''] = words;
  if (!/^\d{4}$/.test(year)) return null;
  // "Nov 27, 2026" or "27 ноември 2026": the year last, the month by name either side of the day.
  const [monthWord, dayWord] = /^\d{1,2}$/.test(a) ? [b, a] : [a, b];
  const month = monthNamed(monthWord, months);
  if (month === null || !/^\d{1,2}$/.test(dayWord)) return null;
  return dateOf(Number(year), month, Number(dayWord));
}

/**
 * What a keeper typed, read as an IsoDate (null when it is not a whole date). The field reads on
 * every keystroke, so only a complete date counts: a four-digit year, and ISO with two-digit
 * month and day. Otherwise "27.11.20" would be the year 20, or "2026-11-2" the 2nd, for a moment,
 * and a form that copies one date into another (an event's end follows its start) would keep it.
 * Every language takes ISO and the month by name (`months`: that language's month names);
 * numbers alone (27.11.2026, 27/11/2026) are read day first only in Bulgarian, where that is how
 * everyone writes them.
 */
export function parseDateText(lng: DateLanguage, input: string, months: readonly string[]): string | null {
  // Bulgarian often closes a date with "г." (година).
  const text = input.trim().toLocaleLowerCase().replace(/\s*г\.?$/u, '');
  const iso = ISO.exec(text);
  if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC.exec(text);
  if (numeric) return lng === 'bg' ? dateOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1])) : null;
  return withMonthName(text, months);
}
