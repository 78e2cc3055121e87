/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every API route (openapi/document.ts), for
 * admins only; the app's /api-docs page renders it. Built once, on the first request: the route
 * table cannot change while the process runs.
 */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/document';

export async function openApiRoutes(app: FastifyInstance, opts: { version: string }): Promise<void> {
  let json: string | null = null;
  app.get('/api/openapi.json', { preHandler: app.requireRole('admin') }, async (_req, reply) => {
    json ??= JSON.stringify(buildOpenApiDocument({ version: opts.version }));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-cache').send(json);
  });
}
