import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../auth/request-user';
import { MAX_PUSH_BYTES, MAX_PUSH_MUTATIONS, PullRequest, PullResponse, PushRequest, PushResponse } from '../../../shared/sync/protocol';
import { pullChanges } from '../sync/pull';
import { applyPush, type SyncDeps } from '../sync/push';
import { scheduleTombstonePurge } from '../sync/tombstones';
import { malformedRequest } from '../sync/checks';
import type { SyncLimits } from '../sync/limits';
import { route } from './declare';

const REFUSALS = {
  400: 'A malformed request (`invalid-batch`) or a newer schema than the server\'s (`unsupported-schema`).',
  403: 'The client id belongs to another account (`client-not-yours`), or the shared collection pulled is not one of the keeper\'s (`not-a-member`).',
  413: 'The request is too large (`payload-too-large`).',
  426: 'This app is too old to sync (`client-too-old`): reload to update; nothing is lost.',
} as const;

/** The sync endpoints (DESIGN.md 2): authenticated, scoped to request.user, logic in ../sync. */
export async function syncRoutes(app: FastifyInstance, opts: { limits?: SyncLimits }): Promise<void> {
  const deps = (log: FastifyInstance['log']): SyncDeps => ({
    store: app.store, files: app.files, limits: opts.limits, logError: (err, msg) => log.error({ err }, msg),
  });
  // Pull's service parses the request again (it is called without HTTP too; the schema is
  // idempotent); push's body is handed on as parsed, 100 mutations being worth parsing once.
  route(app, {
    method: 'POST', path: '/api/sync/push', summary: 'Push mutations',
    description: `Up to ${MAX_PUSH_MUTATIONS} consecutive mutations of one client, applied in one transaction with a savepoint each. A refused mutation is an answer (\`rejected\` with a code), not an error.`,
    tags: ['Sync'], access: 'user', body: PushRequest, refuse: malformedRequest, options: { bodyLimit: MAX_PUSH_BYTES }, responses: { 200: PushResponse, ...REFUSALS },
  }, async ({ req, body }) => applyPush(deps(req.log), currentUserId(req), body));
  route(app, {
    method: 'POST', path: '/api/sync/pull', summary: 'Pull rows',
    description: 'Rows changed since the cookie (tombstones included), rejections, and the next cookie; paged with `hasMore`.',
    tags: ['Sync'], access: 'user', body: PullRequest, refuse: malformedRequest, options: { bodyLimit: 16 * 1024 }, responses: { 200: PullResponse, ...REFUSALS },
  }, async ({ req, body }) => pullChanges(deps(req.log), currentUserId(req), body));
  scheduleTombstonePurge(app);
}
