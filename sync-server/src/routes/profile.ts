/**
 * The signed-in keeper's own account: profile, preferences, avatar, deletion. Every route runs
 * `app.authenticate` and passes only `request.user`'s id on; ids in bodies or URLs are ignored.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DeleteAccountBody, PreferencesUpdate, ProfileUpdate } from '../../../shared/schemas/auth';
import { acceptRawImages } from '../auth/images';
import { clearRefreshCookie } from '../auth/cookie';
import { IP_LIMITS } from '../auth/limits';
import { rateLimited } from '../auth/throttle';
import { databaseRateLimitStore } from '../plugins/rate-limit-store';
import { currentUserId } from '../auth/request-user';
import { parseBody } from '../auth/validate';
import { AVATAR_URL_PREFIX } from '../auth/users';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { accounts: a, config } = app;
  const auth = { preHandler: app.authenticate };
  // Per-IP limits, as on the accounts API (routes/auth.ts purges the shared counters).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.store),
    errorResponseBuilder: (_req, ctx) => rateLimited(Math.ceil(ctx.ttl / 1000)) });

  app.get('/api/profile', auth, async (req) => a.profiles.get(currentUserId(req)));
  app.patch('/api/profile', auth, async (req) => a.profiles.update(currentUserId(req), parseBody(ProfileUpdate, req.body)));

  app.get('/api/user-preferences', auth, async (req) => a.profiles.preferences(currentUserId(req)));
  app.put('/api/user-preferences', auth, async (req) => a.profiles.setPreferences(currentUserId(req), parseBody(PreferencesUpdate, req.body)));

  // It checks a password: limited per IP (before the token is even read) and per account and client.
  app.delete('/api/account', { ...auth, config: { rateLimit: IP_LIMITS.deleteAccount } }, async (req, reply) => {
    await a.profiles.deleteAccount(currentUserId(req), parseBody(DeleteAccountBody, req.body).password, req.ip);
    clearRefreshCookie(reply, config);
    return reply.status(204).send();
  });

  await app.register(avatarRoutes);

  app.get<{ Params: { file: string } }>(`${AVATAR_URL_PREFIX}:file`, async (req, reply) => {
    const bytes = await a.avatars.read(req.params.file);
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

  // onRequest: a stranger is turned away before any of the upload is read.
  app.post('/api/profile/avatar', { onRequest: app.authenticate }, async (req) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return app.accounts.profiles.setAvatar(currentUserId(req), body);
  });

  app.delete('/api/profile/avatar', { preHandler: app.authenticate }, async (req) => app.accounts.profiles.removeAvatar(currentUserId(req)));
}
