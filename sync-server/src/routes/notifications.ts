/**
 * The notification calls (spec section 7): the only ones without the `/api` prefix. Thin: parse,
 * call notifications/inbox or send, answer. Every keeper call names only the signed-in user; the
 * send call is for admins alone.
 *
 * `/notifications` is also a path a browser could open, and there is no such page: the static
 * fallback (plugins/static-app.ts) would have served the app, but this route owns the path. So a
 * navigation (a browser asking for HTML, with no bearer token) is sent to `/`, where the app
 * forwards a signed-in keeper to the dashboard as it does for any unknown page; an API call (a
 * bearer token, or no HTML wanted) gets the list or 401 JSON.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminNotificationBody, type AdminNotificationResponse, type NotificationView } from '../../../shared/api/notifications';
import { RowId } from '../../../shared/schemas/common';
import { currentActor } from '../admin/actor';
import { currentUserId } from '../auth/request-user';
import { parseBody } from '../auth/validate';
import { HttpError } from '../errors';
import { hideNotification, listNotifications, markAllRead, markRead } from '../notifications/inbox';
import { sendAdminNotification } from '../notifications/admin-send';

const isNavigation = (req: FastifyRequest): boolean =>
  !req.headers.authorization && (req.headers['sec-fetch-mode'] === 'navigate' || (req.headers.accept ?? '').includes('text/html'));

const notFound = () => new HttpError('not-found', 'No such notification.');
const idParam = (params: unknown): string => {
  const id = RowId.safeParse((params as { id?: unknown }).id);
  if (!id.success) throw notFound();
  return id.data;
};

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole('admin') };
  const now = () => Date.now();

  app.get('/notifications', async (req, reply): Promise<NotificationView[] | FastifyReply> => {
    if (isNavigation(req)) return reply.redirect('/', 303);
    await app.authenticate(req, reply);
    void reply.header('cache-control', 'private, no-store');
    return listNotifications(app.store, currentUserId(req));
  });

  // The spec's answers of these three are not shown: nothing to say, so 204.
  app.post('/notifications/read-all', auth, async (req, reply) => {
    await markAllRead(app.store, currentUserId(req), now());
    return reply.code(204).send();
  });
  app.post('/notifications/:id/read', auth, async (req, reply) => {
    await markRead(app.store, currentUserId(req), idParam(req.params), now());
    return reply.code(204).send();
  });
  app.post('/notifications/:id/hide', auth, async (req, reply) => {
    await hideNotification(app.store, currentUserId(req), idParam(req.params));
    return reply.code(204).send();
  });

  // Admins: one keeper or everyone (the admin area's notifications screen), in the types admins may send.
  app.post('/api/admin/notifications', admin, async (req): Promise<AdminNotificationResponse> => {
    const body = parseBody(AdminNotificationBody, req.body);
    const answer = await sendAdminNotification(app.store, app.accounts.throttle, currentActor(req), body, now());
    req.log.info({ admin: currentUserId(req), userId: body.userId, all: body.all === true, type: body.type, sent: answer.sent }, 'notification sent');
    return answer;
  });
}
