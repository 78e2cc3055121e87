/**
 * Shared collections at a breeder's scale (issue 27), printed side by side, on both databases:
 * - a member's first pull of a shared collection of 300 animals and 30,000 feedings against the
 *   same data pulled by its keeper from their own space (goal: the shared pull no slower than 1.2x);
 * - a keeper member's push of 100 feedings into the collection against its owner's push of 100.
 * Over real HTTP on loopback (node:http, answers read uncompressed so no client-side work is
 * counted), the two sides alternating round by round so machine noise falls on both alike. The
 * data is seeded through the push service itself (the per-account push rate lifted for seeding).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { v7 as uuidv7 } from 'uuid';
import { SCHEMA_VERSION, type Mutation, type PullResponse } from '../../shared/sync/protocol';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/constants';
import { addMember, createSharedSpace } from '../../sync-server/src/spaces/members';
import { pushMutations } from '../../sync-server/src/sync/push';
import { SYNC_LIMITS } from '../../sync-server/src/sync/limits';
import { buildTestServer, type TestServer } from '../helpers/server';
import { syncDeps } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { postgresTarget, sqliteTarget, type BenchTarget } from './targets';

export const SHARED_PULL_GOAL = 1.2;
const ANIMALS = 300;
const FEEDINGS_PER_ANIMAL = 100;
const PULL_ROUNDS = 3;
const PUSH_ROUNDS = 20;
const WARMUP = 3;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function post<T>(url: string, user: TestUser, payload: unknown): Promise<T> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST', agent,
      headers: { ...user.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'identity' },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode === 200) resolve(JSON.parse(text) as T);
        else reject(new Error(`${url} answered ${res.statusCode}: ${text}`));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const MEAL = { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] };
const dayOf = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/** Seeds 300 animals (in `spaceId`, or the writer's own space) and 100 feedings each, through the push service. */
async function seed(server: TestServer, writer: TestUser, spaceId: string | undefined): Promise<string[]> {
  const deps = syncDeps(server, { limits: { ...SYNC_LIMITS, pushesPerMinute: 1_000_000 } });
  const clientId = randomUUID();
  let id = 1;
  const ids = Array.from({ length: ANIMALS }, () => uuidv7());
  const all: Mutation[] = [
    ...ids.map((rid, i): Mutation => ({ id: 0, name: 'reptile.create.v1', args: { id: rid, name: `Animal ${i}`, species: 'Python regius', ...(spaceId ? { spaceId } : {}) }, createdAt: 0 })),
    ...ids.flatMap((rid) => Array.from({ length: FEEDINGS_PER_ANIMAL }, (_, d): Mutation => ({ id: 0, name: 'feedingLog.create.v1', args: { id: uuidv7(), reptileId: rid, date: dayOf(d), source: MEAL }, createdAt: 0 }))),
  ];
  for (let i = 0; i < all.length; i += MAX_PUSH_MUTATIONS) {
    const mutations = all.slice(i, i + MAX_PUSH_MUTATIONS).map((m) => ({ ...m, id: id++, createdAt: Date.now() }));
    const res = await pushMutations(deps, writer.id, { clientId, schemaVersion: SCHEMA_VERSION, mutations });
    const refused = res.results.find((r) => r.status === 'rejected');
    if (refused) throw new Error(`seeding refused: ${JSON.stringify(refused)}`);
  }
  return ids;
}

/** A first pull of the space, page by page to the end; answers the rows received. */
async function pullAll(url: string, user: TestUser, spaceId?: string): Promise<number> {
  const clientId = randomUUID();
  let cookie = 0;
  let rows = 0;
  for (;;) {
    const page = await post<PullResponse>(`${url}/api/sync/pull`, user, { clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0, ...(spaceId ? { spaceId } : {}) });
    rows += Object.values(page.changes).reduce((n, list) => n + list.length, 0);
    cookie = page.cookie;
    if (!page.hasMore) return rows;
  }
}

interface Figures { target: string; rows: number; ownRows: number; ownPullMs: number; sharedPullMs: number; ownerPushMs: number; memberPushMs: number }

async function measure(target: BenchTarget): Promise<Figures> {
  const server = await buildTestServer(await target.freshEnv());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  try {
    const owner = await createTestUser(server.app, { premiumTier: 'HerpPro' });
    const member = await createTestUser(server.app);
    const solo = await createTestUser(server.app, { premiumTier: 'HerpPro' });
    const space = await createSharedSpace(server.app.store, owner.id, { kind: 'team', name: 'Racks' }, Date.now());
    await addMember(server.app.store, space, member.id, 'keeper', null, Date.now());
    const started = performance.now();
    const animals = await seed(server, owner, space);
    await seed(server, solo, undefined);
    // Seeding counted in the accounts' push-rate window: start the measured pushes from none.
    await server.app.store.run('UPDATE sync_spaces SET push_count = 0');
    console.log(`  ${target.name}: seeded two collections of ${ANIMALS} animals and ${(ANIMALS * FEEDINGS_PER_ANIMAL).toLocaleString('en-US')} feedings in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const f: Figures = { target: target.name, rows: 0, ownRows: 0, ownPullMs: 0, sharedPullMs: 0, ownerPushMs: 0, memberPushMs: 0 };
    for (let round = 0; round < 1 + PULL_ROUNDS; round++) {
      let t = performance.now();
      const own = await pullAll(url, solo);
      const ownMs = performance.now() - t;
      t = performance.now();
      const shared = await pullAll(url, member, space);
      const sharedMs = performance.now() - t;
      // The own pull also brings the keeper's achievements, coins and wallet (a few dozen rows).
      if (shared !== ANIMALS * (1 + FEEDINGS_PER_ANIMAL) || own < shared) throw new Error(`unexpected pulls: ${own} own and ${shared} shared rows`);
      if (round === 0) continue;
      f.rows = shared;
      f.ownRows = own;
      f.ownPullMs += ownMs / PULL_ROUNDS;
      f.sharedPullMs += sharedMs / PULL_ROUNDS;
    }

    const devices = [owner, member].map((user) => ({ user, clientId: randomUUID(), next: 1 }));
    for (let round = 0; round < WARMUP + PUSH_ROUNDS; round++) {
      // Who goes first alternates, so neither side always follows the other's writes.
      for (const d of round % 2 === 0 ? devices : [...devices].reverse()) {
        const mutations: Mutation[] = Array.from({ length: 100 }, (_, i) => ({
          id: d.next++, name: 'feedingLog.create.v1', createdAt: Date.now(),
          args: { id: uuidv7(), reptileId: animals[(round * 100 + i) % animals.length], date: dayOf(200 + round), source: MEAL },
        }));
        const t = performance.now();
        const res = await post<{ results: { status: string }[] }>(`${url}/api/sync/push`, d.user, { clientId: d.clientId, schemaVersion: SCHEMA_VERSION, mutations });
        const ms = performance.now() - t;
        if (res.results.some((r) => r.status !== 'applied')) throw new Error('a bench push was refused');
        if (round < WARMUP) continue;
        if (d.user === owner) f.ownerPushMs += ms / PUSH_ROUNDS;
        else f.memberPushMs += ms / PUSH_ROUNDS;
      }
    }
    return f;
  } finally {
    await server.close();
  }
}

export async function runSharedCollections(): Promise<boolean> {
  const results: Figures[] = [];
  for (const make of [async () => sqliteTarget(), postgresTarget]) {
    const target = await make();
    try {
      results.push(await measure(target));
    } finally {
      await target.close();
    }
  }
  console.log(`  first pull, mean of ${PULL_ROUNDS} (after 1 warm-up), and a push of 100 feedings, mean of ${PUSH_ROUNDS} (after ${WARMUP}), in ms:`);
  console.log('  database     rows (own/shared)  own pull  shared pull  shared/own  goal   | owner push  member push  member/owner');
  let ok = true;
  for (const r of results) {
    const ratio = r.sharedPullMs / r.ownPullMs;
    if (ratio > SHARED_PULL_GOAL) ok = false;
    console.log(`  ${r.target.padEnd(11)} ${`${r.ownRows}/${r.rows}`.padStart(17)} ${r.ownPullMs.toFixed(0).padStart(10)} ${r.sharedPullMs.toFixed(0).padStart(12)} ${ratio.toFixed(2).padStart(11)}  <=${SHARED_PULL_GOAL}  | ${r.ownerPushMs.toFixed(2).padStart(10)} ${r.memberPushMs.toFixed(2).padStart(12)} ${(r.memberPushMs / r.ownerPushMs).toFixed(2).padStart(13)}`);
  }
  return ok;
}
