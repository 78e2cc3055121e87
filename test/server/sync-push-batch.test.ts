/**
 * One push batch is one transaction (docs/decisions/0005-push-batch-transaction.md): what the
 * mutators remember within a batch (the plan, the live count) stays exact, a rejection undoes only
 * its own mutation, and a database failure anywhere undoes the whole batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { mutation, reptileArgs, spaceVersion, syncApi, withFailingInserts } from '../helpers/sync';
import { MutationRejected } from '../../shared/sync/errors';
import { SERVER_MUTATORS } from '../../sync-server/src/sync/mutators';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const count = async (sql: string, ...params: string[]) => (await s.app.store.one<{ n: number }>(sql, params))?.n;
const live = (userId: string) => count('SELECT count(*) AS n FROM reptiles WHERE user_id = ? AND deleted = FALSE', userId);
const lastId = async (clientId: string) => (await s.app.store.one<{ n: number }>('SELECT last_mutation_id AS n FROM sync_clients WHERE id = ?', [clientId]))?.n ?? 0;

describe('push batch', () => {
  it('counts creates of the same batch against the plan limit', async () => {
    const basic = await createTestUser(s.app);
    const api = syncApi(s.app, basic);
    await api.push([1, 2, 3, 4].map((id) => mutation(id, 'reptile.create.v1', reptileArgs())));
    const res = await api.push([mutation(5, 'reptile.create.v1', reptileArgs()), mutation(6, 'reptile.create.v1', reptileArgs())]);
    expect(res.results).toEqual([{ id: 5, status: 'applied' }, { id: 6, status: 'rejected', code: 'plan-limit-reptiles' }]);
    expect(await live(basic.id)).toBe(5);
  });

  it('frees a slot for a later create when a delete of the same batch applies', async () => {
    const basic = await createTestUser(s.app);
    const api = syncApi(s.app, basic);
    const first = reptileArgs();
    await api.push([first, ...[2, 3, 4, 5].map(() => reptileArgs())].map((args, i) => mutation(i + 1, 'reptile.create.v1', args)));
    const res = await api.push([
      mutation(6, 'reptile.create.v1', reptileArgs()),
      mutation(7, 'reptile.delete.v1', { id: first.id }),
      mutation(8, 'reptile.delete.v1', { id: first.id }), // a tombstone already: frees nothing more
      mutation(9, 'reptile.create.v1', reptileArgs()),
      mutation(10, 'reptile.create.v1', reptileArgs()),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['plan-limit-reptiles', 'applied', 'applied', 'applied', 'plan-limit-reptiles']);
    expect(await live(basic.id)).toBe(5);
  });

  it('forgets what a rolled-back mutation counted', async () => {
    const basic = await createTestUser(s.app);
    const api = syncApi(s.app, basic);
    await api.push([1, 2, 3].map((id) => mutation(id, 'reptile.create.v1', reptileArgs())));
    const real = SERVER_MUTATORS['reptile.create.v1'];
    const refused = reptileArgs({ name: 'Refused after writing' });
    // A create that writes (and counts) and then refuses: its row and its count must both go.
    SERVER_MUTATORS['reptile.create.v1'] = async (ctx, a) => {
      await real(ctx, a);
      if (a.id === refused.id) throw new MutationRejected('id-conflict', 'changed its mind');
    };
    try {
      const res = await api.push([
        mutation(4, 'reptile.create.v1', refused),
        mutation(5, 'reptile.create.v1', reptileArgs()),
        mutation(6, 'reptile.create.v1', reptileArgs()),
        mutation(7, 'reptile.create.v1', reptileArgs()),
      ]);
      expect(res.results.map((r) => r.code ?? r.status)).toEqual(['id-conflict', 'applied', 'applied', 'plan-limit-reptiles']);
    } finally {
      SERVER_MUTATORS['reptile.create.v1'] = real;
    }
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE id = ?', refused.id)).toBe(0);
    expect(await live(basic.id)).toBe(5);
    expect(await lastId(api.clientId)).toBe(7);
  });

  it('undoes the whole batch, earlier applied mutations too, when the database fails midway', async () => {
    // Settled: its pushes award nothing, so each applied create takes exactly one version.
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const api = syncApi(s.app, user);
    const base = await spaceVersion(s.app.store, user.id);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const before = await spaceVersion(s.app.store, user.id);
    expect(before).toBe(base + 1);
    const good = reptileArgs();
    await withFailingInserts(s.app.store, 'reptiles', `NEW.user_id = '${user.id}' AND NEW.name = 'Doomed'`, async () => {
      const res = await api.pushRaw([
        mutation(2, 'reptile.create.v1', good),
        mutation(3, 'reptile.update.v1', { id: reptileArgs().id, patch: { name: 'Nobody' } }),
        mutation(4, 'reptile.create.v1', reptileArgs({ name: 'Doomed' })),
      ]);
      expect(res.statusCode).toBe(500);
    });
    expect(await lastId(api.clientId)).toBe(1);
    expect(await spaceVersion(s.app.store, user.id)).toBe(before);
    expect(await count('SELECT count(*) AS n FROM reptiles WHERE id = ?', good.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM sync_rejections WHERE client_id = ?', api.clientId)).toBe(0);
    // The batch goes through whole once the database is well again.
    const again = await api.push([mutation(2, 'reptile.create.v1', good), mutation(3, 'reptile.create.v1', reptileArgs({ name: 'Doomed' }))]);
    expect(again.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await spaceVersion(s.app.store, user.id)).toBe(before + 2);
  });

  it('records rejections of a client it has not seen before', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const api = syncApi(s.app, user);
    const res = await api.push([mutation(1, 'reptile.fly.v9', {})]);
    expect(res).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'rejected', code: 'unknown-mutation' }] });
    expect(await s.app.store.all('SELECT code FROM sync_rejections WHERE client_id = ?', [api.clientId])).toEqual([{ code: 'unknown-mutation' }]);
  });
});
