import type { FastifyInstance } from 'fastify';

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
  // Public settings the app shows to visitors (no token): the support address from SUPPORT_EMAIL.
  app.get('/api/public-config', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return { supportEmail: app.config.supportEmail };
  });
  // The spec's connectivity check: no token, no database, just "the server answers".
  app.get('/api/test-connectivity', async () => ({ ok: true }));
}
