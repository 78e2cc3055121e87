/**
 * Several server processes on one database (issue 11): real `main.ts` processes on this test
 * server's data and database (PostgreSQL in the server-pg project, the shared SQLite file in the
 * server project), reached over HTTP.
 * - Two devices racing for a Basic keeper's 5th reptile through two processes: exactly one wins.
 * - Two devices taking the last feeders through two processes: stock never goes below zero.
 * - A process killed (SIGKILL) in the middle of a push loses and duplicates nothing: the batch
 *   is wholly there or wholly not, and the resend through another process completes it exactly once.
 * - Per-IP limits hold across processes (counted in the database, not in each process).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, type Mutation, type PushResponse } from '../../shared/sync/protocol';
import { IP_LIMITS } from '../../sync-server/src/auth/limits';
import { startServerProcess, type ServerProcess } from '../helpers/processes';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
let one: ServerProcess;
let two: ServerProcess;
beforeAll(async () => {
  s = await buildTestServer();
  [one, two] = await Promise.all([startServerProcess(s), startServerProcess(s)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await s.close();
});

async function push(url: string, user: TestUser, clientId: string, mutations: Mutation[]): Promise<PushResponse> {
  const res = await fetch(`${url}/api/sync/push`, {
    method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION, mutations }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PushResponse;
}

const count = async (sql: string, params: (string | number)[]) => (await s.app.store.one<{ n: number }>(sql, params))?.n ?? 0;

describe('two server processes on one database', () => {
  it('lets exactly one of two devices racing through two processes add the 5th reptile, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const keeper = await createTestUser(s.app);
      await push(one.url, keeper, randomUUID(), [1, 2, 3, 4].map((i) => mutation(i, 'reptile.create.v1', reptileArgs({ name: `Gecko ${i}` }))));
      const [a, b] = await Promise.all([
        push(one.url, keeper, randomUUID(), [mutation(1, 'reptile.create.v1', reptileArgs({ name: 'Fifth from the phone' }))]),
        push(two.url, keeper, randomUUID(), [mutation(1, 'reptile.create.v1', reptileArgs({ name: 'Fifth from the laptop' }))]),
      ]);
      const outcomes = [a.results[0]?.code ?? a.results[0]?.status, b.results[0]?.code ?? b.results[0]?.status].sort();
      expect(outcomes).toEqual(['applied', 'plan-limit-reptiles']);
      expect(await count('SELECT count(*) AS n FROM reptiles WHERE user_id = ? AND deleted = FALSE', [keeper.id])).toBe(5);
      // Versions stay unique within the keeper's space.
      expect(await count('SELECT count(DISTINCT version) AS n FROM reptiles WHERE user_id = ?', [keeper.id])).toBe(5);
    }
  }, 60_000);

  it('never takes a feeder below zero when two devices take the last ones through two processes', async () => {
    for (let round = 0; round < 5; round++) {
      const keeper = await createTestUser(s.app, { premiumTier: 'HerpPlus' });
      const feederId = randomUUID();
      await push(one.url, keeper, randomUUID(), [mutation(1, 'feeder.create.v1', { id: feederId, name: 'Dubia roaches', type: 'live', weightPerItemGrams: 2, lowStockThreshold: 1, quantity: 3 })]);
      const [a, b] = await Promise.all([
        push(one.url, keeper, randomUUID(), [mutation(1, 'feeder.takeStock.v1', { id: feederId, quantity: 2 })]),
        push(two.url, keeper, randomUUID(), [mutation(1, 'feeder.takeStock.v1', { id: feederId, quantity: 2 })]),
      ]);
      expect([a.results[0]?.code ?? a.results[0]?.status, b.results[0]?.code ?? b.results[0]?.status].sort()).toEqual(['applied', 'insufficient-stock']);
      expect(await count('SELECT quantity AS n FROM feeders WHERE id = ?', [feederId])).toBe(1);
    }
  }, 60_000);

  it('loses and duplicates nothing when a process is killed in the middle of pushes', async () => {
    const keeper = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const clientId = randomUUID();
    let next = 1;
    const sent: string[] = [];
    for (const delay of [0, 2, 5, 10, 20, 40]) {
      const victim = await startServerProcess(s);
      const batch = Array.from({ length: 100 }, (_, i) => {
        const args = reptileArgs({ name: `Hatchling ${next + i}` });
        sent.push(args.id);
        return mutation(next + i, 'reptile.create.v1', args);
      });
      const before = await count('SELECT count(*) AS n FROM reptiles WHERE user_id = ?', [keeper.id]);
      // The push is in flight (or done) when the process dies.
      const inFlight = fetch(`${victim.url}/api/sync/push`, {
        method: 'POST', headers: { ...keeper.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION, mutations: batch }),
      }).then((r) => r.status, () => 'lost');
      await new Promise((r) => setTimeout(r, delay));
      await victim.kill();
      await inFlight;
      // All of the batch or none of it: a transaction cut off by a dead process is rolled back.
      const after = await count('SELECT count(*) AS n FROM reptiles WHERE user_id = ?', [keeper.id]);
      expect([before, before + 100]).toContain(after);
      // The device resends the same batch to a live process: it completes exactly once.
      const res = await push(one.url, keeper, clientId, batch);
      expect(res.lastMutationId).toBe(next + 99);
      expect(res.results.every((r) => r.status === 'applied' || r.status === 'already-processed')).toBe(true);
      next += 100;
    }
    const rows = await s.app.store.all<{ id: string; version: number }>('SELECT id, version FROM reptiles WHERE user_id = ?', [keeper.id]);
    expect(rows.map((r) => r.id).sort()).toEqual([...sent].sort());
    expect(new Set(rows.map((r) => r.version)).size).toBe(rows.length);
  }, 120_000);

  it('holds a per-IP limit across processes: the sign-in limit counts requests to both', async () => {
    const { max } = IP_LIMITS.login;
    const tries = Array.from({ length: max + 10 }, (_, i) => fetch(`${(i % 2 === 0 ? one : two).url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `nobody-${i}@example.test`, password: 'wrong password' }),
    }).then((r) => r.status));
    const statuses = await Promise.all(tries);
    expect(statuses.filter((st) => st !== 429)).toHaveLength(max);
    expect(statuses.filter((st) => st === 429)).toHaveLength(10);
  }, 60_000);
});
