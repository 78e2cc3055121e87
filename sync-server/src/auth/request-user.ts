import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const authRequired = (): HttpError => new HttpError('auth-required', 'Authentication required. Please log in.');

/** The id of the signed-in keeper, from the verified token only (after `app.authenticate`). */
export function currentUserId(request: FastifyRequest): string {
  if (!request.user) throw authRequired();
  return request.user.id;
}
