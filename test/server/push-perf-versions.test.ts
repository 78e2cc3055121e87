/**
 * A push batch counts versions in memory and writes its user's space counter once
 * (docs/decisions/0006-push-throughput.md, 0010-sync-spaces.md). What must not change: every
 * applied row takes a fresh version above the counter as it was, in mutation order; the counter
 * ends at the highest version handed out; a rejected mutation gives its versions back; a failed
 * batch moves nothing.
 *
 * The keepers here have every achievement already (`settled`), so a push awards nothing and takes
 * only its own mutations' versions; versions are counted from the counter after that setup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, earnEveryAchievement } from '../helpers/users';
import { mutation, reptileArgs, spaceOf, spaceVersion, syncApi } from '../helpers/sync';
import { MutationRejected } from '../../shared/sync/errors';
import { SERVER_MUTATORS } from '../../sync-server/src/sync/mutators';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const counter = (userId: string) => spaceVersion(s.app.store, userId);
const versionOf = async (id: string) => (await s.app.store.one<{ version: number }>('SELECT version FROM reptiles WHERE id = ?', [id]))?.version;
const versionsOf = (ids: string[]) => Promise.all(ids.map(versionOf));

/** Runs `fn` while the reptile create refuses `id` after it has written its row (a mutator that changed its mind). */
async function refusingAfterWriting(id: string, fn: () => Promise<void>): Promise<void> {
  const real = SERVER_MUTATORS['reptile.create.v1'];
  SERVER_MUTATORS['reptile.create.v1'] = async (ctx, a) => {
    await real(ctx, a);
    if (a.id === id) throw new MutationRejected('id-conflict', 'changed its mind');
  };
  try {
    await fn();
  } finally {
    SERVER_MUTATORS['reptile.create.v1'] = real;
  }
}

describe('versions of a push batch', () => {
  it('hands out consecutive versions above the counter and leaves the counter at the last', async () => {
    // A Basic keeper (no plan granted, which would take a version): nothing written yet.
    const user = await createTestUser(s.app);
    const api = syncApi(s.app, user);
    // A new user's space starts at nothing, whatever other users did before.
    expect(await counter(user.id)).toBe(0);
    await earnEveryAchievement(s.app, user.id);
    const base = await counter(user.id);
    expect(base).toBeGreaterThan(0);
    const rows = [reptileArgs(), reptileArgs(), reptileArgs()];
    await api.push(rows.map((args, i) => mutation(i + 1, 'reptile.create.v1', args)));
    expect(await versionsOf(rows.map((r) => r.id))).toEqual([base + 1, base + 2, base + 3]);
    expect(await counter(user.id)).toBe(base + 3);
    // An edit in a later batch continues from there.
    await api.push([mutation(4, 'reptile.update.v1', { id: rows[0]?.id, patch: { name: 'Kaa' } })]);
    expect(await versionOf(rows[0]?.id ?? '')).toBe(base + 4);
    expect(await counter(user.id)).toBe(base + 4);
  });

  it('gives back the versions of a mutation that wrote and then was refused', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const api = syncApi(s.app, user);
    const refused = reptileArgs({ name: 'Refused after writing' });
    const before = await counter(user.id);
    const after = reptileArgs();
    await refusingAfterWriting(refused.id, async () => {
      const res = await api.push([mutation(1, 'reptile.create.v1', refused), mutation(2, 'reptile.create.v1', after)]);
      expect(res.results.map((r) => r.code ?? r.status)).toEqual(['id-conflict', 'applied']);
    });
    expect(await versionOf(refused.id)).toBeUndefined();
    expect(await versionOf(after.id)).toBe(before + 1);
    expect(await counter(user.id)).toBe(before + 1);
  });

  it('does not write the counter for a batch that changes no row', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const api = syncApi(s.app, user);
    const base = await counter(user.id);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const before = await spaceOf(s.app.store, user.id);
    expect(before?.version).toBe(base + 1);
    const res = await api.push([mutation(1, 'reptile.create.v1', reptileArgs()), mutation(2, 'reptile.update.v1', { id: reptileArgs().id, patch: { name: 'Nobody' } })]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['already-processed', 'not-found']);
    expect(await spaceOf(s.app.store, user.id)).toEqual(before);
  });

  it('a second client continues from the first one\'s last version', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const phone = syncApi(s.app, user);
    const laptop = syncApi(s.app, user);
    const base = await counter(user.id);
    const a = reptileArgs();
    const b = reptileArgs();
    await phone.push([mutation(1, 'reptile.create.v1', a)]);
    await laptop.push([mutation(1, 'reptile.create.v1', b)]);
    expect(await versionsOf([a.id, b.id])).toEqual([base + 1, base + 2]);
    expect(await counter(user.id)).toBe(base + 2);
  });
});

describe('savepoints only when a refusal has something to undo (decision 0011)', () => {
  /** Counts the transactions (and savepoints) a push takes. */
  async function counting<T>(fn: () => Promise<T>): Promise<{ value: T; transactions: number; savepoints: number }> {
    const store = s.app.store;
    const original = store.transaction.bind(store);
    let transactions = 0;
    let savepoints = 0;
    store.transaction = (async (inner, opts) => original(async (tx) => {
      transactions++;
      const savepoint = tx.savepoint.bind(tx);
      return inner(Object.assign(Object.create(tx) as typeof tx, {
        savepoint: (f: () => Promise<unknown>) => {
          savepoints++;
          return savepoint(f);
        },
      }));
    }, opts)) as typeof store.transaction;
    try {
      return { value: await fn(), transactions, savepoints };
    } finally {
      store.transaction = original;
    }
  }

  it('runs a batch whose refusals wrote nothing in one attempt, with no savepoint', async () => {
    const user = await createTestUser(s.app);
    const api = syncApi(s.app, user);
    const six = Array.from({ length: 6 }, () => reptileArgs());
    const { value, transactions, savepoints } = await counting(() => api.push(six.map((a, i) => mutation(i + 1, 'reptile.create.v1', a))));
    expect(value.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied', 'plan-limit-reptiles']);
    expect([transactions, savepoints]).toEqual([1, 0]);
  });

  it('runs a batch again with a savepoint per mutation when one was refused after writing, keeping the rest', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    const api = syncApi(s.app, user);
    const base = await counter(user.id);
    const refused = reptileArgs({ name: 'Refused after writing' });
    const [first, last] = [reptileArgs(), reptileArgs()];
    await refusingAfterWriting(refused.id, async () => {
      const { value, transactions, savepoints } = await counting(() => api.push([
        mutation(1, 'reptile.create.v1', first), mutation(2, 'reptile.create.v1', refused), mutation(3, 'reptile.create.v1', last),
      ]));
      expect(value.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'id-conflict', 'applied']);
      expect([transactions, savepoints]).toEqual([2, 3]);
    });
    expect(await versionOf(refused.id)).toBeUndefined();
    expect([await versionOf(first.id), await versionOf(last.id)]).toEqual([base + 1, base + 2]);
    expect(await counter(user.id)).toBe(base + 2);
  });
});
