/**
 * Boots the real application on a fresh temporary DATA_DIR (real SQLite file, real migrations),
 * or, in the server-pg project (HERPTRACK_TEST_DATABASE=postgres), on a fresh database of the
 * run's PostgreSQL cluster, dropped again on close. A test that needs one kind whatever the
 * project passes DATABASE_URL itself ('' for SQLite).
 * Server tests use `app.inject`; e2e tests call `startServer` to listen on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig, type Config } from '../../sync-server/src/config';
import { dropPostgresDatabase, freshPostgresDatabase } from './postgres';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
}

/** Whether this test run puts test servers on PostgreSQL (the server-pg project). */
export const onPostgres = (): boolean => process.env.HERPTRACK_TEST_DATABASE === 'postgres';

export async function buildTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'herptrack-test-'));
  const databaseUrl = env.DATABASE_URL ?? (onPostgres() ? await freshPostgresDatabase() : '');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...env, DATABASE_URL: databaseUrl });
  const app = await buildApp(config, { logger: false });
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      // A database this helper made is dropped; one the test passed in is the test's.
      if (databaseUrl && env.DATABASE_URL === undefined) await dropPostgresDatabase(databaseUrl);
    },
  };
}

/** Listens on a free loopback port; `url` is the origin the browser should open. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer & { url: string }> {
  const server = await buildTestServer({ STATIC_DIR: './dist', ...env });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind to a port');
  return { ...server, url: `http://127.0.0.1:${address.port}` };
}
