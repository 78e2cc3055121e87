/**
 * The community calendar (issue 13): keepers list, read and submit events and download an approved
 * one as .ics; moderators and admins list the pending ones and approve or reject them. Thin: parse
 * with the shared schemas, call calendar/service or calendar/moderation, answer. The caller is
 * only ever `req.user`; an id in the URL names an event, never whose it is.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CalendarEventView, EventsQuery, PendingEventView, RejectEventBody, SubmitEventBody } from '../../../shared/api/calendar';
import { eventToIcs, icsFileName, ICS_CONTENT_TYPE } from '../../../shared/calendar/ics';
import { authRequired } from '../auth/request-user';
import { decideEvent, pendingEvents } from '../calendar/moderation';
import type { Viewer } from '../calendar/rows';
import { eventNotFound, getApprovedEvent, getEvent, listEvents, mySubmissions, submitEvent } from '../calendar/service';
import { IdParams } from '../openapi/local-schemas';
import { binary } from '../openapi/route-doc';
import { route } from './declare';

const viewerOf = (req: FastifyRequest): Viewer => {
  if (!req.user) throw authRequired();
  return req.user;
};

const NO_SUCH_EVENT = 'No such event, or not visible to the caller (`not-found`).';
const ALREADY_DECIDED = 'Already decided by someone else (`already-decided`, with `status`).';
const keeper = { tags: ['Calendar'], access: 'user' } as const;
const moderator = { tags: ['Calendar'], access: 'moderator' } as const;
const oneEvent = { params: IdParams, notFound: eventNotFound } as const;

/** attachment; an ASCII name for old clients and the same name encoded per RFC 6266. */
const attachment = (name: string) => `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const now = () => Date.now();

  route(app, {
    method: 'GET', path: '/api/calendar/events', summary: 'Events in a time range',
    description: 'Approved events overlapping [from, to), plus the caller\'s own pending ones; at most a limited range wide.', ...keeper, query: EventsQuery,
    responses: { 200: z.array(CalendarEventView), 400: 'A missing or invalid range (`invalid-request`).' },
  }, async ({ req, query }): Promise<CalendarEventView[]> => listEvents(app.store, viewerOf(req), query.from, query.to));
  route(app, {
    method: 'GET', path: '/api/calendar/events/:id', summary: 'One event', ...keeper, ...oneEvent, responses: { 200: CalendarEventView, 404: NO_SUCH_EVENT },
  }, async ({ req, params }): Promise<CalendarEventView> => getEvent(app.store, viewerOf(req), params.id));
  route(app, {
    method: 'GET', path: '/api/calendar/events/:id/ics', summary: 'An approved event as an .ics file', ...keeper, ...oneEvent,
    responses: { 200: binary('text/calendar', 'The event (RFC 5545), as an attachment.'), 404: NO_SUCH_EVENT },
  }, async ({ req, reply, params }) => {
    const event = await getApprovedEvent(app.store, viewerOf(req), params.id);
    void reply.header('content-type', ICS_CONTENT_TYPE).header('content-disposition', attachment(icsFileName(event.title)))
      .header('cache-control', 'private, no-cache');
    return eventToIcs(event, now());
  });
  route(app, {
    method: 'POST', path: '/api/calendar/events', summary: 'Submit an event', description: 'Pending until a moderator approves it.', ...keeper, body: SubmitEventBody,
    responses: { 201: CalendarEventView, 400: 'Invalid fields (`invalid-request` with `fields`).', 429: 'Too many submissions today (`event-limit`, with `limit`).' },
  }, async ({ req, reply, body }): Promise<CalendarEventView> => {
    const event = await submitEvent(app.store, viewerOf(req), body, now());
    void reply.status(201);
    return event;
  });
  route(app, {
    method: 'GET', path: '/api/calendar/mine', summary: 'Events I submitted', ...keeper, responses: { 200: z.array(CalendarEventView) },
  }, async ({ req }): Promise<CalendarEventView[]> => mySubmissions(app.store, viewerOf(req)));

  // Moderators and admins (the moderator panel; the admin area reads the same list for its badge).
  route(app, {
    method: 'GET', path: '/api/admin/events/pending', summary: 'Pending events', description: 'Oldest first; its length is the admin badge\'s count.', ...moderator,
    responses: { 200: z.array(PendingEventView) },
  }, async ({ req }): Promise<PendingEventView[]> => pendingEvents(app.store, viewerOf(req)));
  route(app, {
    method: 'POST', path: '/api/admin/events/:id/approve', summary: 'Approve an event', description: 'The submitter is notified. Audited.', ...moderator, ...oneEvent,
    responses: { 200: PendingEventView, 404: NO_SUCH_EVENT, 409: ALREADY_DECIDED },
  }, async ({ req, params: { id } }): Promise<PendingEventView> => {
    const event = await decideEvent(app.store, viewerOf(req), id, { decision: 'approved' }, now(), app.config.publicUrl);
    req.log.info({ moderator: viewerOf(req).id, event: id }, 'event approved');
    return event;
  });
  route(app, {
    method: 'POST', path: '/api/admin/events/:id/reject', summary: 'Reject an event', description: 'The note, if any, is shown to the submitter. Audited.',
    ...moderator, ...oneEvent, body: RejectEventBody,
    responses: { 200: PendingEventView, 400: 'Invalid fields (`invalid-request`).', 404: NO_SUCH_EVENT, 409: ALREADY_DECIDED },
  }, async ({ req, params: { id }, body: { note } }): Promise<PendingEventView> => {
    const event = await decideEvent(app.store, viewerOf(req), id, { decision: 'rejected', note }, now(), app.config.publicUrl);
    req.log.info({ moderator: viewerOf(req).id, event: id }, 'event rejected');
    return event;
  });
}
