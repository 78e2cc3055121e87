import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** The authenticated user's id in a route behind `app.authenticate` (401 if it somehow is not). */
export function requireUserId(request: FastifyRequest): string {
  if (!request.user) throw new HttpError(401, 'auth-required', 'Authentication required. Please log in.');
  return request.user.id;
}
