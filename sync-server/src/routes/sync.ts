import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../auth/request-user';
import { MAX_PUSH_BYTES } from '../../../shared/sync/protocol';
import { pullChanges } from '../sync/pull';
import { pushMutations, type SyncDeps } from '../sync/push';
import { scheduleTombstonePurge } from '../sync/tombstones';
import type { SyncLimits } from '../sync/limits';

/** The sync endpoints (DESIGN.md 2): authenticated, scoped to request.user, logic in ../sync. */
export async function syncRoutes(app: FastifyInstance, opts: { limits?: SyncLimits }): Promise<void> {
  const deps = (log: FastifyInstance['log']): SyncDeps => ({
    store: app.store, files: app.files, limits: opts.limits, logError: (err, msg) => log.error({ err }, msg),
  });
  app.post('/api/sync/push', { preHandler: app.authenticate, bodyLimit: MAX_PUSH_BYTES },
    async (request) => pushMutations(deps(request.log), currentUserId(request), request.body));
  app.post('/api/sync/pull', { preHandler: app.authenticate, bodyLimit: 16 * 1024 },
    async (request) => pullChanges(deps(request.log), currentUserId(request), request.body));
  scheduleTombstonePurge(app);
}
