/**
 * The community calendar's calls (online data: never synced). Request and response schemas, read
 * by the routes (sync-server/src/routes/calendar.ts) and the app (app/features/calendar,
 * app/features/moderator). Errors answer `{ error: <code>, message, ...details }` like every route:
 * `invalid-request` with `fields` (keys of the `community-calendar` namespace), `not-found`,
 * `event-limit` (429, with `limit` and a Retry-After header), `already-decided` (409, with `status`),
 * `own-event` (403: a moderator deciding an event they submitted; another one must).
 */
import { z } from 'zod';
import { RowId } from '../schemas/common';
import { EventInput } from '../calendar/event-input';
import { DAY_MS, MAX_RANGE_DAYS, NOTE_MAX } from '../calendar/limits';

export const EVENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** POST /api/calendar/events: what a keeper submits; answered 201 with the pending event. */
export const SubmitEventBody = EventInput;

/**
 * An event as the calls answer it. `mine`: the caller submitted it. `decisionNote`: a moderator's
 * note on a rejection, shown only to its submitter and to moderators (null for everyone else).
 */
export const CalendarEventView = z.object({
  id: RowId,
  title: z.string(),
  allDay: z.boolean(),
  /** ms; an all-day event's are the UTC midnights of its first and last day (shared/calendar/event-times.ts). */
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  mine: z.boolean(),
  decisionNote: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type CalendarEventView = z.infer<typeof CalendarEventView>;

/** GET /api/admin/events/pending: one entry per pending event, oldest first (its length is the admin badge's count). */
export const PendingEventView = CalendarEventView.extend({
  /** Who submitted it, by their public name (null: no username chosen). */
  submitter: z.object({ id: RowId, username: z.string().nullable() }),
});
export type PendingEventView = z.infer<typeof PendingEventView>;

/** A query instant: ms since 1970, or an ISO date (UTC midnight) or date-time. */
const Instant = z.string().trim().transform((text, ctx) => {
  const ms = /^-?\d+$/.test(text) ? Number(text) : /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isSafeInteger(ms)) {
    ctx.addIssue({ code: 'custom', message: 'errors.rangeInvalid' });
    return z.NEVER;
  }
  return ms;
});

/** GET /api/calendar/events?from=&to=: events overlapping [from, to), at most MAX_RANGE_DAYS wide. */
export const EventsQuery = z.object({ from: Instant, to: Instant })
  .refine((q) => q.to > q.from && q.to - q.from <= MAX_RANGE_DAYS * DAY_MS, { path: ['to'], message: 'errors.rangeInvalid' });

/** POST /api/admin/events/:id/reject. The note is shown to the submitter. */
export const RejectEventBody = z.object({
  note: z.string({ error: 'errors.noteTooLong' }).trim().max(NOTE_MAX, 'errors.noteTooLong').nullable().optional().transform((v) => (v ? v : null)),
});
