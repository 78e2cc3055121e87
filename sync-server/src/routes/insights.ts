/**
 * Insights per reptile (shared/api/insights.ts). Thin: parse, call insights/*, answer. The history
 * reaches devices through pull; these calls ask for a new insight and read the quota.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InsightRequest, type InsightQuotaResponse, type InsightResponse } from '../../../shared/api/insights';
import type { z } from 'zod';
import { currentUserId } from '../auth/request-user';
import { parseBody } from '../auth/validate';
import { generateInsight } from '../insights/generate';
import { insightQuota } from '../insights/quota';

async function insightsPlugin(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  app.get('/api/insights/quota', auth, async (req): Promise<z.infer<typeof InsightQuotaResponse>> =>
    ({ quota: await insightQuota(app.store, currentUserId(req), Date.now()) }));
  app.post('/api/insights', auth, async (req): Promise<InsightResponse> =>
    generateInsight({ store: app.store, llm: app.config.llm }, currentUserId(req), parseBody(InsightRequest, req.body), Date.now()));
}

export const insightRoutes = fp(insightsPlugin, { name: 'insight-routes', dependencies: ['authenticate'] });
