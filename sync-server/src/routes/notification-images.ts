/**
 * Images of admins' messages (issue 15). An admin uploads one (policy `messageImage` of
 * shared/uploads/policy.ts, through the one upload pipeline) and sends its path with the message; the
 * image is then served from our origin, so the app's CSP (`img-src 'self'`) shows it and no third
 * party sees who opened a message. Serving is public: an `<img>` sends no bearer token, and the
 * name is a random UUID that only the message's readers learn. Each upload is audited.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationImagePath, NotificationImageResponse } from '../../../shared/api/notifications';
import { z } from 'zod';
import { acceptRawImages, processUpload } from '../auth/images';
import { authRequired } from '../auth/request-user';
import { audit } from '../audit/log';
import { HttpError } from '../errors';
import { binary, imageBody, imageRefusals } from '../openapi/route-doc';
import { route } from './declare';

const FILE = /^[0-9a-f-]{36}\.webp$/;
const noSuchImage = () => new HttpError('not-found', 'No such image.');

async function notificationImages(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET', path: '/api/notifications/images/:file', summary: 'A notification\'s image',
    description: 'Public (an `<img>` sends no token); the name is a random UUID.', tags: ['Notifications'], access: 'public',
    params: z.object({ file: z.string().regex(FILE) }), notFound: noSuchImage,
    responses: { 200: binary('image/webp', 'The image.'), 404: 'No such image (`not-found`).' },
  }, async ({ reply, params }) => {
    const bytes = await app.files.get('notifications', params.file);
    if (!bytes) throw noSuchImage();
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  });
  await app.register(uploadRoute);
}

async function uploadRoute(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  acceptRawImages(app, 'messageImage');
  route(app, {
    method: 'POST', path: '/api/admin/notifications/images', summary: 'Upload an image for a notification',
    description: imageBody('messageImage', 're-encoded; answers its path on our origin. Audited.'), tags: ['Notifications', 'Admin'], access: 'admin', bodyType: 'image',
    responses: { 201: NotificationImageResponse, ...imageRefusals('messageImage') },
  }, async ({ req, reply, body }): Promise<z.infer<typeof NotificationImageResponse>> => {
    if (!req.user) throw authRequired();
    const webp = await processUpload('messageImage', body);
    const file = `${randomUUID()}.webp`;
    await app.files.put('notifications', file, webp);
    const imageUrl = notificationImagePath(file);
    await audit(app.store, { id: req.user.id, role: req.user.role }, { action: 'notification.image', targetType: 'notificationImage', targetId: file, after: { imageUrl } }, Date.now());
    void reply.status(201);
    return { imageUrl };
  });
}

export const notificationImageRoutes = fp(notificationImages, { name: 'notification-image-routes', dependencies: ['authenticate'] });
