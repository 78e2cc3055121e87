/**
 * The community calendar (issue 13): keepers list, read and submit events and download an approved
 * one as .ics; moderators and admins list the pending ones and approve or reject them. Thin: parse
 * with the shared schemas, call calendar/service or calendar/moderation, answer. The caller is
 * only ever `req.user`; an id in the URL names an event, never whose it is.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EventsQuery, RejectEventBody, SubmitEventBody, type CalendarEventView, type PendingEventView } from '../../../shared/api/calendar';
import { eventToIcs, icsFileName, ICS_CONTENT_TYPE } from '../../../shared/calendar/ics';
import { RowId } from '../../../shared/schemas/common';
import { authRequired } from '../auth/request-user';
import { parseBody } from '../auth/validate';
import { decideEvent, pendingEvents } from '../calendar/moderation';
import type { Viewer } from '../calendar/rows';
import { eventNotFound, getApprovedEvent, getEvent, listEvents, mySubmissions, submitEvent } from '../calendar/service';

const viewerOf = (req: FastifyRequest): Viewer => {
  if (!req.user) throw authRequired();
  return req.user;
};

const eventId = (params: unknown): string => {
  const id = RowId.safeParse((params as { id?: unknown }).id);
  if (!id.success) throw eventNotFound();
  return id.data;
};

/** attachment; an ASCII name for old clients and the same name encoded per RFC 6266. */
const attachment = (name: string) => `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const moderator = { preHandler: app.requireRole('moderator', 'admin') };
  const now = () => Date.now();

  app.get('/api/calendar/events', auth, async (req): Promise<CalendarEventView[]> => {
    const { from, to } = parseBody(EventsQuery, req.query);
    return listEvents(app.store, viewerOf(req), from, to);
  });
  app.get('/api/calendar/events/:id', auth, async (req): Promise<CalendarEventView> => getEvent(app.store, viewerOf(req), eventId(req.params)));
  app.get('/api/calendar/events/:id/ics', auth, async (req, reply) => {
    const event = await getApprovedEvent(app.store, viewerOf(req), eventId(req.params));
    void reply.header('content-type', ICS_CONTENT_TYPE).header('content-disposition', attachment(icsFileName(event.title)))
      .header('cache-control', 'private, no-cache');
    return eventToIcs(event, now());
  });
  app.post('/api/calendar/events', auth, async (req, reply): Promise<CalendarEventView> => {
    const body = parseBody(SubmitEventBody, req.body);
    const event = await submitEvent(app.store, viewerOf(req), body, now());
    void reply.status(201);
    return event;
  });
  app.get('/api/calendar/mine', auth, async (req): Promise<CalendarEventView[]> => mySubmissions(app.store, viewerOf(req)));

  // Moderators and admins (the moderator panel; the admin area reads the same list for its badge).
  app.get('/api/admin/events/pending', moderator, async (req): Promise<PendingEventView[]> => pendingEvents(app.store, viewerOf(req)));
  app.post('/api/admin/events/:id/approve', moderator, async (req): Promise<PendingEventView> => {
    const id = eventId(req.params);
    const event = await decideEvent(app.store, viewerOf(req), id, { decision: 'approved' }, now(), app.config.publicUrl);
    req.log.info({ moderator: viewerOf(req).id, event: id }, 'event approved');
    return event;
  });
  app.post('/api/admin/events/:id/reject', moderator, async (req): Promise<PendingEventView> => {
    const id = eventId(req.params);
    const { note } = parseBody(RejectEventBody, req.body);
    const event = await decideEvent(app.store, viewerOf(req), id, { decision: 'rejected', note }, now(), app.config.publicUrl);
    req.log.info({ moderator: viewerOf(req).id, event: id }, 'event rejected');
    return event;
  });
}
