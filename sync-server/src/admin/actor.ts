/** Who is acting, for the audit log: the signed-in admin or moderator, from the verified token only. */
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/log';
import { authRequired } from '../auth/request-user';

export function currentActor(request: FastifyRequest): AuditActor {
  if (!request.user) throw authRequired();
  return { id: request.user.id, role: request.user.role };
}
