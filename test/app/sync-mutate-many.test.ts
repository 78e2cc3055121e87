/**
 * `mutateManyIn` on a real device database: a batch is one transaction, so its optimistic rows
 * and outbox entries appear together with consecutive ids, and a batch that fails anywhere leaves
 * no row, no entry and no used id behind.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { mutateIn, mutateManyIn, type MutationCall } from '../../app/lib/sync/mutate';
import { failNthFeedingPut, signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  vi.restoreAllMocks();
  endSession('user');
});

const feeding = (reptileId: string, outcome: 'ate' | 'refused' = 'ate'): MutationCall => ({
  name: 'feedingLog.create.v1',
  args: { id: uuidv7(), reptileId, date: '2026-05-01', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] }, outcome, notes: null },
});

async function keeperWithReptiles(n: number): Promise<{ db: UserDb; ids: string[] }> {
  const db = signInKeeper();
  const reptiles = Array.from({ length: n }, (_, i) => syncedReptile(db, { name: `R${i}` }));
  await db.reptiles.bulkPut(reptiles);
  return { db, ids: reptiles.map((r) => r.id) };
}

describe('mutateManyIn', () => {
  it('applies every mutation and queues each with consecutive ids after the ones before', async () => {
    const { db, ids } = await keeperWithReptiles(3);
    const first = await mutateIn(db, 'reptile.update.v1', { id: ids[0]!, patch: { name: 'Monty' } });
    const calls = ids.map((id, i) => feeding(id, i === 1 ? 'refused' : 'ate'));
    const spy = vi.spyOn(db, 'transaction');

    const batch = await mutateManyIn(db, calls, 7000);

    expect(spy).toHaveBeenCalledTimes(1);
    expect(batch).toEqual([first + 1, first + 2, first + 3]);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => e.mutationId)).toEqual([first, ...batch]);
    expect(outbox.slice(1).map((e) => [e.name, (e.args as { reptileId: string }).reptileId, e.createdAt]))
      .toEqual(ids.map((id) => ['feedingLog.create.v1', id, 7000]));
    const logs = await db.feedingLogs.bulkGet(calls.map((c) => (c.args as { id: string }).id));
    expect(logs.map((l) => [l?.reptileId, l?.outcome, l?.updatedAt])).toEqual(ids.map((id, i) => [id, i === 1 ? 'refused' : 'ate', 7000]));
    expect(await mutateIn(db, 'reptile.update.v1', { id: ids[0]!, patch: { name: 'Kaa' } })).toBe(first + 4);
  });

  it('writes nothing and uses no id when one local mutator throws', async () => {
    const { db, ids } = await keeperWithReptiles(3);
    const failing = failNthFeedingPut(db, 2);

    await expect(mutateManyIn(db, ids.map((id) => feeding(id)))).rejects.toThrow('disk hiccup');

    expect(failing.puts).toBe(2);
    expect(await db.feedingLogs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadow.count()).toBe(0);
    vi.restoreAllMocks();
    expect(await mutateIn(db, 'reptile.update.v1', { id: ids[0]!, patch: { name: 'Monty' } })).toBe(1);
  });

  it('refuses the whole batch when one mutation\'s args fail their schema, before writing', async () => {
    const { db, ids } = await keeperWithReptiles(2);
    const bad = feeding(ids[1]!);
    (bad.args as { date: string }).date = 'yesterday';
    await expect(mutateManyIn(db, [feeding(ids[0]!), bad])).rejects.toThrow();
    expect(await db.feedingLogs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does nothing for an empty batch', async () => {
    const { db } = await keeperWithReptiles(1);
    expect(await mutateManyIn(db, [])).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});
