/** Calls of the community calendar for server tests (sync-server/src/routes/calendar.ts). */
import type { FastifyInstance } from 'fastify';
import type { CalendarEventView, PendingEventView } from '../../shared/api/calendar';
import type { TestUser } from './users';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A timed event body starting at `startsAt` and lasting `hours`. */
export const timedEvent = (startsAt: number, over: Record<string, unknown> = {}, hours = 6) =>
  ({ title: 'Reptile expo', allDay: false, startsAt, endsAt: startsAt + hours * HOUR, location: 'Sofia', description: null, url: 'https://expo.example', ...over });

export const allDayEvent = (startDate: string, endDate: string | null = null, over: Record<string, unknown> = {}) =>
  ({ title: 'Swap meet', allDay: true, startDate, endDate, ...over });

export const submit = (app: FastifyInstance, user: TestUser, body: object) =>
  app.inject({ method: 'POST', url: '/api/calendar/events', headers: user.headers, payload: body });

export async function submitted(app: FastifyInstance, user: TestUser, body: object): Promise<CalendarEventView> {
  const res = await submit(app, user, body);
  if (res.statusCode !== 201) throw new Error(`submit answered ${res.statusCode}: ${res.body}`);
  return res.json<CalendarEventView>();
}

export async function listRange(app: FastifyInstance, user: TestUser, from: number, to: number): Promise<CalendarEventView[]> {
  const res = await app.inject({ method: 'GET', url: `/api/calendar/events?from=${from}&to=${to}`, headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
  return res.json<CalendarEventView[]>();
}

export const getEvent = (app: FastifyInstance, user: TestUser, id: string) =>
  app.inject({ method: 'GET', url: `/api/calendar/events/${id}`, headers: user.headers });

export const mine = async (app: FastifyInstance, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/calendar/mine', headers: user.headers })).json<CalendarEventView[]>();

export const pendingList = (app: FastifyInstance, user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/admin/events/pending', headers: user.headers });

export async function pending(app: FastifyInstance, user: TestUser): Promise<PendingEventView[]> {
  const res = await pendingList(app, user);
  if (res.statusCode !== 200) throw new Error(`pending answered ${res.statusCode}: ${res.body}`);
  return res.json<PendingEventView[]>();
}

export const approve = (app: FastifyInstance, user: TestUser, id: string) =>
  app.inject({ method: 'POST', url: `/api/admin/events/${id}/approve`, headers: user.headers });

export const reject = (app: FastifyInstance, user: TestUser, id: string, note?: string | null) =>
  app.inject({ method: 'POST', url: `/api/admin/events/${id}/reject`, headers: user.headers, ...(note === undefined ? {} : { payload: { note } }) });

/** The submitter's notifications about events, as written to the inbox. */
export const eventNotices = (app: FastifyInstance, userId: string) =>
  app.store.all<{ type: string; title: string; message: string }>(
    "SELECT type, title, message FROM notifications WHERE user_id = ? AND type = 'event' ORDER BY created_at", [userId]);
