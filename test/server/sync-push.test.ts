/**
 * The push half of the protocol against the real server and a real SQLite file: ordering,
 * idempotence, rejections versus infrastructure failures, and what a malformed request does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/protocol';
import { MutationRejected } from '../../shared/sync/errors';
import { SERVER_MUTATORS } from '../../sync-server/src/sync/mutators';

let s: TestServer;
let user: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
});
afterAll(() => s.close());

const sqlite = () => s.app.db.$client;
const count = (sql: string, ...params: unknown[]) => (sqlite().prepare(sql).get(...params) as { n: number }).n;
const lastId = (clientId: string) => (sqlite().prepare('SELECT last_mutation_id AS n FROM sync_clients WHERE id = ?').get(clientId) as { n: number } | undefined)?.n ?? 0;
const counter = () => Number((sqlite().prepare("SELECT value FROM server_state WHERE key = 'sync.version'").get() as { value: string } | undefined)?.value ?? 0);

describe('push', () => {
  it('applies a create and stamps the row with a fresh version', async () => {
    const api = syncApi(s.app, user);
    const args = reptileArgs({ name: '  Kaa  ', weightGrams: 1200 });
    const res = await api.push([mutation(1, 'reptile.create.v1', args)]);
    expect(res).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
    const row = sqlite().prepare('SELECT * FROM reptiles WHERE id = ?').get(args.id) as Record<string, unknown>;
    expect(row).toMatchObject({ user_id: user.id, name: 'Kaa', species: 'Python regius', sex: 'female', weight_grams: 1200, deleted: 0 });
    expect(row.version).toBe(counter());
  });

  it('treats a duplicate delivery as a no-op', async () => {
    const api = syncApi(s.app, user);
    const args = reptileArgs();
    const batch = [mutation(1, 'reptile.create.v1', args), mutation(2, 'reptile.update.v1', { id: args.id, patch: { notes: 'shed today' } })];
    await api.push(batch);
    const before = { row: sqlite().prepare('SELECT * FROM reptiles WHERE id = ?').get(args.id), counter: counter() };
    const again = await api.push(batch);
    expect(again.results).toEqual([{ id: 1, status: 'already-processed' }, { id: 2, status: 'already-processed' }]);
    expect(again.lastMutationId).toBe(2);
    expect(sqlite().prepare('SELECT * FROM reptiles WHERE id = ?').get(args.id)).toEqual(before.row);
    expect(counter()).toBe(before.counter);
  });

  it('applies nothing from a gap on (id last + 2)', async () => {
    const api = syncApi(s.app, user);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const skipped = reptileArgs();
    const res = await api.push([mutation(3, 'reptile.create.v1', skipped), mutation(4, 'reptile.create.v1', reptileArgs())]);
    expect(res).toEqual({ lastMutationId: 1, results: [], gapAt: 3 });
    expect(count('SELECT count(*) AS n FROM reptiles WHERE id = ?', skipped.id)).toBe(0);
    expect(lastId(api.clientId)).toBe(1);
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
    const rejections = sqlite().prepare('SELECT mutation_id, name, code FROM sync_rejections WHERE client_id = ? ORDER BY mutation_id').all(api.clientId);
    expect(rejections).toEqual([
      { mutation_id: 1, name: 'reptile.update.v1', code: 'not-found' },
      { mutation_id: 2, name: 'reptile.create.v1', code: 'invalid-args' },
      { mutation_id: 3, name: 'reptile.fly.v9', code: 'unknown-mutation' },
    ]);
    expect(count('SELECT count(*) AS n FROM reptiles WHERE id = ?', good.id)).toBe(1);
  });

  it('refuses a create over the plan limit without using a row or a version', async () => {
    const basic = await createTestUser(s.app);
    const api = syncApi(s.app, basic);
    const five = Array.from({ length: 5 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ name: `R${i}` })));
    await api.push(five);
    const sixth = reptileArgs({ name: 'Sixth' });
    const before = counter();
    const res = await api.push([mutation(6, 'reptile.create.v1', sixth)]);
    expect(res.results).toEqual([{ id: 6, status: 'rejected', code: 'plan-limit-reptiles' }]);
    expect(count('SELECT count(*) AS n FROM reptiles WHERE id = ?', sixth.id)).toBe(0);
    expect(counter()).toBe(before);
  });

  it('rolls back what a mutator wrote before it refused', async () => {
    const api = syncApi(s.app, user);
    const args = reptileArgs({ name: 'Before' });
    await api.push([mutation(1, 'reptile.create.v1', args)]);
    const real = SERVER_MUTATORS['reptile.update.v1'];
    // A mutator that writes, then finds a reason to refuse (as a stock check after a log insert would).
    SERVER_MUTATORS['reptile.update.v1'] = (ctx, a) => {
      real(ctx, a);
      throw new MutationRejected('not-found', 'changed its mind');
    };
    try {
      const res = await api.push([mutation(2, 'reptile.update.v1', { id: args.id, patch: { name: 'After' } })]);
      expect(res.results).toEqual([{ id: 2, status: 'rejected', code: 'not-found' }]);
    } finally {
      SERVER_MUTATORS['reptile.update.v1'] = real;
    }
    expect(sqlite().prepare('SELECT name FROM reptiles WHERE id = ?').get(args.id)).toEqual({ name: 'Before' });
    expect(lastId(api.clientId)).toBe(2);
  });

  it('advances nothing and records nothing when the database itself fails', async () => {
    const api = syncApi(s.app, user);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    sqlite().exec("CREATE TEMP TRIGGER disk_on_fire BEFORE INSERT ON reptiles BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;");
    const args = reptileArgs();
    try {
      const res = await api.pushRaw([mutation(2, 'reptile.create.v1', args)]);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('disk on fire');
    } finally {
      sqlite().exec('DROP TRIGGER disk_on_fire');
    }
    expect(lastId(api.clientId)).toBe(1);
    expect(count('SELECT count(*) AS n FROM sync_rejections WHERE client_id = ?', api.clientId)).toBe(0);
    expect(count('SELECT count(*) AS n FROM reptiles WHERE id = ?', args.id)).toBe(0);
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
    expect(count('SELECT count(*) AS n FROM sync_clients WHERE id = ?', api.clientId)).toBe(0);
  });

  it('limits the request size', async () => {
    const api = syncApi(s.app, user);
    const big = Array.from({ length: 100 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ notes: 'x'.repeat(12_000) })));
    const res = await api.pushRaw(big);
    expect(res.statusCode).toBe(413);
    expect(count('SELECT count(*) AS n FROM sync_clients WHERE id = ?', api.clientId)).toBe(0);
  });

  it('answers 426 to a client whose schema is too old, before touching anything', async () => {
    const api = syncApi(s.app, user);
    const push = await api.pushRaw([mutation(1, 'reptile.create.v1', reptileArgs())], { schemaVersion: 0 });
    expect(push.statusCode).toBe(426);
    expect(push.json()).toMatchObject({ error: 'client-too-old' });
    expect((await api.pullRaw(0, { schemaVersion: 0 })).statusCode).toBe(426);
    expect(count('SELECT count(*) AS n FROM sync_clients WHERE id = ?', api.clientId)).toBe(0);
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
    const row = sqlite().prepare('SELECT name, updated_at AS updatedAt, created_at AS createdAt FROM reptiles WHERE id = ?').get(args.id) as { name: string; updatedAt: number; createdAt: number };
    expect(row.name).toBe('Later, with a right clock');
    expect(row.createdAt).toBeLessThan(before + 60_000);
    expect(row.updatedAt).toBeLessThan(before + 60_000);
  });
});
