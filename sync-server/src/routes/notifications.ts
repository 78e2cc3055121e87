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
import { AdminNotificationBody, AdminNotificationResponse, NotificationList, type NotificationView } from '../../../shared/api/notifications';
import { currentActor } from '../admin/actor';
import { currentUserId } from '../auth/request-user';
import { HttpError } from '../errors';
import { hideNotification, listNotifications, markAllRead, markRead } from '../notifications/inbox';
import { sendAdminNotification } from '../notifications/admin-send';
import { IdParams } from '../openapi/local-schemas';
import { route } from './declare';

const isNavigation = (req: FastifyRequest): boolean =>
  !req.headers.authorization && (req.headers['sec-fetch-mode'] === 'navigate' || (req.headers.accept ?? '').includes('text/html'));

const notFound = () => new HttpError('not-found', 'No such notification.');
const keeper = { tags: ['Notifications'], access: 'user' } as const;
const oneNotification = { ...keeper, params: IdParams, notFound } as const;
const NO_SUCH_NOTIFICATION = 'No such notification (`not-found`).';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const now = () => Date.now();

  route(app, {
    method: 'GET', path: '/notifications', summary: 'My notifications',
    description: 'Newest first, hidden ones left out. A browser navigation (HTML wanted, no token) is redirected to `/`.', ...keeper,
    // The handler authenticates, once it knows the request is not a browser navigation.
    guard: 'handler', responses: { 200: NotificationList, 303: 'A browser navigation: see `/`.' },
  }, async ({ req, reply }): Promise<NotificationView[] | FastifyReply> => {
    if (isNavigation(req)) return reply.redirect('/', 303);
    await app.authenticate(req, reply);
    void reply.header('cache-control', 'private, no-store');
    return listNotifications(app.store, currentUserId(req));
  });

  // The spec's answers of these three are not shown: nothing to say, so 204.
  route(app, { method: 'POST', path: '/notifications/read-all', summary: 'Mark all my notifications read', ...keeper, responses: { 204: 'Done.' } }, async ({ req, reply }) => {
    await markAllRead(app.store, currentUserId(req), now());
    return reply.code(204).send();
  });
  route(app, {
    method: 'POST', path: '/notifications/:id/read', summary: 'Mark one notification read', ...oneNotification, responses: { 204: 'Done.', 404: NO_SUCH_NOTIFICATION },
  }, async ({ req, reply, params }) => {
    await markRead(app.store, currentUserId(req), params.id, now());
    return reply.code(204).send();
  });
  route(app, {
    method: 'POST', path: '/notifications/:id/hide', summary: 'Hide one notification', ...oneNotification, responses: { 204: 'Done.', 404: NO_SUCH_NOTIFICATION },
  }, async ({ req, reply, params }) => {
    await hideNotification(app.store, currentUserId(req), params.id);
    return reply.code(204).send();
  });

  // Admins: one keeper or everyone (the admin area's notifications screen), in the types admins may send.
  route(app, {
    method: 'POST', path: '/api/admin/notifications', summary: 'Send a notification',
    description: 'To one keeper (`userId`) or to everyone (`all: true`), never both; answers how many were written.', tags: ['Notifications', 'Admin'], access: 'admin',
    body: AdminNotificationBody,
    responses: { 200: AdminNotificationResponse, 400: 'Invalid fields (`invalid-request` with `fields`).', 404: 'No such user (`not-found`).' },
  }, async ({ req, body }): Promise<AdminNotificationResponse> => {
    const answer = await sendAdminNotification(app.store, app.accounts.throttle, currentActor(req), body, now());
    req.log.info({ admin: currentUserId(req), userId: body.userId, all: body.all === true, type: body.type, sent: answer.sent }, 'notification sent');
    return answer;
  });
}
