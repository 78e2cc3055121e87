/**
 * `app.authenticate` (a preHandler, or an onRequest hook where a body must not be read first)
 * reads the bearer token, verifies it, checks that the account still exists with the same session
 * epoch and that the token's sign-in (refresh family) has not been revoked by a sign-out, a
 * detected token reuse or a password reset, and sets `request.user`. Every user-scoped route uses
 * it and reads the user id only from `request.user`, never from the body or the URL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { verifyAccessToken, type Role } from '../auth/access-token';

export interface AuthUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

// Every authenticated request asks: two primary-key lookups, prepared once per connection.
const SESSION = `SELECT u.role, u.session_epoch AS epoch FROM users u
  JOIN refresh_families f ON f.id = ? AND f.user_id = u.id AND f.revoked_at IS NULL WHERE u.id = ?`;

const unauthorized = () => new HttpError('auth-required', 'Authentication required. Please log in.');

export default fp(async function authenticatePlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    let claims;
    try {
      claims = await verifyAccessToken(app.config.jwtSecret, header.slice(7).trim());
    } catch {
      throw unauthorized();
    }
    const row = await app.store.one<{ role: Role; epoch: number }>(SESSION, [claims.familyId, claims.userId]);
    if (!row || row.epoch !== claims.epoch) throw unauthorized();
    request.user = { id: claims.userId, role: row.role };
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!request.user || !roles.includes(request.user.role)) throw new HttpError('forbidden', 'You do not have permission to do that.');
  });
}, { name: 'authenticate' });
