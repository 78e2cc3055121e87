/**
 * The keepers' side of the community calendar: list the events of a range, read one, submit one,
 * list one's own submissions. Approved events are everyone's; a pending or rejected one is seen
 * only by its submitter and by moderators, and anyone else is told it does not exist (404), so
 * an id never reveals that an unapproved event is there.
 */
import { v7 as uuidv7 } from 'uuid';
import type { CalendarEventView } from '../../../shared/api/calendar';
import type { EventInput } from '../../../shared/calendar/event-input';
import { timesOf } from '../../../shared/calendar/event-times';
import { DAY_MS, MAX_EVENT_DAYS, SUBMISSIONS_PER_DAY } from '../../../shared/calendar/limits';
import type { Store } from '../db/store';
import { HttpError } from '../errors';
import { EVENT_COLUMNS, moderates, toView, type EventRow, type Viewer } from './rows';

/** A listing answers at most this many events (a 400-day range of a busy community). */
const LIST_LIMIT = 1000;
const MINE_LIMIT = 200;

export const eventNotFound = (): HttpError => new HttpError('not-found', 'No such event.');

/**
 * Approved events overlapping [from, to), and the caller's own pending and rejected ones. An
 * event's end for the overlap is shared/calendar/event-times.ts `eventSpan`, in SQL; the lower
 * bound on `starts_at` (no event is longer than MAX_EVENT_DAYS) lets the (status, starts_at)
 * index answer it.
 */
export async function listEvents(store: Store, viewer: Viewer, from: number, to: number): Promise<CalendarEventView[]> {
  const rows = await store.all<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM community_events e
     WHERE (e.status = 'approved' OR (e.submitter_id = ? AND e.status IN ('pending', 'rejected')))
       AND e.starts_at < ? AND e.starts_at >= ?
       AND (CASE WHEN e.all_day THEN COALESCE(e.ends_at, e.starts_at) + ${DAY_MS}
                 ELSE COALESCE(e.ends_at, e.starts_at + 1) END) > ?
     ORDER BY e.starts_at, e.id LIMIT ${LIST_LIMIT}`,
    [viewer.id, to, from - (MAX_EVENT_DAYS + 1) * DAY_MS, from],
  );
  return rows.map((r) => toView(r, viewer));
}

/** One event: approved, or the caller's own, or any for a moderator; otherwise 404. */
export async function getEvent(store: Store, viewer: Viewer, id: string): Promise<CalendarEventView> {
  const row = await store.one<EventRow>(`SELECT ${EVENT_COLUMNS} FROM community_events e WHERE e.id = ?`, [id]);
  if (!row || !(row.status === 'approved' || row.submitterId === viewer.id || moderates(viewer))) throw eventNotFound();
  return toView(row, viewer);
}

/** An approved event only (the .ics download): others' and unapproved events do not exist here. */
export async function getApprovedEvent(store: Store, viewer: Viewer, id: string): Promise<CalendarEventView> {
  const row = await store.one<EventRow>(`SELECT ${EVENT_COLUMNS} FROM community_events e WHERE e.id = ? AND e.status = 'approved'`, [id]);
  if (!row) throw eventNotFound();
  return toView(row, viewer);
}

/** The caller's submissions, newest first, each with its status and the moderator's note. */
export async function mySubmissions(store: Store, viewer: Viewer): Promise<CalendarEventView[]> {
  const rows = await store.all<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM community_events e WHERE e.submitter_id = ? ORDER BY e.created_at DESC, e.id DESC LIMIT ${MINE_LIMIT}`,
    [viewer.id],
  );
  return rows.map((r) => toView(r, viewer));
}

/**
 * A keeper's submission, pending until a moderator decides. At most SUBMISSIONS_PER_DAY in any
 * 24 hours (whatever became of them): the count and the insert are one transaction that first
 * takes the keeper's users row for update (a no-op write), so two submissions sent at once on
 * PostgreSQL are counted one after the other and the limit holds under a flood.
 */
export async function submitEvent(store: Store, viewer: Viewer, input: EventInput, now: number): Promise<CalendarEventView> {
  return store.transaction(async (tx) => {
    await tx.run('UPDATE users SET role = role WHERE id = ?', [viewer.id]);
    const recent = await tx.all<{ createdAt: number | string }>(
      'SELECT created_at AS "createdAt" FROM community_events WHERE submitter_id = ? AND created_at > ? ORDER BY created_at',
      [viewer.id, now - DAY_MS],
    );
    const oldest = recent[0];
    if (recent.length >= SUBMISSIONS_PER_DAY && oldest) {
      const retryAfter = Math.max(1, Math.ceil((Number(oldest.createdAt) + DAY_MS - now) / 1000));
      throw new HttpError('event-limit', `You can submit up to ${SUBMISSIONS_PER_DAY} events a day.`,
        { headers: { 'retry-after': String(retryAfter), 'x-no-retry': 'true' }, details: { limit: SUBMISSIONS_PER_DAY } });
    }
    const id = uuidv7();
    const { allDay, startsAt, endsAt } = timesOf(input);
    await tx.run(
      `INSERT INTO community_events (id, submitter_id, title, starts_at, ends_at, all_day, location, description, url, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      [id, viewer.id, input.title, startsAt, endsAt, allDay, input.location, input.description, input.url, now, now],
    );
    const row = await tx.one<EventRow>(`SELECT ${EVENT_COLUMNS} FROM community_events e WHERE e.id = ?`, [id]);
    if (!row) throw new Error('the event just written is missing');
    return toView(row, viewer);
  });
}
