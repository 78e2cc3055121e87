/**
 * Load (issue 11), printed, never asserted in tests: 200 simulated keepers, each with its own
 * account and device, pushing 10 reptile creates and pulling what changed, in turn, as fast as
 * the server answers, for a bounded time; against one server process on SQLite and against two
 * server processes on one PostgreSQL (keepers split between them). Servers are real child
 * processes started as `npm start` starts them (node + tsx, production settings) on loopback.
 * Printed: pushes/s, p50/p99 latency of all requests, errors (goal none), and each server
 * process's peak resident memory (VmHWM). Driven by autocannon, one connection per keeper.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { buildTestServer } from '../helpers/server';
import { freePort } from '../helpers/processes';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { SYNC_LIMITS } from '../../sync-server/src/sync/limits';
import { createTestUser } from '../helpers/users';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { benchRow } from './push.bench';
import { postgresTarget, sqliteTarget, type BenchTarget } from './targets';

const KEEPERS = 200;
const SECONDS = 10;
const JWT_SECRET = 'load-bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

interface Keeper { token: string; clientId: string; next: number; cookie: number }

/** Accounts made through an in-process server on the same database (migrating it), then closed. */
async function makeKeepers(env: Record<string, string>): Promise<Keeper[]> {
  const server = await buildTestServer({ ...env, JWT_SECRET });
  try {
    const keepers: Keeper[] = [];
    for (let i = 0; i < KEEPERS; i++) {
      const user = await createTestUser(server.app, { premiumTier: 'HerpPro' });
      keepers.push({ token: user.token, clientId: randomUUID(), next: 1, cookie: 0 });
    }
    return keepers;
  } finally {
    // Keep the temporary DATA_DIR: the child processes open the same one.
    await server.app.close();
  }
}

async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    env: { ...process.env, ...env, JWT_SECRET, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'error', STATIC_DIR: './dist' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server process did not start');
}

const peakMb = (child: ChildProcess): number => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

interface Outcome { pushes: number; requests: number; errors: number; p50: number; p99: number }

/** One autocannon run: one connection per keeper, push and pull in turn. */
async function drive(url: string, keepers: Keeper[]): Promise<Outcome> {
  let assigned = 0;
  let pushes = 0;
  let refused = 0;
  const keeperOf = (context: Record<string, unknown>): Keeper => {
    // autocannon keeps a context per connection; the request list below is long enough that a
    // connection never loops back to its start (which would reset the context) within the run.
    context.keeper ??= keepers[assigned++ % keepers.length];
    return context.keeper as Keeper;
  };
  const push = {
    method: 'POST' as const, path: '/api/sync/push',
    setupRequest: (req: autocannon.Request, ctx: object): autocannon.Request => {
      const context = ctx as Record<string, unknown>;
      const k = keeperOf(context);
      const mutations = Array.from({ length: 10 }, () => ({ id: k.next++, name: 'reptile.create.v1', args: benchRow(), createdAt: Date.now() }));
      return { ...req, headers: { authorization: `Bearer ${k.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ clientId: k.clientId, schemaVersion: SCHEMA_VERSION, mutations }) };
    },
    onResponse: (status: number, body: string) => {
      if (status === 200 && !(JSON.parse(body) as { gapAt?: number }).gapAt) pushes++;
      else refused++;
    },
  };
  const pull = {
    method: 'POST' as const, path: '/api/sync/pull',
    setupRequest: (req: autocannon.Request, ctx: object): autocannon.Request => {
      const context = ctx as Record<string, unknown>;
      const k = keeperOf(context);
      return { ...req, headers: { authorization: `Bearer ${k.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ clientId: k.clientId, schemaVersion: SCHEMA_VERSION, cookie: k.cookie, sinceMutationId: 0 }) };
    },
    onResponse: (status: number, body: string, ctx?: object) => {
      const context = ctx as Record<string, unknown>;
      if (status !== 200) {
        refused++;
        return;
      }
      (context.keeper as Keeper).cookie = (JSON.parse(body) as { cookie: number }).cookie;
    },
  };
  const requests = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? push : pull));
  const result = await autocannon({ url, connections: keepers.length, duration: SECONDS, requests, timeout: 30 });
  return {
    pushes, requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + refused,
    p50: result.latency.p50, p99: result.latency.p99,
  };
}

async function load(target: BenchTarget, processes: number): Promise<string> {
  const env = await target.freshEnv();
  const keepers = await makeKeepers(env);
  const servers = [];
  try {
    for (let i = 0; i < processes; i++) servers.push(await startProcess(env));
    const share = Math.ceil(keepers.length / processes);
    const outcomes = await Promise.all(servers.map((s, i) => drive(s.url, keepers.slice(i * share, (i + 1) * share))));
    const pushes = outcomes.reduce((n, o) => n + o.pushes, 0);
    const errors = outcomes.reduce((n, o) => n + o.errors, 0);
    const requests = outcomes.reduce((n, o) => n + o.requests, 0);
    const p50 = Math.max(...outcomes.map((o) => o.p50));
    const p99 = Math.max(...outcomes.map((o) => o.p99));
    const memory = servers.map((s) => `${peakMb(s.child).toFixed(0)} MB`).join(' + ');
    return `  ${`${target.name}, ${processes} process${processes > 1 ? 'es' : ''}`.padEnd(24)} ${(pushes / SECONDS).toFixed(0).padStart(6)} pushes/s` +
      `  ${(requests / SECONDS).toFixed(0).padStart(6)} requests/s  p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(5)} ms  errors ${errors}${errors === 0 ? ' (goal none: OK)' : ' (goal none: FAILED)'}  peak memory ${memory}`;
  } finally {
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await new Promise((r) => s.child.once('exit', r));
    }
  }
}

export async function runLoadTest(): Promise<boolean> {
  console.log(`  ${KEEPERS} keepers, one connection each, pushing 10 creates and pulling in turn for ${SECONDS} s:`);
  const lines: string[] = [];
  const sqlite = sqliteTarget();
  try {
    lines.push(await load(sqlite, 1));
  } finally {
    await sqlite.close();
  }
  const pg = await postgresTarget();
  try {
    lines.push(await load(pg, 2));
  } finally {
    await pg.close();
  }
  for (const l of lines) console.log(l);
  return lines.every((l) => l.includes('errors 0 '));
}

/**
 * Issue 10's measure of the pull path: an empty pull against a push of one mutation, requests/s
 * at 10 connections for 3 s each, on SQLite (the pull used to build its statements on every
 * request and answered at half a push's rate). In this process, with the per-user push rate
 * lifted: the bench pushes far faster than any keeper may.
 */
export async function runEmptyPullVsPush(): Promise<boolean> {
  const env = await sqliteTarget().freshEnv();
  const dataDir = env.DATA_DIR ?? '';
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET });
  const app = await buildApp(config, { logger: false, syncLimits: { ...SYNC_LIMITS, pushesPerMinute: Infinity } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : '';
  try {
    const keepers: Keeper[] = [];
    for (let i = 0; i < 10; i++) {
      const user = await createTestUser(app, { premiumTier: 'HerpPro' });
      keepers.push({ token: user.token, clientId: randomUUID(), next: 1, cookie: 0 });
    }
    const rate = async (path: string, body: (k: Keeper) => unknown) => {
      let assigned = 0;
      const request = {
        method: 'POST' as const, path,
        setupRequest: (req: autocannon.Request, ctx: object): autocannon.Request => {
          const context = ctx as Record<string, unknown>;
          context.keeper ??= keepers[assigned++ % keepers.length];
          const k = context.keeper as Keeper;
          return { ...req, headers: { authorization: `Bearer ${k.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body(k)) };
        },
      };
      const result = await autocannon({ url, connections: 10, duration: 3, requests: Array.from({ length: 20_000 }, () => request) });
      return { perSecond: result.requests.average, errors: result.errors + result.non2xx + result.timeouts };
    };
    const pull = await rate('/api/sync/pull', (k) => ({ clientId: k.clientId, schemaVersion: SCHEMA_VERSION, cookie: k.cookie, sinceMutationId: 0 }));
    const push = await rate('/api/sync/push', (k) => ({ clientId: k.clientId, schemaVersion: SCHEMA_VERSION, mutations: [{ id: k.next++, name: 'reptile.create.v1', args: benchRow(), createdAt: Date.now() }] }));
    console.log(`  empty pull ${pull.perSecond.toFixed(0)} requests/s, one-mutation push ${push.perSecond.toFixed(0)} requests/s (10 connections, SQLite, load generator in the same process): pull/push ${(pull.perSecond / push.perSecond).toFixed(2)}; errors ${pull.errors + push.errors}`);
    return pull.errors + push.errors === 0;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
