/**
 * Boots the real application on a fresh temporary DATA_DIR (real SQLite file, real migrations).
 * Server tests use `app.inject`; e2e tests call `startServer` to listen on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig, type Config } from '../../sync-server/src/config';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
}

export async function buildTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'herptrack-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...env });
  const app = await buildApp(config, { logger: false });
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
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
