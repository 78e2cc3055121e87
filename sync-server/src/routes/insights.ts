/**
 * Insights per reptile (shared/api/insights.ts). Thin: parse, call insights/*, answer. The history
 * reaches devices through pull; these calls ask for a new insight and read the quota.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InsightQuotaResponse, InsightRequest, InsightResponse } from '../../../shared/api/insights';
import type { z } from 'zod';
import { currentUserId } from '../auth/request-user';
import { generateInsight } from '../insights/generate';
import { insightQuota } from '../insights/quota';
import { route } from './declare';

async function insightsPlugin(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET', path: '/api/insights/quota', summary: 'My insight quota this month', tags: ['Insights'], access: 'user', responses: { 200: InsightQuotaResponse },
  }, async ({ req }): Promise<z.infer<typeof InsightQuotaResponse>> => ({ quota: await insightQuota(app.store, currentUserId(req), Date.now()) }));
  route(app, {
    method: 'POST', path: '/api/insights', summary: 'A new insight for one of my reptiles', tags: ['Insights'], access: 'user', body: InsightRequest,
    responses: {
      200: InsightResponse, 400: 'Invalid fields (`invalid-request`).', 403: 'Basic has no insights (`premium-required`).',
      404: 'Not one of the keeper\'s live reptiles (`not-found`).', 429: 'This month\'s insights are used (`insight-quota`, with `resetsAt`).',
    },
  }, async ({ req, body }): Promise<InsightResponse> => generateInsight({ store: app.store, llm: app.config.llm }, currentUserId(req), body, Date.now()));
}

export const insightRoutes = fp(insightsPlugin, { name: 'insight-routes', dependencies: ['authenticate'] });
