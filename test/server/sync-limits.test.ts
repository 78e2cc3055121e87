/**
 * Per-user limits on sync writes (issue 10; sync-server/src/sync/limits.ts). Lower limits than
 * SYNC_LIMITS are passed through `deps.limits` by calling pushMutations directly, with a clock of
 * the test's own. A push over the rate or from one new device too many is refused whole (429 with
 * Retry-After) and changes nothing; a create past the rows of a table is a rejection of that one
 * mutation (`row-limit`, with the limit) while the rest of the batch applies.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { mutation, reptileArgs, spaceVersion, syncApi, syncDeps } from '../helpers/sync';
import { pushMutations } from '../../sync-server/src/sync/push';
import { SYNC_LIMITS, type SyncLimits } from '../../sync-server/src/sync/limits';
import { SCHEMA_VERSION, type Mutation } from '../../shared/sync/protocol';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A device pushing straight to pushMutations with these limits, at the time `clock.now` says. */
function device(userId: string, limits: Partial<SyncLimits>, clock: { now: number }, clientId = randomUUID()) {
  const deps = syncDeps(s, { limits: { ...SYNC_LIMITS, ...limits }, now: () => clock.now });
  return {
    clientId,
    push: (mutations: Mutation[]) => pushMutations(deps, userId, { clientId, schemaVersion: SCHEMA_VERSION, mutations }),
  };
}

const count = async (sql: string, ...params: string[]) => (await s.app.store.one<{ n: number }>(sql, params))?.n;
const lastId = async (clientId: string) => (await s.app.store.one<{ n: number }>('SELECT last_mutation_id AS n FROM sync_clients WHERE id = ?', [clientId]))?.n;
const reptileIds = async (userId: string) =>
  (await s.app.store.all<{ id: string }>('SELECT id FROM reptiles WHERE user_id = ? ORDER BY version', [userId])).map((r) => r.id);

describe('pushes per minute', () => {
  it('refuses a push past the rate with 429 sync-rate-limited and Retry-After, changing nothing, until the minute is over', async () => {
    // Settled: its pushes award nothing, so each takes exactly its create's version.
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const base = await spaceVersion(s.app.store, user.id);
    const clock = { now: Date.UTC(2026, 10, 24, 9) };
    const phone = device(user.id, { pushesPerMinute: 3 }, clock);
    const rows = [1, 2, 3, 4].map(() => reptileArgs());
    for (let i = 1; i <= 3; i++) {
      clock.now += 1000;
      expect((await phone.push([mutation(i, 'reptile.create.v1', rows[i - 1])])).results).toEqual([{ id: i, status: 'applied' }]);
    }
    // 20 s into the window that the first push opened: 41 s are left of it.
    clock.now += 17_000;
    const refused = phone.push([mutation(4, 'reptile.create.v1', rows[3])]);
    await expect(refused).rejects.toMatchObject({ status: 429, code: 'sync-rate-limited', headers: { 'retry-after': '41' } });
    expect(await lastId(phone.clientId)).toBe(3);
    expect(await reptileIds(user.id)).toEqual(rows.slice(0, 3).map((r) => r.id));
    expect(await spaceVersion(s.app.store, user.id)).toBe(base + 3);
    // A refused push is refused again, not counted into a later window.
    clock.now += 10_000;
    await expect(phone.push([mutation(4, 'reptile.create.v1', rows[3])])).rejects.toMatchObject({ status: 429, code: 'sync-rate-limited' });

    // Another keeper's pushes are not counted against this one.
    const other = device((await createTestUser(s.app)).id, { pushesPerMinute: 3 }, clock);
    expect((await other.push([mutation(1, 'reptile.create.v1', reptileArgs())])).results[0]?.status).toBe('applied');

    // Once the window is over, the same push goes through.
    clock.now = Date.UTC(2026, 10, 24, 9) + 1000 + MINUTE;
    expect((await phone.push([mutation(4, 'reptile.create.v1', rows[3])])).results).toEqual([{ id: 4, status: 'applied' }]);
    expect(await reptileIds(user.id)).toEqual(rows.map((r) => r.id));
  });

  it('answers the route with 429 and a Retry-After header once SYNC_LIMITS.pushesPerMinute is spent', async () => {
    const user = await createTestUser(s.app);
    const api = syncApi(s.app, user);
    const deps = syncDeps(s);
    const body = { clientId: api.clientId, schemaVersion: SCHEMA_VERSION, mutations: [mutation(1, 'reptile.create.v1', reptileArgs())] };
    for (let i = 0; i < SYNC_LIMITS.pushesPerMinute; i++) await pushMutations(deps, user.id, body);
    const res = await api.pushRaw([mutation(2, 'reptile.create.v1', reptileArgs())]);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'sync-rate-limited', message: expect.stringMatching(/kept on this device/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await lastId(api.clientId)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE user_id = ?', user.id)).toBe(1);
  });
});

describe('rows per table', () => {
  it('rejects a create past the limit (row-limit, with the limit) while edits and deletes apply and nothing stored is lost', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const clock = { now: Date.now() };
    const phone = device(user.id, { rowsPerTable: 3 }, clock);
    const stored = [1, 2, 3].map(() => reptileArgs());
    await phone.push(stored.map((r, i) => mutation(i + 1, 'reptile.create.v1', r)));
    const over = [reptileArgs(), reptileArgs()];
    const feeder = { id: randomUUID(), name: 'Crickets', type: 'live', weightPerItemGrams: 0.5, quantity: 5 };
    const res = await phone.push([
      mutation(4, 'reptile.create.v1', over[0]),
      mutation(5, 'reptile.update.v1', { id: stored[0]?.id, patch: { name: 'Kaa' } }),
      // A tombstone is still a row: deleting frees no room.
      mutation(6, 'reptile.delete.v1', { id: stored[1]?.id }),
      mutation(7, 'reptile.create.v1', over[1]),
      // The limit is per table.
      mutation(8, 'feeder.create.v1', feeder),
    ]);
    expect(res).toEqual({
      lastMutationId: 8,
      results: [
        { id: 4, status: 'rejected', code: 'row-limit' },
        { id: 5, status: 'applied' },
        { id: 6, status: 'applied' },
        { id: 7, status: 'rejected', code: 'row-limit' },
        { id: 8, status: 'applied' },
      ],
    });
    const rows = await s.app.store.all<{ id: string; name: string; deleted: unknown }>('SELECT id, name, deleted FROM reptiles WHERE user_id = ? ORDER BY version', [user.id]);
    expect(rows.map((r) => [r.id, r.name, Boolean(r.deleted)])).toEqual([
      [stored[2]?.id, 'Nagini', false], [stored[0]?.id, 'Kaa', false], [stored[1]?.id, '', true],
    ]);
    expect(await count('SELECT count(*) AS n FROM feeders WHERE id = ?', feeder.id)).toBe(1);
    // The device learns why, with the limit for the sync panel.
    const { rejections } = await syncApi(s.app, user, phone.clientId).pull(0);
    expect(rejections.map((r) => [r.mutationId, r.code, r.params])).toEqual([[4, 'row-limit', { limit: 3 }], [7, 'row-limit', { limit: 3 }]]);
  });
});

describe('new clients per day', () => {
  it('refuses a new client id past the limit with 429 too-many-clients, while known clients keep syncing', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const base = await spaceVersion(s.app.store, user.id);
    const clock = { now: Date.UTC(2026, 10, 24, 9) };
    const limits = { newClientsPerDay: 2 };
    const phone = device(user.id, limits, clock);
    const laptop = device(user.id, limits, clock);
    expect((await phone.push([mutation(1, 'reptile.create.v1', reptileArgs())])).results[0]?.status).toBe('applied');
    clock.now += MINUTE;
    expect((await laptop.push([mutation(1, 'reptile.create.v1', reptileArgs())])).results[0]?.status).toBe('applied');

    clock.now += MINUTE;
    const tablet = device(user.id, limits, clock);
    const fromTablet = reptileArgs();
    await expect(tablet.push([mutation(1, 'reptile.create.v1', fromTablet)])).rejects.toMatchObject({
      status: 429, code: 'too-many-clients', headers: { 'retry-after': String(DAY / 1000) },
    });
    expect(await count('SELECT count(*) AS n FROM sync_clients WHERE id = ?', tablet.clientId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE id = ?', fromTablet.id)).toBe(0);
    expect(await spaceVersion(s.app.store, user.id)).toBe(base + 2);

    // The known ones carry on.
    expect((await phone.push([mutation(2, 'reptile.create.v1', reptileArgs())])).results[0]?.status).toBe('applied');
    expect((await laptop.push([mutation(2, 'reptile.create.v1', reptileArgs())])).results[0]?.status).toBe('applied');
    // A day after the first two, the new device is let in.
    clock.now += DAY;
    expect((await tablet.push([mutation(1, 'reptile.create.v1', fromTablet)])).results[0]?.status).toBe('applied');
  });
});
