/**
 * When an event happens, as stored (community_events) and answered: `startsAt` and `endsAt` in ms.
 * A timed event runs from `startsAt` to `endsAt`. An all-day event's instants are the UTC
 * midnights of its first and last day (`endsAt` null: one day): they stand for dates, not
 * moments, so they are read back as UTC dates and never shifted into a time zone.
 */
import { addDays, fromEpochDay, todayIn, toEpochDay } from '../rules/calendar-date';
import type { EventInput } from './event-input';
import { DAY_MS } from './limits';

export interface EventTimes {
  allDay: boolean;
  startsAt: number;
  endsAt: number | null;
}

export const dateToInstant = (iso: string): number => toEpochDay(iso) * DAY_MS;
export const instantToDate = (ms: number): string => fromEpochDay(Math.floor(ms / DAY_MS));

/** What the server stores for a valid submission. */
export function timesOf(input: EventInput): EventTimes {
  if (!input.allDay) return { allDay: false, startsAt: input.startsAt, endsAt: input.endsAt };
  return { allDay: true, startsAt: dateToInstant(input.startDate), endsAt: input.endDate === null ? null : dateToInstant(input.endDate) };
}

/** An all-day event's first and last date. */
export function allDayDates(e: EventTimes): { first: string; last: string } {
  const first = instantToDate(e.startsAt);
  return { first, last: e.endsAt === null ? first : instantToDate(e.endsAt) };
}

/**
 * The half-open interval [start, end) the event occupies, for overlap with a range: an all-day
 * event runs to the midnight after its last day. (The server's listing query says the same in SQL.)
 */
export function eventSpan(e: EventTimes): { start: number; end: number } {
  if (e.allDay) return { start: e.startsAt, end: (e.endsAt ?? e.startsAt) + DAY_MS };
  return { start: e.startsAt, end: Math.max(e.endsAt ?? e.startsAt, e.startsAt + 1) };
}

/**
 * The calendar days the event is on where the keeper is (`timeZone`: the runtime's unless named):
 * an all-day event on its own dates; a timed one from the day it starts to the day it ends, an
 * end at exactly midnight not counting the day it opens.
 */
export function eventDays(e: EventTimes, timeZone?: string): string[] {
  let first: string;
  let last: string;
  if (e.allDay) ({ first, last } = allDayDates(e));
  else {
    const { start, end } = eventSpan(e);
    first = todayIn(start, timeZone);
    last = todayIn(end - 1, timeZone);
  }
  const days: string[] = [];
  // Bounded: a stored event spans at most MAX_EVENT_DAYS (event-input.ts); the cap guards old rows.
  for (let d = first; d <= last && days.length < 62; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Whether the event has not ended yet at `now` (for "upcoming"): all-day ones last through their last date, in UTC dates. */
export function notOverAt(e: EventTimes, now: number, timeZone?: string): boolean {
  if (e.allDay) return allDayDates(e).last >= todayIn(now, timeZone);
  return eventSpan(e).end > now;
}

