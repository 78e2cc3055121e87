/**
 * Real server processes for tests of several processes on one database (issue 11): each is
 * `sync-server/src/main.ts` started as `npm start` starts it (node + tsx), on a free loopback
 * port, sharing a test server's DATA_DIR (its secrets and uploads) and database (its SQLite file,
 * or its PostgreSQL database). Devices reach them over HTTP, through the real sync client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { IDBFactory } from 'fake-indexeddb';
import { ApiError, NetworkError } from '../../app/lib/api/client';
import { SyncClient } from '../../app/lib/sync/client';
import type { PullRequest, PullResponse, PushRequest, PushResponse } from '../../shared/sync/protocol';
import type { TestServer } from './server';
import { deviceDb, type TestTransport } from './sync-client';
import type { TestUser } from './users';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL, then waits for the exit: a crash, not a shutdown. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  /** With `logs`: every JSON line the process wrote to stdout so far, parsed. */
  logs: () => Record<string, unknown>[];
  /** With `logs`: its stdout so far, as written. */
  output: () => string;
}

export interface ServerProcessOptions {
  /** Added to (and overriding) the process's environment, e.g. `{ LOG_LEVEL: 'info' }`. */
  env?: Record<string, string>;
  /** Keep the process's stdout (its log lines) for `logs()`, instead of dropping it. */
  logs?: boolean;
}

/** A free loopback port (taken by nobody the moment it is answered). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
  else child.once('exit', (code) => resolve(code));
});

/** Starts a server process on the same data and database as `base`; resolves once it answers. */
export async function startServerProcess(base: Pick<TestServer, 'dataDir' | 'config'>, opts: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', HOST: '127.0.0.1', PORT: String(port),
      DATA_DIR: base.dataDir, DATABASE_URL: base.config.databaseUrl ?? '', STATIC_DIR: base.config.staticDir,
      ...opts.env,
    },
    stdio: ['ignore', opts.logs ? 'pipe' : 'ignore', 'inherit'],
  });
  const exited = exitOf(child);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  // The last piece may be a line still being written.
  const logs = () => output.split('\n').slice(0, -1).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) {
      return {
        url, child, exited, logs, output: () => output,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server process did not answer within 30 s');
}

/** A transport over HTTP to whichever process `pick` chooses for each request. */
export function processTransport(user: TestUser, pick: () => string): TestTransport {
  const t: TestTransport = {
    offline: false,
    async call<T>(path: string, payload: unknown): Promise<T> {
      if (t.offline) throw new NetworkError();
      let res: Response;
      try {
        res = await fetch(`${pick()}${path}`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      } catch {
        throw new NetworkError();
      }
      const body = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new ApiError(res.status, String(body.error ?? `http-${res.status}`), String(body.message ?? ''), body);
      return body as T;
    },
    push: (req: PushRequest) => t.call<PushResponse>('/api/sync/push', req),
    pull: (req: PullRequest) => t.call<PullResponse>('/api/sync/pull', req),
  };
  return t;
}

/** A device (its own IndexedDB) of `user` whose requests go to the processes `pick` chooses. */
export function processDevice(user: TestUser, pick: () => string) {
  const transport = processTransport(user, pick);
  const db = deviceDb(user.id, new IDBFactory());
  const client = new SyncClient(db, { transport, onError: (err) => console.error(err) });
  return { db, client, transport };
}
