import { addDays, daysInMonth, formatIsoDate, parseIsoDate } from '../../../shared/rules/calendar-date';

/** The first day of the date's month: how the calendar names the month it shows. */
export function monthOf(iso: string): string {
  const { year, month } = parseIsoDate(iso);
  return formatIsoDate({ year, month, day: 1 });
}

export function lastDayOf(month: string): string {
  const { year, month: m } = parseIsoDate(month);
  return formatIsoDate({ year, month: m, day: daysInMonth(year, m) });
}

/**
 * What to read for a month's grid: the month plus a week either side, so the days of the
 * neighbouring months the grid shows (at most six) carry their entries too.
 */
export const gridRange = (month: string): { from: string; to: string } => ({ from: addDays(month, -7), to: addDays(lastDayOf(month), 7) });
