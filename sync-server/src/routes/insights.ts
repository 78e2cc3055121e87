/**
 * Insights per reptile (shared/api/insights.ts). Thin: parse, call insights/*, answer. The history
 * reaches devices through pull; these calls ask for a new insight and read the quota.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InsightQuotaQuery, InsightQuotaResponse, InsightRequest, InsightResponse } from '../../../shared/api/insights';
import type { z } from 'zod';
import { currentUserId } from '../auth/request-user';
import { generateInsight } from '../insights/generate';
import { insightQuota } from '../insights/quota';
import { spaceFor } from '../spaces/members';
import { route } from './declare';

async function insightsPlugin(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET', path: '/api/insights/quota', summary: 'My insight quota this month, or a shared collection\'s', tags: ['Insights'], access: 'user',
    query: InsightQuotaQuery, responses: { 200: InsightQuotaResponse, 404: 'Not a shared collection the keeper is a member of (`not-found`).' },
  }, async ({ req, query }): Promise<z.infer<typeof InsightQuotaResponse>> => {
    const now = Date.now();
    const { spaceId, ownerId } = await spaceFor(app.store, currentUserId(req), query.spaceId ?? currentUserId(req), 'space.read', now);
    return { quota: await insightQuota(app.store, spaceId, now, ownerId) };
  });
  route(app, {
    method: 'POST', path: '/api/insights', summary: 'A new insight for one of my reptiles, or of a shared collection where my role allows it', tags: ['Insights'], access: 'user', body: InsightRequest,
    responses: {
      200: InsightResponse, 400: 'Invalid fields (`invalid-request`).', 403: 'Basic has no insights (`premium-required`: the owner\'s plan for a shared collection), or the member\'s role does not ask for insights (`role-sitter`, `role-viewer`).',
      404: 'Not a live reptile of the keeper or of a collection they are a member of (`not-found`).', 429: 'This month\'s insights are used (`insight-quota`, with `resetsAt`).',
    },
  }, async ({ req, body }): Promise<InsightResponse> => generateInsight({ store: app.store, llm: app.config.llm }, currentUserId(req), body, Date.now()));
}

export const insightRoutes = fp(insightsPlugin, { name: 'insight-routes', dependencies: ['authenticate'] });
