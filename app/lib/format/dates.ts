/**
 * Dates and moments as the screens show them, in the reader's language. Every formatter is made
 * once per language and options and then reused: building an Intl.DateTimeFormat costs far more
 * than formatting with one, and a list of 300 animals formats thousands of dates (issue 26).
 *
 * Two kinds of value: a calendar date (an IsoDate, "2026-11-27", the day a keeper logged) is the
 * same day everywhere, so it is formatted in UTC; a moment (epoch milliseconds, when something
 * happened on the server) is shown in the reader's own time zone.
 */
const made = new Map<string, Intl.DateTimeFormat>();

/** The one Intl.DateTimeFormat for this language and these options. */
export function dateTimeFormat(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}\u0000${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(lng, options)));
  return format;
}

export type DateLength = 'short' | 'medium' | 'long' | 'full';

const utcMidnight = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** A calendar date: "Nov 27, 2026" (medium), "Friday, November 27, 2026" (full). */
export const formatDate = (iso: string, lng: string, length: DateLength = 'medium'): string =>
  dateTimeFormat(lng, { dateStyle: length, timeZone: 'UTC' }).format(utcMidnight(iso));

/** The day of a moment, in the reader's zone: "Nov 27, 2026". */
export const formatDay = (at: number, lng: string, length: DateLength = 'medium'): string => dateTimeFormat(lng, { dateStyle: length }).format(at);

/** A moment with its time, in the reader's zone: "Nov 27, 2026, 10:15 AM". */
export const formatMoment = (at: number, lng: string, length: DateLength = 'medium'): string =>
  dateTimeFormat(lng, { dateStyle: length, timeStyle: 'short' }).format(at);

/** The time of a moment alone, in the reader's zone: "10:15 AM". */
export const formatTime = (at: number, lng: string): string => dateTimeFormat(lng, { timeStyle: 'short' }).format(at);

/**
 * A month (YYYY-MM) as "March 2027". A month is a label (a contest's, a ledger's), so no time zone
 * may move it into the month before.
 */
export const formatMonth = (month: string, lng: string): string =>
  dateTimeFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcMidnight(`${month}-01`));

/**
 * Times of something defined in UTC (the contest closes at 18:00 UTC wherever the keeper is): shown
 * in UTC, and the screen says so.
 */
export const formatUtcDay = (at: number, lng: string): string => dateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
export const formatUtcMoment = (at: number, lng: string): string =>
  dateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(at);
