/**
 * The month view's grid: whole weeks from the week holding the 1st to the week holding the last
 * day, each day marked in or out of the month, and the events placed on the days they cover.
 * Months are named by their first day (YYYY-MM-01), like the activity calendar's.
 */
import { addDays, addMonths, daysInMonth, formatIsoDate, parseIsoDate, toEpochDay } from '../rules/calendar-date';
import { eventDays, type EventTimes } from './event-times';

/** 0: weeks start on Sunday (English), 1: on Monday (Bulgarian). */
export type FirstDayOfWeek = 0 | 1;

export interface GridDay {
  date: string;
  inMonth: boolean;
}

/** 0 = Sunday .. 6 = Saturday; 1970-01-01 was a Thursday. */
export const weekdayOf = (iso: string): number => (((toEpochDay(iso) + 4) % 7) + 7) % 7;

export function monthOf(iso: string): string {
  const { year, month } = parseIsoDate(iso);
  return formatIsoDate({ year, month, day: 1 });
}

export const shiftMonth = (month: string, by: number): string => addMonths(monthOf(month), by, 1);

export function lastDayOfMonth(month: string): string {
  const { year, month: m } = parseIsoDate(month);
  return formatIsoDate({ year, month: m, day: daysInMonth(year, m) });
}

export function monthGrid(month: string, firstDayOfWeek: FirstDayOfWeek): GridDay[][] {
  const first = monthOf(month);
  const last = lastDayOfMonth(first);
  const start = addDays(first, -((weekdayOf(first) - firstDayOfWeek + 7) % 7));
  const end = addDays(last, (firstDayOfWeek + 6 - weekdayOf(last) + 7) % 7);
  const weeks: GridDay[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => {
      const date = addDays(day, i);
      return { date, inMonth: date >= first && date <= last };
    }));
  }
  return weeks;
}

/**
 * Each day of the grid with the events on it: all-day events first, then by start, then by
 * title, so a day reads the same on every render. Days without events are absent.
 */
export function eventsByDay<E extends EventTimes & { title: string }>(events: readonly E[], from: string, to: string, timeZone?: string): Map<string, E[]> {
  const byDay = new Map<string, E[]>();
  for (const e of events) {
    for (const day of eventDays(e, timeZone)) {
      if (day < from || day > to) continue;
      const list = byDay.get(day);
      if (list) list.push(e);
      else byDay.set(day, [e]);
    }
  }
  const order = (a: E, b: E) => Number(b.allDay) - Number(a.allDay) || a.startsAt - b.startsAt || a.title.localeCompare(b.title);
  for (const list of byDay.values()) list.sort(order);
  return byDay;
}
