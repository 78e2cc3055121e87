import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

const HealthReply = {
  type: 'object',
  properties: { status: { type: 'string' }, version: { type: 'string' }, time: { type: 'string' } },
  required: ['status', 'version', 'time'],
} as const;

export async function healthRoutes(app: FastifyInstance, opts: { version: string }): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: HealthReply } } }, async () => {
    // The database answers (through the same store every service uses).
    await app.store.one('SELECT 1 AS ok');
    return { status: 'ok', version: opts.version, time: new Date().toISOString() };
  });

  // Liveness: the process answers. Never the database: a restart would not mend a database that
  // is down, and every process restarting together would only add load.
  app.get('/api/health/live', async () => ({ status: 'ok' }));

  // Readiness: this process should be sent requests, i.e. its database answers and it is not
  // shutting down. Fastify itself answers 503 to a request that arrives once closing began; the
  // flag covers one already routed, waiting on the database, when the close begins.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.get('/api/health/ready', async (request) => {
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
  app.get('/api/public-config', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return { supportEmail: app.config.supportEmail };
  });
  // The spec's connectivity check: no token, no database, just "the server answers".
  app.get('/api/test-connectivity', async () => ({ ok: true }));
}
