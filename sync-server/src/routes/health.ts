import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { HealthResponse, LivenessResponse, Ok, PublicConfig, ReadinessResponse } from '../openapi/local-schemas';
import { route } from './declare';

const HealthReply = {
  type: 'object',
  properties: { status: { type: 'string' }, version: { type: 'string' }, time: { type: 'string' } },
  required: ['status', 'version', 'time'],
} as const;

export async function healthRoutes(app: FastifyInstance, opts: { version: string }): Promise<void> {
  route(app, {
    method: 'GET', path: '/api/health', summary: 'Health check', description: 'The server and its database answer.', tags: ['System'], access: 'public',
    responses: { 200: HealthResponse }, options: { schema: { response: { 200: HealthReply } } },
  }, async () => {
    // The database answers (through the same store every service uses).
    await app.store.one('SELECT 1 AS ok');
    return { status: 'ok', version: opts.version, time: new Date().toISOString() };
  });

  // Liveness: the process answers. Never the database: a restart would not mend a database that
  // is down, and every process restarting together would only add load.
  route(app, {
    method: 'GET', path: '/api/health/live', summary: 'Liveness probe', description: 'The process answers (the database is not asked): restart it when this fails.',
    tags: ['System'], access: 'public', responses: { 200: LivenessResponse },
  }, async () => ({ status: 'ok' }));

  // Readiness: this process should be sent requests, i.e. its database answers and it is not
  // shutting down. Fastify itself answers 503 to a request that arrives once closing began; the
  // flag covers one already routed, waiting on the database, when the close begins.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  route(app, {
    method: 'GET', path: '/api/health/ready', summary: 'Readiness probe', description: 'Send this process requests: its database answers and it is not shutting down.',
    tags: ['System'], access: 'public',
    responses: { 200: ReadinessResponse, 503: 'Shutting down (`draining`, or Fastify\'s `Service Unavailable` once it stopped taking requests) or the database does not answer (`database-unavailable`).' },
  }, async ({ req: request }) => {
    try {
      await app.store.one('SELECT 1 AS ok');
    } catch (err) {
      request.log.warn({ err }, 'readiness: the database does not answer');
      throw new HttpError('database-unavailable', 'The database does not answer.');
    }
    if (draining) throw new HttpError('draining', 'The server is shutting down.');
    return { status: 'ready' };
  });

  // Public settings the app shows to visitors (no token): the support address from SUPPORT_EMAIL.
  route(app, {
    method: 'GET', path: '/api/public-config', summary: 'Public settings', description: 'What the app shows to visitors (the support address).', tags: ['System'], access: 'public',
    responses: { 200: PublicConfig },
  }, async ({ reply }) => {
    void reply.header('cache-control', 'public, max-age=300');
    return { supportEmail: app.config.supportEmail };
  });
  // The spec's connectivity check: no token, no database, just "the server answers".
  route(app, {
    method: 'GET', path: '/api/test-connectivity', summary: 'Connectivity check', description: 'No token, no database: the server answers.', tags: ['System'], access: 'public',
    responses: { 200: Ok },
  }, async () => ({ ok: true }));
}
