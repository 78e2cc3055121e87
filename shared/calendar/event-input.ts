/**
 * A community event as a keeper submits it (POST /api/calendar/events), checked the same way by
 * the form and the server. Messages are translation keys of the `community-calendar` namespace.
 *
 * Spec: title required; start and end required unless all day; the end after the start. Times
 * are instants (ms, UTC): the app turns the keeper's local date and time into one, so an event at
 * 10:00 in Sofia is 10:00 in Sofia for everyone. An all-day event is a span of calendar dates (its
 * first and, optionally, last day), the same dates wherever it is read; its end is a day, so "after
 * the start" means on or after the first day.
 */
import { z } from 'zod';
import { daysBetween } from '../rules/calendar-date';
import { hasCredentials, safeHref } from '../rules/linkify';
import { DAY_MS, DESCRIPTION_MAX, EARLIEST_YEAR, LATEST_YEAR, LOCATION_MAX, MAX_EVENT_DAYS, TITLE_MAX, URL_MAX } from './limits';

const EARLIEST = Date.UTC(EARLIEST_YEAR, 0, 1);
const LATEST = Date.UTC(LATEST_YEAR, 0, 1);

/**
 * Only http and https: a `javascript:` or `data:` link must never reach another keeper's page. The
 * notifications' link rule decides (shared/rules/linkify.ts `safeHref`), so an address refused there
 * is refused here too: one carrying a user name or password (`https://bank.example@evil.example`
 * reads as the bank and goes elsewhere; issue 24), or with no host right after the slashes.
 */
export function isWebUrl(text: string): boolean {
  return !/\s/.test(text) && safeHref(text) !== null;
}

/** Optional text: blank is "not given" (null), so an empty field never stores ''. */
const optional = (max: number, key: string) =>
  z.string({ error: key }).trim().max(max, key).nullable().optional().transform((v) => (v ? v : null));

const title = z.string({ error: 'errors.titleRequired' }).trim().min(1, 'errors.titleRequired').max(TITLE_MAX, 'errors.titleTooLong');
/** Said apart from a malformed link: the keeper pasted a working address and needs to know what to drop. */
const withCredentials = (text: string): boolean => URL.canParse(text) && hasCredentials(new URL(text));
const url = optional(URL_MAX, 'errors.urlTooLong')
  .refine((v) => v === null || !withCredentials(v), 'errors.urlCredentials')
  .refine((v) => v === null || withCredentials(v) || isWebUrl(v), 'errors.urlInvalid');

const dateInRange = (d: string) => d >= `${EARLIEST_YEAR}-01-01` && d < `${LATEST_YEAR}-01-01`;
const instantInRange = (ms: number) => ms >= EARLIEST && ms < LATEST;
const dateIn = (required: string) => z.iso.date({ error: required }).refine(dateInRange, 'errors.dateOutOfRange');
const instant = (required: string) => z.number({ error: required }).int(required).refine(instantInRange, 'errors.dateOutOfRange');

const details = {
  title,
  location: optional(LOCATION_MAX, 'errors.locationTooLong'),
  description: optional(DESCRIPTION_MAX, 'errors.descriptionTooLong'),
  url,
};

export const AllDayEventInput = z.object({
  ...details,
  allDay: z.literal(true),
  startDate: dateIn('errors.startRequired'),
  /** The last day; absent or null: a one-day event. */
  endDate: dateIn('errors.endRequired').nullable().optional().transform((v) => v ?? null),
}).superRefine((v, ctx) => {
  // The order is judged only between dates that are themselves fine (their own message says the rest).
  if (v.endDate === null || !dateInRange(v.startDate) || !dateInRange(v.endDate)) return;
  const days = daysBetween(v.startDate, v.endDate);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'errors.endBeforeStart' });
  else if (days >= MAX_EVENT_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'errors.tooLongEvent' });
});

export const TimedEventInput = z.object({
  ...details,
  allDay: z.literal(false),
  startsAt: instant('errors.startRequired'),
  endsAt: instant('errors.endRequired'),
}).superRefine((v, ctx) => {
  if (!instantInRange(v.startsAt) || !instantInRange(v.endsAt)) return;
  if (v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'errors.endBeforeStart' });
  else if (v.endsAt - v.startsAt > MAX_EVENT_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'errors.tooLongEvent' });
});

export const EventInput = z.discriminatedUnion('allDay', [AllDayEventInput, TimedEventInput], { error: 'errors.allDayInvalid' });
export type EventInput = z.infer<typeof EventInput>;
export type EventInputFields = z.input<typeof EventInput>;
