import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RowId } from '../../../shared/schemas/common';
import { HttpError } from '../errors';
import { currentUserId } from '../auth/request-user';
import { acceptRawImages } from '../auth/images';
import { readPhoto, replacePhoto } from '../reptiles/photo-service';

const Params = z.object({ id: RowId });
const reptileId = (params: unknown) => {
  const p = Params.safeParse(params);
  if (!p.success) throw new HttpError('not-found', 'No such reptile.');
  return p.data.id;
};

/** POST the image bytes (any content type; the bytes decide) and GET them back, owner only. */
export async function reptilePhotoRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: only these routes take raw bodies.
  acceptRawImages(app, 'reptilePhoto');
  // onRequest: a stranger is turned away before any of the upload is read (as for avatars).
  app.post('/api/reptiles/:id/photo', { onRequest: app.authenticate },
    async (request) => replacePhoto(app.store, app.files, currentUserId(request), reptileId(request.params), request.body));
  app.get('/api/reptiles/:id/photo', { preHandler: app.authenticate }, async (request, reply) => {
    const bytes = await readPhoto(app.store, app.files, currentUserId(request), reptileId(request.params));
    // The URL changes with the file (?v=), so a private cache may keep it.
    return reply.type('image/webp').header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
  });
}
