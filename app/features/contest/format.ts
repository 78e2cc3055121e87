/** Dates, months and durations as the contest screens show them, in the keeper's language. */
import { monthStart } from '../../../shared/contest/month';

/** A day, and a moment with its time, in the keeper's own zone. */
export { formatDay, formatMoment } from '../../lib/format-time';

/**
 * The contest's timetable is defined in UTC (the close is 18:00 UTC wherever the keeper is), so it
 * is shown in UTC and says so; the countdown beside it needs no zone.
 */
export const formatUtcDay = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
export const formatUtcMoment = (at: number, lng: string): string =>
  new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(at);

/** "March 2033": the contest's month, named in UTC (it is a UTC month wherever the keeper is). */
export const formatMonth = (month: string, lng: string): string =>
  new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(monthStart(month));

export const formatCoins = (n: number, lng: string): string => new Intl.NumberFormat(lng).format(n);

/** Whole days, hours, minutes and seconds of a duration (never negative). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
