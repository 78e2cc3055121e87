import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const HealthReply = {
  type: 'object',
  properties: { status: { type: 'string' }, version: { type: 'string' }, time: { type: 'string' } },
  required: ['status', 'version', 'time'],
} as const;

export async function healthRoutes(app: FastifyInstance, opts: { db: Db; version: string }): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: HealthReply } } }, async () => {
    opts.db.run(sql`select 1`);
    return { status: 'ok', version: opts.version, time: new Date().toISOString() };
  });
  // The spec's connectivity check: no token, no database, just "the server answers".
  app.get('/api/test-connectivity', async () => ({ ok: true }));
}
