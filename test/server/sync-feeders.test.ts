/**
 * Feeders through push and pull: create, edit, stock deltas with the spec's limit of 5 per add,
 * delete; every mutation and pull isolated between users; a feeding created with "deduct from
 * inventory" takes its items in the same mutation (and is refused whole when the stock is short);
 * and two clients of one keeper taking from one feeder offline can never drive it below zero.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, syncClient } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const feederArgs = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), name: ' Crickets ', type: 'live', weightPerItemGrams: 0.5, quantity: 5, ...over });

const feeding = (reptileId: string, feederId: string, quantity: number, deductFromInventory = true) => ({
  id: randomUUID(), reptileId, date: '2026-11-20', source: { kind: 'inventory', feederId, quantity, deductFromInventory },
});

/** The server's count, read straight from the table. */
const stockOf = async (id: string) => (await s.app.store.one<{ quantity: number }>('SELECT quantity FROM feeders WHERE id = ?', [id]))?.quantity;

const codes = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);

describe('feeders', () => {
  it('are created, pulled back, edited field by field, stocked and deleted', async () => {
    const k = await keeperWithReptile(s.app);
    const f = feederArgs({ quantity: 3 });
    expect(codes(await k.api.push([mutation(k.next(), 'feeder.create.v1', f)]))).toEqual(['applied']);
    const first = await k.api.pull(0);
    expect(first.changes.feeders).toEqual([{
      id: f.id, userId: k.user.id, name: 'Crickets', type: 'live', weightPerItemGrams: 0.5, lowStockThreshold: 0, quantity: 3,
      version: expect.any(Number), updatedAt: expect.any(Number), deleted: false,
    }]);

    const res = await k.api.push([
      mutation(k.next(), 'feeder.update.v1', { id: f.id, patch: { lowStockThreshold: 4 } }),
      mutation(k.next(), 'feeder.update.v1', { id: f.id, patch: { name: 'Banded crickets', type: 'frozen' } }),
      mutation(k.next(), 'feeder.addStock.v1', { id: f.id, quantity: 5 }),
      mutation(k.next(), 'feeder.takeStock.v1', { id: f.id, quantity: 2 }),
      // The count is not a field: a patch carrying it is refused whole.
      mutation(k.next(), 'feeder.update.v1', { id: f.id, patch: { quantity: 99 } }),
    ]);
    expect(codes(res)).toEqual(['applied', 'applied', 'applied', 'applied', 'invalid-args']);
    const [row] = (await k.api.pull(0)).changes.feeders;
    expect(row).toMatchObject({ name: 'Banded crickets', type: 'frozen', lowStockThreshold: 4, weightPerItemGrams: 0.5, quantity: 6 });

    const removed = await k.api.push([
      mutation(k.next(), 'feeder.delete.v1', { id: f.id }),
      mutation(k.next(), 'feeder.delete.v1', { id: f.id }),
      mutation(k.next(), 'feeder.addStock.v1', { id: f.id, quantity: 1 }),
      mutation(k.next(), 'feeder.update.v1', { id: f.id, patch: { name: 'x' } }),
    ]);
    expect(codes(removed)).toEqual(['applied', 'applied', 'feeder-not-found', 'feeder-not-found']);
    expect((await k.api.pull(first.cookie)).changes.feeders).toEqual([expect.objectContaining({ id: f.id, deleted: true })]);
    expect((await k.api.pull(0)).changes.feeders).toEqual([]);
  });

  it('takes at most 5 per add action (quantity-limit, the spec message) and never goes below zero', async () => {
    const k = await keeperWithReptile(s.app);
    const f = feederArgs({ quantity: 2 });
    const res = await k.api.push([
      mutation(k.next(), 'feeder.create.v1', feederArgs({ quantity: 6 })),
      mutation(k.next(), 'feeder.create.v1', feederArgs({ quantity: 0 })),
      mutation(k.next(), 'feeder.create.v1', f),
      mutation(k.next(), 'feeder.addStock.v1', { id: f.id, quantity: 6 }),
      mutation(k.next(), 'feeder.addStock.v1', { id: f.id, quantity: 0 }),
      mutation(k.next(), 'feeder.addStock.v1', { id: f.id, quantity: 1.5 }),
      mutation(k.next(), 'feeder.takeStock.v1', { id: f.id, quantity: 3 }),
      mutation(k.next(), 'feeder.takeStock.v1', { id: f.id, quantity: 2 }),
      mutation(k.next(), 'feeder.takeStock.v1', { id: f.id, quantity: 1 }),
    ]);
    expect(codes(res)).toEqual([
      'quantity-limit', 'invalid-args', 'applied', 'quantity-limit', 'invalid-args', 'invalid-args', 'insufficient-stock', 'applied', 'insufficient-stock',
    ]);
    expect(await stockOf(f.id)).toBe(0);
    const { rejections } = await k.api.pull(0);
    // The refusal carries what the server had, for the sync panel's "Only {{available}} left".
    expect(rejections.filter((r) => r.code === 'insufficient-stock').map((r) => r.params)).toEqual([{ available: 2 }, { available: 0 }]);
    expect(rejections.find((r) => r.code === 'insufficient-stock')?.message).toBe(`Feeder ${f.id} has 2 in stock; 3 were asked for.`);
    expect(rejections.find((r) => r.code === 'quantity-limit')).not.toHaveProperty('params');
  });

  it("are one user's: every mutation on another's feeder is feeder-not-found, and pulls never mix", async () => {
    const alice = await keeperWithReptile(s.app);
    const bob = await keeperWithReptile(s.app);
    const f = feederArgs();
    await alice.api.push([mutation(alice.next(), 'feeder.create.v1', f)]);
    const res = await bob.api.push([
      mutation(bob.next(), 'feeder.update.v1', { id: f.id, patch: { name: 'Mine now' } }),
      mutation(bob.next(), 'feeder.addStock.v1', { id: f.id, quantity: 1 }),
      mutation(bob.next(), 'feeder.takeStock.v1', { id: f.id, quantity: 1 }),
      mutation(bob.next(), 'feedingLog.create.v1', feeding(bob.reptileId, f.id, 1)),
      mutation(bob.next(), 'feeder.delete.v1', { id: f.id }),
      mutation(bob.next(), 'feeder.create.v1', { ...f, name: 'Clash' }),
    ]);
    expect(codes(res)).toEqual(['feeder-not-found', 'feeder-not-found', 'feeder-not-found', 'feeder-not-found', 'feeder-not-found', 'id-conflict']);
    expect(await stockOf(f.id)).toBe(5);
    const bobs = await bob.api.pull(0);
    expect(bobs.changes.feeders).toEqual([]);
    expect(bobs.changes.feedingLogs).toEqual([]);
    expect((await alice.api.pull(0)).changes.feeders).toEqual([expect.objectContaining({ id: f.id, name: 'Crickets', quantity: 5, deleted: false })]);
  });
});

describe('feeding from inventory', () => {
  it('deducts in the same mutation only when created with the flag; edits and deletes never move stock', async () => {
    const k = await keeperWithReptile(s.app);
    const f = feederArgs({ quantity: 5 });
    const deducted = feeding(k.reptileId, f.id, 2);
    const res = await k.api.push([
      mutation(k.next(), 'feeder.create.v1', f),
      mutation(k.next(), 'feedingLog.create.v1', deducted),
      mutation(k.next(), 'feedingLog.create.v1', feeding(k.reptileId, f.id, 1, false)),
      mutation(k.next(), 'feedingLog.create.v1', { id: randomUUID(), reptileId: k.reptileId, date: '2026-11-20', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } }),
      mutation(k.next(), 'feedingLog.update.v1', { id: deducted.id, patch: { source: { kind: 'inventory', feederId: f.id, quantity: 4, deductFromInventory: true } } }),
      mutation(k.next(), 'feedingLog.delete.v1', { id: deducted.id }),
    ]);
    expect(codes(res)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied', 'applied']);
    expect(await stockOf(f.id)).toBe(3);
    // The pull shows the count and the feedings in one snapshot.
    const pulled = await k.api.pull(0);
    expect(pulled.changes.feeders).toEqual([expect.objectContaining({ id: f.id, quantity: 3 })]);
    expect(pulled.changes.feedingLogs).toHaveLength(2);
  });

  it('is refused whole when the stock is short or the feeder is gone: no log, no deduction', async () => {
    const k = await keeperWithReptile(s.app);
    const f = feederArgs({ quantity: 1 });
    const short = feeding(k.reptileId, f.id, 2);
    const gone = feeding(k.reptileId, f.id, 1);
    const res = await k.api.push([
      mutation(k.next(), 'feeder.create.v1', f),
      mutation(k.next(), 'feedingLog.create.v1', short),
      mutation(k.next(), 'feeder.delete.v1', { id: f.id }),
      mutation(k.next(), 'feedingLog.create.v1', gone),
      mutation(k.next(), 'feedingLog.create.v1', feeding(k.reptileId, randomUUID(), 1)),
    ]);
    expect(codes(res)).toEqual(['applied', 'insufficient-stock', 'applied', 'feeder-not-found', 'feeder-not-found']);
    expect(await stockOf(f.id)).toBe(1);
    const pulled = await k.api.pull(0);
    expect(pulled.changes.feedingLogs).toEqual([]);
    expect(pulled.rejections.map((r) => [r.name, r.code, r.params])).toEqual([
      ['feedingLog.create.v1', 'insufficient-stock', { available: 1 }],
      ['feedingLog.create.v1', 'feeder-not-found', undefined],
      ['feedingLog.create.v1', 'feeder-not-found', undefined],
    ]);
  });

  it('two clients deducting 3 + 3 offline from a feeder of 5: exactly one applies, the other is told 2 are left', async () => {
    const k = await keeperWithReptile(s.app);
    const f = feederArgs({ quantity: 5 });
    await k.api.push([mutation(k.next(), 'feeder.create.v1', f)]);
    const phone = syncClient(s.app, k.user);
    const laptop = syncClient(s.app, k.user);
    const fromPhone = feeding(k.reptileId, f.id, 3);
    const fromLaptop = feeding(k.reptileId, f.id, 3);
    // Both come back online at once; the server takes them one after the other.
    const [a, b] = await Promise.all([
      phone.api.push([mutation(phone.next(), 'feedingLog.create.v1', fromPhone)]),
      laptop.api.push([mutation(laptop.next(), 'feedingLog.create.v1', fromLaptop)]),
    ]);
    const outcomes = [codes(a)[0], codes(b)[0]];
    expect(outcomes.sort()).toEqual(['applied', 'insufficient-stock']);
    expect(await stockOf(f.id)).toBe(2);

    const [winner, loser, loserLog] = codes(a)[0] === 'applied' ? [phone, laptop, fromLaptop] : [laptop, phone, fromPhone];
    const seen = await loser.api.pull(0);
    expect(seen.rejections).toEqual([expect.objectContaining({ mutationId: 1, name: 'feedingLog.create.v1', code: 'insufficient-stock', params: { available: 2 } })]);
    expect(seen.changes.feedingLogs.map((l) => l.id)).not.toContain(loserLog.id);
    expect(seen.changes.feeders).toEqual([expect.objectContaining({ id: f.id, quantity: 2 })]);
    expect((await winner.api.pull(0)).rejections).toEqual([]);

    // Many clients racing for the remaining 2: the count ends at exactly 0, never below.
    const racers = Array.from({ length: 5 }, () => syncClient(s.app, k.user));
    const results = await Promise.all(racers.map((r) => r.api.push([mutation(r.next(), 'feeder.takeStock.v1', { id: f.id, quantity: 1 })])));
    expect(results.map((r) => codes(r)[0]).filter((c) => c === 'applied')).toHaveLength(2);
    expect(await stockOf(f.id)).toBe(0);
  });
});
