/**
 * Calendar dates (IsoDate, YYYY-MM-DD) are what the keeper entered, not instants: every rule here
 * works on the date as written, in UTC arithmetic, so a feeding logged on the 3rd is the 3rd on
 * every device and on the server whatever their time zones. Only `todayIn` looks at a clock.
 */
const DAY_MS = 86_400_000;

export interface CalendarDate { year: number; month: number; day: number }

/** Splits a valid IsoDate; callers pass dates their schema already accepted. */
export function parseIsoDate(iso: string): CalendarDate {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = iso.split('-').map(Number);
  return { year, month, day };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const formatIsoDate = ({ year, month, day }: CalendarDate): string => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Days since 1970-01-01. setUTCFullYear, because Date.UTC maps years 0-99 to 1900-1999. */
export function toEpochDay(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / DAY_MS);
}

export function fromEpochDay(epochDay: number): string {
  const d = new Date(epochDay * DAY_MS);
  return formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export const addDays = (iso: string, days: number): string => fromEpochDay(toEpochDay(iso) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => toEpochDay(to) - toEpochDay(from);

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Adds calendar months, clamping to the month's end: Jan 31 + 1 month is Feb 28 (Feb 29 in a leap
 * year). `anchorDay` is the day the series wants (default: the date's own day), so a series that
 * was clamped to Feb 29 returns to the 31st in March instead of drifting to the 29th.
 */
export function addMonths(iso: string, months: number, anchorDay?: number): string {
  const { year, month, day } = parseIsoDate(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return formatIsoDate({ year: y, month: m, day: Math.min(anchorDay ?? day, daysInMonth(y, m)) });
}

/**
 * Today's date where the keeper is (the runtime's zone unless one is named). Device clocks are
 * untrusted for ordering, but "today" for due dates and "days since" is the keeper's own day.
 */
export function todayIn(now: number = Date.now(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: get('year'), month: get('month'), day: get('day') });
}
