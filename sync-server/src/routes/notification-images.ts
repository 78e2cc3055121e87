/**
 * Images of admins' messages (issue 15). An admin uploads one (PNG, JPEG or WEBP, at most 5 MB,
 * judged by its bytes and re-encoded like every upload) and sends its path with the message; the
 * image is then served from our origin, so the app's CSP (`img-src 'self'`) shows it and no third
 * party sees who opened a message. Serving is public: an `<img>` sends no bearer token, and the
 * name is a random UUID that only the message's readers learn. Each upload is audited.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationImagePath, type NotificationImageResponse } from '../../../shared/api/notifications';
import type { z } from 'zod';
import { acceptRawImages, reencodeUpload, UploadRefused } from '../auth/images';
import { authRequired } from '../auth/request-user';
import { audit } from '../audit/log';
import { HttpError } from '../errors';

const MAX_BYTES = 5 * 1024 * 1024;
const FILE = /^[0-9a-f-]{36}\.webp$/;
const tooLarge = () => new HttpError('file-too-large', 'The image must be 5 MB or smaller.');
const REFUSALS = {
  'invalid-image': () => new HttpError('invalid-image', 'This image could not be read.'),
  'invalid-file-type': () => new HttpError('invalid-file-type', 'Please choose a PNG, JPEG or WebP image.'),
  'file-too-large': tooLarge,
  'too-many-pixels': () => new HttpError('invalid-image', 'This image has too many pixels: at most 4096 x 4096.'),
} as const;

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
  acceptRawImages(app, MAX_BYTES, tooLarge);
  app.post('/api/admin/notifications/images', { onRequest: app.requireRole('admin') }, async (req, reply): Promise<z.infer<typeof NotificationImageResponse>> => {
    if (!req.user) throw authRequired();
    let webp: Buffer;
    try {
      webp = await reencodeUpload(req.body, { maxBytes: MAX_BYTES, types: ['png', 'jpeg', 'webp'], maxSide: 1200, quality: 82 });
    } catch (err) {
      if (err instanceof UploadRefused) throw REFUSALS[err.refusal]();
      throw err;
    }
    const file = `${randomUUID()}.webp`;
    await app.files.put('notifications', file, webp);
    const imageUrl = notificationImagePath(file);
    await audit(app.store, { id: req.user.id, role: req.user.role }, { action: 'notification.image', targetType: 'notificationImage', targetId: file, after: { imageUrl } }, Date.now());
    void reply.status(201);
    return { imageUrl };
  });
}

export const notificationImageRoutes = fp(notificationImages, { name: 'notification-image-routes', dependencies: ['authenticate'] });
