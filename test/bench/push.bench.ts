/**
 * Push efficiency (issue 11), printed, never asserted in tests: over real HTTP on loopback, on
 * both databases, at pushes of 10 and of 100 reptile creates. The floor of one push is what any
 * implementation must pay: an authenticated endpoint that parses the same body and validates each
 * mutation's arguments with the shared schema push uses (the protocol requires both; issue 26),
 * and does nothing else, plus raw inserts of the same rows through the same driver, committed in one transaction per
 * push. Printed: floor time / push time (goal at least 0.8). Pushes, no-op requests and raw
 * batches alternate in rounds, so machine noise falls on all three alike.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { v7 as uuidv7 } from 'uuid';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { parseBody } from '../../sync-server/src/sync/checks';
import { PushRequest, SCHEMA_VERSION, type Mutation } from '../../shared/sync/protocol';
import { isMutationName, MUTATIONS } from '../../shared/sync/mutations';
import { postgresTarget, sqliteTarget, type BenchRow, type BenchTarget } from './targets';

export const PUSH_FLOOR_GOAL = 0.8;
const SIZES = [10, 100] as const;
const ROUNDS = 100;
const WARMUP = 15;
/** Pushes per user, under the per-user rate limit (SYNC_LIMITS.pushesPerMinute). */
const PUSHES_PER_USER = 100;

const SPECIES = ['Python regius', 'Pogona vitticeps', 'Eublepharis macularius', 'Correlophus ciliatus', 'Morelia viridis'];
let serial = 0;
export function benchRow(): BenchRow {
  const i = serial++;
  return {
    id: uuidv7(), name: `Reptile ${i}`, species: SPECIES[i % SPECIES.length] ?? 'Python regius', sex: 'unknown',
    hatchDate: '2023-05-01', weightGrams: 100 + (i % 900), lengthCm: 20 + (i % 80), notes: i % 3 === 0 ? 'Feeds well on frozen mice.' : null,
  };
}

/** One keeper's device: its own client id and mutation ids. */
class Device {
  readonly clientId = randomUUID();
  next = 1;
  pushes = 0;
  constructor(readonly user: TestUser) {}
  body(rows: BenchRow[]): string {
    const mutations: Mutation[] = rows.map((args) => ({ id: this.next++, name: 'reptile.create.v1', args, createdAt: Date.now() }));
    this.pushes++;
    return JSON.stringify({ clientId: this.clientId, schemaVersion: SCHEMA_VERSION, mutations });
  }
}

/**
 * One request on a kept-alive connection, its answer read as bytes. Not fetch: fetch decompresses
 * a compressed answer on this process's zlib streams (push's answer is compressed, the no-op's
 * is too small to be), and that client-side work, about 1.5 ms a push here, was counted as the
 * server's. A browser decompresses natively off its main thread.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function post(url: string, user: TestUser, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST', agent,
      headers: { ...user.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'br, gzip' },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function listen(target: BenchTarget): Promise<{ server: TestServer; url: string }> {
  const server = await buildTestServer(await target.freshEnv());
  // The floor's endpoint: authenticated and body-parsed exactly like push, each mutation's
  // arguments validated with the same shared schema as push (MUTATIONS[name].safeParse), then nothing.
  server.app.post('/bench/noop', { preHandler: server.app.authenticate, bodyLimit: 1024 * 1024 }, async (request) => {
    const req = parseBody(PushRequest, request.body);
    for (const m of req.mutations) {
      if (!isMutationName(m.name) || !MUTATIONS[m.name].safeParse(m.args).success) throw new Error(`the floor refused ${m.name}`);
    }
    return { ok: true };
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

interface Figures { size: number; pushMs: number; noopMs: number; rawMs: number }

async function measure(target: BenchTarget): Promise<Figures[]> {
  const { server, url } = await listen(target);
  const rawUser = randomUUID();
  const raw = await target.raw(rawUser);
  let device: Device | null = null;
  const keeper = async () => {
    if (!device || device.pushes >= PUSHES_PER_USER) device = new Device(await createTestUser(server.app, { premiumTier: 'HerpPro' }));
    return device;
  };
  const noopDevice = new Device(await createTestUser(server.app));
  let rawVersion = 1;
  try {
    const figures: Figures[] = [];
    for (const size of SIZES) {
      const times = { pushMs: 0, noopMs: 0, rawMs: 0 };
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        const rows = () => Array.from({ length: size }, benchRow);
        const d = await keeper();
        const pushBody = d.body(rows());
        const noopBody = noopDevice.body(rows());
        const rawRows = rows();
        let t = performance.now();
        await post(`${url}/api/sync/push`, d.user, pushBody);
        const push = performance.now() - t;
        t = performance.now();
        await post(`${url}/bench/noop`, noopDevice.user, noopBody);
        const noop = performance.now() - t;
        t = performance.now();
        await raw.insertBatch(rawUser, rawRows, rawVersion);
        const rawTime = performance.now() - t;
        rawVersion += size;
        if (round < WARMUP) continue;
        times.pushMs += push;
        times.noopMs += noop;
        times.rawMs += rawTime;
      }
      figures.push({ size, ...times });
    }
    return figures;
  } finally {
    await raw.close();
    await server.close();
  }
}

export async function runPushEfficiency(): Promise<boolean> {
  const results: { target: string; f: Figures }[] = [];
  for (const make of [async () => sqliteTarget(), postgresTarget]) {
    const target = await make();
    try {
      for (const f of await measure(target)) results.push({ target: target.name, f });
    } finally {
      await target.close();
    }
  }
  const ms = (total: number) => (total / ROUNDS).toFixed(3).padStart(7);
  console.log(`  ${ROUNDS} pushes per line over HTTP on loopback (after ${WARMUP} warm-up), mean ms per push:`);
  console.log('  database     creates   push   no-op endpoint  raw inserts   floor   floor/push   goal');
  let ok = true;
  for (const { target, f } of results) {
    const floor = f.noopMs + f.rawMs;
    const ratio = floor / f.pushMs;
    ok &&= ratio >= PUSH_FLOOR_GOAL;
    console.log(`  ${target.padEnd(11)} ${String(f.size).padStart(6)}  ${ms(f.pushMs)}  ${ms(f.noopMs)}        ${ms(f.rawMs)}    ${ms(floor)}   ${ratio.toFixed(2).padStart(6)}     >= ${PUSH_FLOOR_GOAL} ${ratio >= PUSH_FLOOR_GOAL ? 'OK' : 'UNDER'}`);
  }
  return ok;
}
