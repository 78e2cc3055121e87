/**
 * The pull half: pages in version order, tombstones, rejections handed back to their client,
 * and the full resync of a client whose cookie predates purged tombstones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { mutation, reptileArgs, spaceOf, syncApi, syncDeps } from '../helpers/sync';
import { pullChanges } from '../../sync-server/src/sync/pull';
import { purgeTombstones } from '../../sync-server/src/sync/tombstones';
import { SCHEMA_VERSION, TOMBSTONE_RETENTION_DAYS, type PullResponse } from '../../shared/sync/protocol';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const DAY = 24 * 60 * 60 * 1000;

async function freshUser(): Promise<TestUser> {
  return createTestUser(s.app, { premiumTier: 'HerpPro' });
}

describe('pull', () => {
  it('returns the rows of this user above the cookie, in version order, then nothing new', async () => {
    const user = await freshUser();
    const api = syncApi(s.app, user);
    const a = reptileArgs({ name: 'A' });
    const b = reptileArgs({ name: 'B' });
    await api.push([mutation(1, 'reptile.create.v1', a), mutation(2, 'reptile.create.v1', b), mutation(3, 'reptile.update.v1', { id: a.id, patch: { name: 'A2' } })]);
    const first = await api.pull(0);
    expect(first.hasMore).toBe(false);
    expect(first.reset).toBe(false);
    expect(first.lastMutationId).toBe(3);
    expect(first.changes.reptiles.map((r) => r.name)).toEqual(['B', 'A2']);
    expect(first.changes.reptiles[1]).toMatchObject({ id: a.id, userId: user.id, deleted: false, photoUrl: null, sex: 'female' });
    const again = await api.pull(first.cookie, 3);
    expect(again.changes.reptiles).toEqual([]);
    expect(again.cookie).toBe(first.cookie);
  });

  it('pages with hasMore and a cookie that only moves forward', async () => {
    // Settled: the push awards nothing, so its seven rows are all there is above `base`.
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const api = syncApi(s.app, user);
    const base = (await spaceOf(s.app.store, user.id))?.version ?? 0;
    const ms = Array.from({ length: 7 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ name: `R${i}` })));
    await api.push(ms);
    const body = (cookie: number) => ({ clientId: api.clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0 });
    const deps = syncDeps(s);
    const pages: PullResponse[] = [];
    let cookie = base;
    for (;;) {
      const page = await pullChanges(deps, user.id, body(cookie), 3);
      pages.push(page);
      expect(page.cookie).toBeGreaterThan(cookie);
      cookie = page.cookie;
      if (!page.hasMore) break;
    }
    expect(pages.map((p) => p.changes.reptiles.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.changes.reptiles.map((r) => r.name))).toEqual(ms.map((_, i) => `R${i}`));
    expect(cookie).toBe(base + 7);
    // What is left after each page, for a first sync's progress; the last page says nothing.
    expect(pages.map((p) => p.remaining)).toEqual([4, 1, undefined]);
  });

  it('counts what a pull has left, as the later pages bring it (their tombstones too)', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const api = syncApi(s.app, user);
    const ms = Array.from({ length: 5 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ name: `R${i}` })));
    await api.push(ms);
    await api.push([mutation(6, 'reptile.delete.v1', { id: (ms[4]?.args as { id: string }).id })]);
    const body = { clientId: api.clientId, schemaVersion: SCHEMA_VERSION, cookie: 0, sinceMutationId: 0 };
    const rowsOf = (p: PullResponse) => Object.values(p.changes).reduce((n, rows) => n + rows.length, 0);
    const pages: PullResponse[] = [];
    for (let cookie = 0; ;) {
      const page = await pullChanges(syncDeps(s), user.id, { ...body, cookie }, 2);
      pages.push(page);
      cookie = page.cookie;
      if (!page.hasMore) break;
    }
    // Each count is exactly the rows the later pages brought.
    expect(pages.map((p) => p.remaining)).toEqual(pages.map((_, i) => (i === pages.length - 1 ? undefined : pages.slice(i + 1).reduce((n, q) => n + rowsOf(q), 0))));
    expect(pages.flatMap((p) => p.changes.reptiles.filter((r) => !r.deleted).map((r) => r.name))).toEqual(['R0', 'R1', 'R2', 'R3']);
    // One page holds everything: no count at all.
    expect((await pullChanges(syncDeps(s), user.id, body, 1000)).remaining).toBeUndefined();
  });

  it('sends a delete as a tombstone with the data cleared', async () => {
    const user = await freshUser();
    const api = syncApi(s.app, user);
    const a = reptileArgs({ notes: 'bites' });
    await api.push([mutation(1, 'reptile.create.v1', a)]);
    const { cookie } = await api.pull(0);
    await api.push([mutation(2, 'reptile.delete.v1', { id: a.id })]);
    const res = await api.pull(cookie);
    expect(res.changes.reptiles).toEqual([expect.objectContaining({ id: a.id, deleted: true, notes: null, name: '' })]);
    // A fresh client does not need tombstones of rows it never had.
    expect((await syncApi(s.app, user).pull(0)).changes.reptiles).toEqual([]);
    // Deleting again (a second device) is not an error.
    expect((await api.push([mutation(3, 'reptile.delete.v1', { id: a.id })])).results[0]?.status).toBe('applied');
  });

  it('hands each client its own rejections above what it has reconciled', async () => {
    const user = await freshUser();
    const api = syncApi(s.app, user);
    const other = syncApi(s.app, user);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs()), mutation(2, 'reptile.update.v1', { id: crypto.randomUUID(), patch: { name: 'x' } })]);
    await other.push([mutation(1, 'reptile.delete.v1', { id: crypto.randomUUID() })]);
    const res = await api.pull(0, 0);
    expect(res.rejections).toEqual([{ mutationId: 2, name: 'reptile.update.v1', code: 'not-found', message: expect.any(String), rejectedAt: expect.any(Number) }]);
    expect((await api.pull(res.cookie, 2)).rejections).toEqual([]);
    expect((await other.pull(0, 0)).rejections.map((r) => r.mutationId)).toEqual([1]);
  });

  it('resyncs from scratch a client whose cookie is older than purged tombstones', async () => {
    const user = await freshUser();
    const api = syncApi(s.app, user);
    const keep = reptileArgs({ name: 'Keep' });
    const gone = reptileArgs({ name: 'Gone' });
    await api.push([mutation(1, 'reptile.create.v1', keep), mutation(2, 'reptile.create.v1', gone)]);
    const stale = await api.pull(0);
    const writer = syncApi(s.app, user);
    await writer.push([mutation(1, 'reptile.delete.v1', { id: gone.id })]);
    const upToDate = await writer.pull(0);

    // Nothing is old enough yet: no purge, and the stale client gets the tombstone as a delta.
    expect((await purgeTombstones(s.app.store, Date.now())).purged).toBe(0);
    expect((await api.pull(stale.cookie)).changes.reptiles).toEqual([expect.objectContaining({ id: gone.id, deleted: true })]);

    const { purged } = await purgeTombstones(s.app.store, Date.now() + (TOMBSTONE_RETENTION_DAYS + 1) * DAY);
    expect(purged).toBeGreaterThanOrEqual(1);
    // The user's horizon is the version of their purged tombstone, above what the stale client saw.
    const horizon = (await spaceOf(s.app.store, user.id))?.horizon ?? 0;
    expect(horizon).toBeGreaterThan(stale.cookie);
    const resync = await api.pull(stale.cookie);
    expect(resync.reset).toBe(true);
    expect(resync.changes.reptiles.map((r) => r.name)).toEqual(['Keep']);
    expect(resync.cookie).toBeGreaterThanOrEqual(horizon);
    // A client that had already seen the delete carries on with deltas.
    expect((await writer.pull(upToDate.cookie)).reset).toBe(false);
    // And the resynced client does not loop.
    expect((await api.pull(resync.cookie)).reset).toBe(false);
  });

  it('resyncs a client that remembers versions this server never issued (restored backup)', async () => {
    const api = syncApi(s.app, await freshUser());
    const res = await api.pull(Number.MAX_SAFE_INTEGER - 1);
    expect(res.reset).toBe(true);
  });

  it('refuses a malformed pull with a clear 400', async () => {
    const api = syncApi(s.app, await freshUser());
    const res = await api.pullRaw(-1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid-batch', message: expect.stringMatching(/cookie/) });
  });
});

describe('a pull with nothing to fetch', () => {
  /** The SQL statements one pull runs (through its read transaction). */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const store = s.app.store;
    const original = store.transaction.bind(store);
    const seen: string[] = [];
    store.transaction = (async (inner, opts) => original(async (tx) => inner(Object.assign(Object.create(tx) as typeof tx, {
      all: (sql: string, params?: unknown[]) => {
        seen.push(sql);
        return tx.all(sql, params as never);
      },
      one: (sql: string, params?: unknown[]) => {
        seen.push(sql);
        return tx.one(sql, params as never);
      },
    })), opts)) as typeof store.transaction;
    try {
      await run();
      return seen;
    } finally {
      store.transaction = original;
    }
  }

  it('reads no table when the cookie is at the user\'s counter, and every table once a row changed', async () => {
    const user = await freshUser();
    const api = syncApi(s.app, user);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const { cookie } = await api.pull(0);
    const upToDate = await statementsOf(() => api.pull(cookie, 1));
    expect(upToDate.filter((sql) => sql.startsWith('SELECT * FROM'))).toEqual([]);
    expect(upToDate.some((sql) => sql.includes('sync_rejections'))).toBe(false);
    await api.push([mutation(2, 'reptile.create.v1', reptileArgs({ name: 'Later' }))]);
    let page: PullResponse | undefined;
    const behind = await statementsOf(async () => {
      page = await api.pull(cookie, 2);
    });
    expect(behind.filter((sql) => sql.startsWith('SELECT * FROM')).length).toBeGreaterThan(1);
    expect(page?.changes.reptiles.map((r) => r.name)).toEqual(['Later']);
  });
});
