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
import { notificationImagePath, type NotificationImageResponse } from '../../../shared/api/notifications';
import type { z } from 'zod';
import { acceptRawImages, processUpload } from '../auth/images';
import { authRequired } from '../auth/request-user';
import { audit } from '../audit/log';
import { HttpError } from '../errors';

const FILE = /^[0-9a-f-]{36}\.webp$/;

async function notificationImages(app: FastifyInstance): Promise<void> {
  app.get('/api/notifications/images/:file', async (req, reply) => {
    const file = (req.params as { file?: string }).file ?? '';
    const bytes = FILE.test(file) ? await app.files.get('notifications', file) : null;
    if (!bytes) throw new HttpError('not-found', 'No such image.');
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  });
  await app.register(uploadRoute);
}

async function uploadRoute(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  acceptRawImages(app, 'messageImage');
  app.post('/api/admin/notifications/images', { onRequest: app.requireRole('admin') }, async (req, reply): Promise<z.infer<typeof NotificationImageResponse>> => {
    if (!req.user) throw authRequired();
    const webp = await processUpload('messageImage', req.body);
    const file = `${randomUUID()}.webp`;
    await app.files.put('notifications', file, webp);
    const imageUrl = notificationImagePath(file);
    await audit(app.store, { id: req.user.id, role: req.user.role }, { action: 'notification.image', targetType: 'notificationImage', targetId: file, after: { imageUrl } }, Date.now());
    void reply.status(201);
    return { imageUrl };
  });
}

export const notificationImageRoutes = fp(notificationImages, { name: 'notification-image-routes', dependencies: ['authenticate'] });
