/**
 * Contest months: one contest per calendar month in UTC, named `YYYY-MM`. Every instant belongs to
 * exactly one month, whatever the keeper's time zone, so the server and every device agree on
 * which contest a submission or a vote is for.
 */
import { z } from 'zod';

export const CONTEST_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ContestMonth = z.string().regex(CONTEST_MONTH_PATTERN, 'errors.invalidMonth');
export type ContestMonth = z.infer<typeof ContestMonth>;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The contest month of an instant (ms since the epoch), in UTC. */
export function contestMonthOf(at: number): string {
  const d = new Date(at);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}`;
}

/** Year and month (1-12) of a `YYYY-MM`; throws on anything else (callers validate first). */
export function monthParts(month: string): { year: number; month: number } {
  if (!CONTEST_MONTH_PATTERN.test(month)) throw new Error(`not a contest month: ${month}`);
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

/** The first instant of a month (its 1st, 00:00 UTC). */
export function monthStart(month: string): number {
  const p = monthParts(month);
  return Date.UTC(p.year, p.month - 1, 1);
}

/** The month `n` months after (or before, n < 0) `month`. */
export function shiftMonth(month: string, n: number): string {
  const p = monthParts(month);
  return contestMonthOf(Date.UTC(p.year, p.month - 1 + n, 1));
}

/** How many days the month has (28, 29, 30 or 31). */
export function daysInContestMonth(month: string): number {
  const p = monthParts(month);
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
}
