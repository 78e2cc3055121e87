/**
 * The push half of the protocol against the real server and its real database (SQLite, or
 * PostgreSQL when the suite runs there): ordering, idempotence, rejections versus infrastructure
 * failures, and what a malformed request does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { mutation, reptileArgs, spaceVersion, syncApi, withFailingInserts } from '../helpers/sync';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/protocol';
import { MutationRejected } from '../../shared/sync/errors';
import { SERVER_MUTATORS } from '../../sync-server/src/sync/mutators';

let s: TestServer;
let user: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  // Settled: its pushes award no achievement, so each applied row takes exactly one version.
  user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
});
afterAll(() => s.close());

const count = async (sql: string, ...params: string[]) => (await s.app.store.one<{ n: number }>(sql, params))?.n;
const lastId = async (clientId: string) => (await s.app.store.one<{ n: number }>('SELECT last_mutation_id AS n FROM sync_clients WHERE id = ?', [clientId]))?.n ?? 0;
const counter = (userId = user.id) => spaceVersion(s.app.store, userId);
const reptileRow = (id: string) => s.app.store.one<Record<string, unknown>>('SELECT * FROM reptiles WHERE id = ?', [id]);

describe('push', () => {
  it('applies a create and stamps the row with a fresh version', async () => {
    const api = syncApi(s.app, user);
    const before = await counter();
    const args = reptileArgs({ name: '  Kaa  ', weightGrams: 1200 });
    const res = await api.push([mutation(1, 'reptile.create.v1', args)]);
    expect(res).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
    const row = await reptileRow(args.id);
    expect(row).toMatchObject({ user_id: user.id, name: 'Kaa', species: 'Python regius', sex: 'female', weight_grams: 1200 });
    expect(Boolean(row?.deleted)).toBe(false);
    expect(Number(row?.version)).toBe(before + 1);
    expect(row?.version).toBe(await counter());
  });

  it('treats a duplicate delivery as a no-op', async () => {
    const api = syncApi(s.app, user);
    const args = reptileArgs();
    const batch = [mutation(1, 'reptile.create.v1', args), mutation(2, 'reptile.update.v1', { id: args.id, patch: { notes: 'shed today' } })];
    await api.push(batch);
    const before = { row: await reptileRow(args.id), counter: await counter() };
    const again = await api.push(batch);
    expect(again.results).toEqual([{ id: 1, status: 'already-processed' }, { id: 2, status: 'already-processed' }]);
    expect(again.lastMutationId).toBe(2);
    expect(await reptileRow(args.id)).toEqual(before.row);
    expect(await counter()).toBe(before.counter);
  });

  it('applies nothing from a gap on (id last + 2)', async () => {
    const api = syncApi(s.app, user);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const skipped = reptileArgs();
    const res = await api.push([mutation(3, 'reptile.create.v1', skipped), mutation(4, 'reptile.create.v1', reptileArgs())]);
    expect(res).toEqual({ lastMutationId: 1, results: [], gapAt: 3 });
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE id = ?', skipped.id)).toBe(0);
    expect(await lastId(api.clientId)).toBe(1);
  });

  it('records an application error as a rejection, advances the id and keeps going', async () => {
    const api = syncApi(s.app, user);
    const ghost = reptileArgs();
    const good = reptileArgs();
    const res = await api.push([
      mutation(1, 'reptile.update.v1', { id: ghost.id, patch: { name: 'Nobody' } }),
      mutation(2, 'reptile.create.v1', { ...reptileArgs(), name: '' }),
      mutation(3, 'reptile.fly.v9', {}),
      mutation(4, 'reptile.create.v1', good),
    ]);
    expect(res.results).toEqual([
      { id: 1, status: 'rejected', code: 'not-found' },
      { id: 2, status: 'rejected', code: 'invalid-args' },
      { id: 3, status: 'rejected', code: 'unknown-mutation' },
      { id: 4, status: 'applied' },
    ]);
    expect(res.lastMutationId).toBe(4);
    const rejections = await s.app.store.all('SELECT mutation_id, name, code FROM sync_rejections WHERE client_id = ? ORDER BY mutation_id', [api.clientId]);
    expect(rejections).toEqual([
      { mutation_id: 1, name: 'reptile.update.v1', code: 'not-found' },
      { mutation_id: 2, name: 'reptile.create.v1', code: 'invalid-args' },
      { mutation_id: 3, name: 'reptile.fly.v9', code: 'unknown-mutation' },
    ]);
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE id = ?', good.id)).toBe(1);
  });

  it('refuses a create over the plan limit without using a row or a version', async () => {
    const basic = await createTestUser(s.app, { settled: true });
    const api = syncApi(s.app, basic);
    const base = await counter(basic.id);
    const five = Array.from({ length: 5 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ name: `R${i}` })));
    await api.push(five);
    const sixth = reptileArgs({ name: 'Sixth' });
    const before = await counter(basic.id);
    expect(before).toBe(base + 5);
    const res = await api.push([mutation(6, 'reptile.create.v1', sixth)]);
    expect(res.results).toEqual([{ id: 6, status: 'rejected', code: 'plan-limit-reptiles' }]);
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE id = ?', sixth.id)).toBe(0);
    expect(await counter(basic.id)).toBe(before);
  });

  it('rolls back what a mutator wrote before it refused', async () => {
    const api = syncApi(s.app, user);
    const args = reptileArgs({ name: 'Before' });
    await api.push([mutation(1, 'reptile.create.v1', args)]);
    const real = SERVER_MUTATORS['reptile.update.v1'];
    // A mutator that writes, then finds a reason to refuse (as a stock check after a log insert would).
    SERVER_MUTATORS['reptile.update.v1'] = async (ctx, a) => {
      await real(ctx, a);
      throw new MutationRejected('not-found', 'changed its mind');
    };
    try {
      const res = await api.push([mutation(2, 'reptile.update.v1', { id: args.id, patch: { name: 'After' } })]);
      expect(res.results).toEqual([{ id: 2, status: 'rejected', code: 'not-found' }]);
    } finally {
      SERVER_MUTATORS['reptile.update.v1'] = real;
    }
    expect(await s.app.store.one('SELECT name FROM reptiles WHERE id = ?', [args.id])).toEqual({ name: 'Before' });
    expect(await lastId(api.clientId)).toBe(2);
  });

  it('advances nothing and records nothing when the database itself fails', async () => {
    const api = syncApi(s.app, user);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const before = await counter();
    const args = reptileArgs();
    await withFailingInserts(s.app.store, 'reptiles', `NEW.user_id = '${user.id}'`, async () => {
      const res = await api.pushRaw([mutation(2, 'reptile.create.v1', args)]);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('disk on fire');
    });
    expect(await lastId(api.clientId)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM sync_rejections WHERE client_id = ?', api.clientId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE id = ?', args.id)).toBe(0);
    expect(await counter()).toBe(before);
    // The same mutation goes through once the database is well again.
    expect((await api.push([mutation(2, 'reptile.create.v1', args)])).results).toEqual([{ id: 2, status: 'applied' }]);
  });

  it('answers "already processed" when a batch is resent after its answer was lost', async () => {
    const api = syncApi(s.app, user);
    const batch = [1, 2, 3].map((id) => mutation(id, 'reptile.create.v1', reptileArgs()));
    await api.push(batch); // committed; pretend the answer never arrived
    const res = await api.push([...batch, mutation(4, 'reptile.create.v1', reptileArgs())]);
    expect(res.results.map((r) => r.status)).toEqual(['already-processed', 'already-processed', 'already-processed', 'applied']);
    expect(res.lastMutationId).toBe(4);
  });

  it('refuses a malformed batch whole with a 400 that says what is wrong, and changes nothing', async () => {
    const api = syncApi(s.app, user);
    const cases: [unknown, RegExp][] = [
      [[mutation(1, 'reptile.create.v1', reptileArgs()), mutation(3, 'reptile.create.v1', reptileArgs())], /consecutive/],
      [Array.from({ length: MAX_PUSH_MUTATIONS + 1 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs())), /at most 100/],
      [[{ id: 'one', name: 'reptile.create.v1', args: {}, createdAt: 0 }], /id/],
      [[], /at least one/],
    ];
    for (const [mutations, message] of cases) {
      const res = await api.pushRaw(mutations as never);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-batch', message: expect.stringMatching(message) });
    }
    const noClient = await s.app.inject({ method: 'POST', url: '/api/sync/push', headers: user.headers, payload: { schemaVersion: 1, mutations: [] } });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toMatch(/clientId/);
    const notJson = await s.app.inject({ method: 'POST', url: '/api/sync/push', headers: { ...user.headers, 'content-type': 'application/json' }, payload: '{"clientId":' });
    expect(notJson.statusCode).toBe(400);
    expect(await count('SELECT count(*) AS n FROM sync_clients WHERE id = ?', api.clientId)).toBe(0);
  });

  it('limits the request size', async () => {
    const api = syncApi(s.app, user);
    const big = Array.from({ length: 100 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ notes: 'x'.repeat(12_000) })));
    const res = await api.pushRaw(big);
    expect(res.statusCode).toBe(413);
    expect(await count('SELECT count(*) AS n FROM sync_clients WHERE id = ?', api.clientId)).toBe(0);
  });

  it('answers 426 to a client whose schema is too old, before touching anything', async () => {
    const api = syncApi(s.app, user);
    const push = await api.pushRaw([mutation(1, 'reptile.create.v1', reptileArgs())], { schemaVersion: 0 });
    expect(push.statusCode).toBe(426);
    expect(push.json()).toMatchObject({ error: 'client-too-old' });
    expect((await api.pullRaw(0, { schemaVersion: 0 })).statusCode).toBe(426);
    expect(await count('SELECT count(*) AS n FROM sync_clients WHERE id = ?', api.clientId)).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/sync/push', payload: { clientId: crypto.randomUUID(), schemaVersion: 1, mutations: [] } });
    expect(res.statusCode).toBe(401);
  });

  it('orders by arrival at the server, whatever the device clocks say', async () => {
    const api = syncApi(s.app, user);
    const args = reptileArgs();
    const dayAhead = Date.now() + 24 * 60 * 60 * 1000;
    const before = Date.now();
    await api.push([
      mutation(1, 'reptile.create.v1', args, dayAhead),
      mutation(2, 'reptile.update.v1', { id: args.id, patch: { name: 'From the future' } }, dayAhead),
    ]);
    const other = syncApi(s.app, user);
    await other.push([mutation(1, 'reptile.update.v1', { id: args.id, patch: { name: 'Later, with a right clock' } }, Date.now())]);
    const row = await s.app.store.one<{ name: string; updatedAt: number; createdAt: number }>(
      'SELECT name, updated_at AS "updatedAt", created_at AS "createdAt" FROM reptiles WHERE id = ?', [args.id]);
    if (!row) throw new Error('the reptile is not on the server');
    expect(row.name).toBe('Later, with a right clock');
    expect(row.createdAt).toBeLessThan(before + 60_000);
    expect(row.updatedAt).toBeLessThan(before + 60_000);
  });
});
