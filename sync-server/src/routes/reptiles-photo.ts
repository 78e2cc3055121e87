import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { currentUserId } from '../auth/request-user';
import { acceptRawImages } from '../auth/images';
import { IdParams, ReptilePhotoResponse } from '../openapi/local-schemas';
import { binary, imageBody, imageRefusals } from '../openapi/route-doc';
import { readPhoto, replacePhoto } from '../reptiles/photo-service';
import { route } from './declare';

const oneReptile = { tags: ['Reptiles'], access: 'user', params: IdParams, notFound: () => new HttpError('not-found', 'No such reptile.') } as const;

/** POST the image bytes (any content type; the bytes decide) and GET them back, owner only. */
export async function reptilePhotoRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: only these routes take raw bodies.
  acceptRawImages(app, 'reptilePhoto');
  // bodyType image: a stranger is turned away (onRequest) before any of the upload is read (as for avatars).
  route(app, {
    method: 'POST', path: '/api/reptiles/:id/photo', summary: 'Replace a reptile\'s photo', description: imageBody('reptilePhoto', 're-encoded on the server; the owner only.'),
    ...oneReptile, bodyType: 'image',
    responses: {
      200: ReptilePhotoResponse, ...imageRefusals('reptilePhoto'), 404: 'Not one of the keeper\'s reptiles, nor of a shared collection they are a member of (`not-found`).',
      403: 'A sitter or a viewer of the shared collection may not change the animal (`role-sitter`, `role-viewer`).',
      409: 'The reptile went to another keeper: its records are read-only (`transferred`).',
    },
  }, async ({ req, params, body }) => replacePhoto(app.store, app.files, currentUserId(req), params.id, body));
  route(app, {
    method: 'GET', path: '/api/reptiles/:id/photo', summary: 'A reptile\'s photo', ...oneReptile,
    responses: { 200: binary('image/webp', 'The photo.'), 404: 'No photo, or not one of the keeper\'s reptiles (`not-found`).' },
  }, async ({ req: request, reply, params }) => {
    const bytes = await readPhoto(app.store, app.files, currentUserId(request), params.id);
    // The URL changes with the file (?v=), so a private cache may keep it.
    return reply.type('image/webp').header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
  });
}
