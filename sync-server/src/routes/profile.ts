/**
 * The signed-in keeper's own account: profile, preferences, avatar, deletion. Every route runs
 * `app.authenticate` and passes only `request.user`'s id on; ids in bodies or URLs are ignored.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DeleteAccountBody, Preferences, PreferencesUpdate, Profile, ProfileUpdate, USERNAME_CHANGE_DAYS } from '../../../shared/schemas/auth';
import { acceptRawImages } from '../auth/images';
import { clearRefreshCookie } from '../auth/cookie';
import { IP_LIMITS } from '../auth/limits';
import { rateLimited } from '../auth/throttle';
import { databaseRateLimitStore } from '../plugins/rate-limit-store';
import { currentUserId } from '../auth/request-user';
import { AVATAR_URL_PREFIX } from '../auth/users';
import { binary, imageBody, imageRefusals, RATE_LIMITED } from '../openapi/route-doc';
import { route } from './declare';

const tags = ['Profile'] as const;

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, config } = app;
  // Per-IP limits, as on the accounts API (routes/auth.ts purges the shared counters).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.store),
    errorResponseBuilder: (_req, ctx) => rateLimited(Math.ceil(ctx.ttl / 1000)) });

  route(app, { method: 'GET', path: '/api/profile', summary: 'My profile', tags, access: 'user', responses: { 200: Profile } },
    async ({ req }) => accounts.profiles.get(currentUserId(req)));
  route(app, {
    method: 'PATCH', path: '/api/profile', summary: 'Change my profile', description: `Any of username (once every ${USERNAME_CHANGE_DAYS} days), bio and location.`,
    tags, access: 'user', body: ProfileUpdate,
    responses: { 200: Profile, 400: 'Invalid fields (`invalid-request` with `fields`).', 409: 'The username is taken (`username-taken`) or was changed too recently (`username-too-soon`).' },
  }, async ({ req, body }) => accounts.profiles.update(currentUserId(req), body));

  route(app, { method: 'GET', path: '/api/user-preferences', summary: 'My preferences', tags, access: 'user', responses: { 200: Preferences } },
    async ({ req }) => accounts.profiles.preferences(currentUserId(req)));
  route(app, {
    method: 'PUT', path: '/api/user-preferences', summary: 'Change my preferences', description: 'Any subset; answers the whole set.', tags, access: 'user',
    body: PreferencesUpdate, responses: { 200: Preferences, 400: 'Invalid fields (`invalid-request`).' },
  }, async ({ req, body }) => accounts.profiles.setPreferences(currentUserId(req), body));

  // It checks a password: limited per IP (before the token is even read) and per account and client.
  route(app, {
    method: 'DELETE', path: '/api/account', summary: 'Delete my account',
    description: 'Needs the password again. Deletes every row and file of the account and ends its sessions.', tags, access: 'user', body: DeleteAccountBody,
    options: { config: { rateLimit: IP_LIMITS.deleteAccount } },
    responses: { 204: 'Deleted.', 400: 'Invalid fields (`invalid-request`).', 403: 'Wrong password (`password-incorrect`).', 429: RATE_LIMITED },
  }, async ({ req, reply, body }) => {
    await accounts.profiles.deleteAccount(currentUserId(req), body.password, req.ip);
    clearRefreshCookie(reply, config);
    return reply.status(204).send();
  });

  await app.register(avatarRoutes);

  route(app, {
    method: 'GET', path: `${AVATAR_URL_PREFIX}:file`, summary: 'An avatar image', description: 'Public: avatars are shown to other keepers. Names are random and never reused.',
    tags, access: 'public', responses: { 200: binary('image/webp', 'The avatar.'), 404: 'No such avatar.' },
  }, async ({ reply, params }) => {
    const bytes = await accounts.avatars.read(params.file ?? '');
    if (!bytes) return reply.callNotFound();
    // Names are random and never reused, so a cached copy is never stale.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}

/**
 * POST /api/profile/avatar takes the raw image as the body (any content type: the magic bytes
 * decide). Its own scope, so the catch-all body parser touches no other route.
 */
async function avatarRoutes(app: FastifyInstance): Promise<void> {
  acceptRawImages(app, 'avatar');

  // bodyType image: a stranger is turned away (onRequest) before any of the upload is read.
  route(app, {
    method: 'POST', path: '/api/profile/avatar', summary: 'Upload my avatar', description: imageBody('avatar', 're-encoded on the server.'),
    tags, access: 'user', bodyType: 'image', responses: { 200: Profile, ...imageRefusals('avatar') },
  }, async ({ req, body }) => app.accounts.profiles.setAvatar(currentUserId(req), Buffer.isBuffer(body) ? body : Buffer.alloc(0)));

  route(app, { method: 'DELETE', path: '/api/profile/avatar', summary: 'Remove my avatar', tags, access: 'user', responses: { 200: Profile } },
    async ({ req }) => app.accounts.profiles.removeAvatar(currentUserId(req)));
}
