/**
 * Creates of a push are written as multi-row inserts (sync/insert-batch.ts, issue 26). What must
 * not change: a create whose id is taken is refused on its own (`id-conflict`) while the rest of
 * the batch applies, also when the taken id is in the same batch; a read after a create sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const names = async (ids: string[]) => (await Promise.all(ids.map((id) => s.app.store.one<{ name: string }>('SELECT name FROM reptiles WHERE id = ?', [id])))).map((r) => r?.name);

describe('creates written as multi-row inserts', () => {
  it('writes a run of 70 creates, and refuses only the one whose id another keeper took', async () => {
    const other = syncApi(s.app, await createTestUser(s.app, { premiumTier: 'HerpPro' }));
    const taken = reptileArgs({ name: 'Theirs' });
    await other.push([mutation(1, 'reptile.create.v1', taken)]);
    const api = syncApi(s.app, await createTestUser(s.app, { premiumTier: 'HerpPro' }));
    const rows = Array.from({ length: 70 }, (_, i) => (i === 40 ? { ...taken, name: 'Mine' } : reptileArgs({ name: `R${i}` })));
    const res = await api.push(rows.map((r, i) => mutation(i + 1, 'reptile.create.v1', r)));
    expect(res.lastMutationId).toBe(70);
    expect(res.results.filter((r) => r.status !== 'applied')).toEqual([{ id: 41, status: 'rejected', code: 'id-conflict' }]);
    expect(await names(rows.map((r) => r.id))).toEqual(rows.map((r, i) => (i === 40 ? 'Theirs' : r.name)));
  });

  it('refuses the second of two creates with one id in the same push', async () => {
    const api = syncApi(s.app, await createTestUser(s.app, { premiumTier: 'HerpPro' }));
    const a = reptileArgs({ name: 'First' });
    const b = reptileArgs({ name: 'Other' });
    const res = await api.push([mutation(1, 'reptile.create.v1', a), mutation(2, 'reptile.create.v1', b), mutation(3, 'reptile.create.v1', { ...a, name: 'Again' })]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'applied', 'id-conflict']);
    expect(await names([a.id, b.id])).toEqual(['First', 'Other']);
  });

  it('lets a later mutation of the batch read what an earlier create queued', async () => {
    const api = syncApi(s.app, await createTestUser(s.app, { premiumTier: 'HerpPro' }));
    const r = reptileArgs({ name: 'Before' });
    const res = await api.push([
      mutation(1, 'reptile.create.v1', r),
      mutation(2, 'reptile.create.v1', reptileArgs({ name: 'Next' })),
      mutation(3, 'reptile.update.v1', { id: r.id, patch: { name: 'After' } }),
    ]);
    expect(res.results.map((x) => x.status)).toEqual(['applied', 'applied', 'applied']);
    expect(await names([r.id])).toEqual(['After']);
  });
});
