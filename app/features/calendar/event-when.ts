/**
 * How an event's time reads, in the keeper's language: a timed event in the device's time zone
 * (Intl's ranges: "Fri, May 3, 2030, 9:00 AM – 3:00 PM"), an all-day event as its own dates,
 * read in UTC because its instants stand for dates (shared/calendar/event-times.ts).
 */
import type { TFunction } from 'i18next';
import { allDayDates, dateToInstant, type EventTimes } from '../../../shared/calendar/event-times';
import { dateTimeFormat, formatDate, formatTime } from '../../lib/format';

export type DateLength = 'full' | 'medium';

const dateFormat = (lng: string, length: DateLength) => dateTimeFormat(lng, { dateStyle: length, timeZone: 'UTC' });

export function formatWhen(t: TFunction, lng: string, e: EventTimes, length: DateLength = 'medium'): string {
  if (e.allDay) {
    const { first, last } = allDayDates(e);
    if (first === last) return t('community-calendar:when.allDayOne', { date: formatDate(first, lng, length) });
    return t('community-calendar:when.allDayRange', { range: dateFormat(lng, length).formatRange(dateToInstant(first), dateToInstant(last)) });
  }
  const format = dateTimeFormat(lng, { dateStyle: length, timeStyle: 'short' });
  return e.endsAt === null ? format.format(e.startsAt) : format.formatRange(e.startsAt, e.endsAt);
}

/** The time of day a timed event starts, for the month grid's small entries. */
export const formatStartTime = (lng: string, e: EventTimes): string => formatTime(e.startsAt, lng);
