/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every declared route (openapi/document.ts),
 * for admins only; the app's /api-docs page renders it. Built once, on the first request, from the
 * declarations registered on this app: no route is added while the process runs.
 */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/document';
import { OpenApiDocument } from '../openapi/local-schemas';
import { declaredRoutes, route } from './declare';

export async function openApiRoutes(app: FastifyInstance, opts: { version: string }): Promise<void> {
  let json: string | null = null;
  route(app, {
    method: 'GET', path: '/api/openapi.json', summary: 'This OpenAPI document', tags: ['Documentation'], access: 'admin',
    responses: { 200: OpenApiDocument },
  }, async ({ reply }) => {
    json ??= JSON.stringify(buildOpenApiDocument({ version: opts.version }, declaredRoutes(app)));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-cache').send(json);
  });
}
