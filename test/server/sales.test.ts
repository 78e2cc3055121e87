/**
 * A breeder's sales (issue 30) through push and pull, on SQLite and (server-pg) PostgreSQL: the
 * waitlist with its order and offers, a sale made from an entry, its payments checked against the
 * ledger (a payment past the balance refused, the last of a balance paid by two devices at once
 * taken once), completion only at a balance of 0, another keeper's sale refused as if it did not
 * exist, and in a household who may record sales.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLedger } from '../../shared/sales/ledger';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, syncClient } from '../helpers/sync';
import { day, household, push } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const codes = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);
const entry = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), buyerName: 'Ivana', contact: 'ivana@example.com', species: 'Python regius', sex: 'female', currency: 'BGN', budgetMinor: 30000, ...over });
const sale = (reptileId: string, over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId, buyerName: 'Ivana', priceMinor: 125050, currency: 'BGN', handover: 'ship', handoverDate: day(3), ...over });
const pay = (saleId: string, kind: string, amountMinor: number, over: Record<string, unknown> = {}) => ({ id: randomUUID(), saleId, kind, amountMinor, date: day(0), ...over });

describe('the waitlist', () => {
  it('keeps its order, moves an entry, offers an animal and takes the offer back', async () => {
    const k = await keeperWithReptile(s.app);
    const [a, b, c] = [entry({ buyerName: 'A' }), entry({ buyerName: 'B', sex: 'any', budgetMinor: null }), entry({ buyerName: 'C' })];
    expect(codes(await k.api.push([
      mutation(k.next(), 'waitlist.create.v1', a),
      mutation(k.next(), 'waitlist.create.v1', b),
      mutation(k.next(), 'waitlist.create.v1', c),
      mutation(k.next(), 'waitlist.move.v1', { id: c.id, position: 1 }),
      mutation(k.next(), 'waitlist.offer.v1', { id: a.id, reptileId: k.reptileId }),
      mutation(k.next(), 'waitlist.offer.v1', { id: b.id, reptileId: randomUUID() }),
      mutation(k.next(), 'waitlist.withdraw.v1', { id: b.id }),
      mutation(k.next(), 'waitlist.offer.v1', { id: b.id, reptileId: k.reptileId }),
    ]))).toEqual(['applied', 'applied', 'applied', 'applied', 'applied', 'not-found', 'applied', 'invalid-args']);
    const { changes } = await k.api.pull(0);
    const list = [...changes.waitlist].sort((x, y) => x.position - y.position);
    expect(list.map((e) => [e.buyerName, e.position, e.state])).toEqual([['C', 1, 'waiting'], ['A', 2, 'offered'], ['B', 3, 'withdrawn']]);
    expect(list[1]).toMatchObject({ offeredReptileId: k.reptileId, budgetMinor: 30000, currency: 'BGN', sex: 'female' });
    expect(codes(await k.api.push([
      mutation(k.next(), 'waitlist.offer.v1', { id: a.id, reptileId: null }),
      mutation(k.next(), 'waitlist.update.v1', { id: a.id, patch: { budgetMinor: 45000, traits: 'pastel clown', contact: '' } }),
      mutation(k.next(), 'waitlist.delete.v1', { id: c.id }),
      mutation(k.next(), 'waitlist.update.v1', { id: c.id, patch: { note: 'gone' } }),
    ]))).toEqual(['applied', 'applied', 'applied', 'not-found']);
    const after = await k.api.pull(0);
    expect(after.changes.waitlist.find((e) => e.id === a.id)).toMatchObject({ state: 'waiting', offeredReptileId: null, budgetMinor: 45000, traits: 'pastel clown', contact: null, buyerName: 'A' });
    // A first pull carries no tombstones: the removed entry is simply not there.
    expect(after.changes.waitlist.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('a sale and its payments', () => {
  it('records a deposit and payments in exact minor units, refuses what would overpay, completes only at a balance of 0', async () => {
    const k = await keeperWithReptile(s.app);
    const e = entry();
    const sl = sale(k.reptileId, { waitlistId: e.id });
    const deposit = pay(sl.id, 'deposit', 25050);
    expect(codes(await k.api.push([
      mutation(k.next(), 'waitlist.create.v1', e),
      mutation(k.next(), 'sale.create.v1', sl),
      mutation(k.next(), 'sale.create.v1', sale(k.reptileId)),
      mutation(k.next(), 'salePayment.create.v1', deposit),
      mutation(k.next(), 'sale.complete.v1', { id: sl.id, completedOn: day(0) }),
      mutation(k.next(), 'salePayment.create.v1', pay(sl.id, 'payment', 100001)),
      mutation(k.next(), 'salePayment.create.v1', pay(sl.id, 'refund', 25051)),
      mutation(k.next(), 'salePayment.create.v1', pay(sl.id, 'payment', 100000)),
    ]))).toEqual(['applied', 'applied', 'already-on-sale', 'applied', 'balance-due', 'payment-exceeds-balance', 'refund-exceeds-paid', 'applied']);
    const res = await k.api.push([
      mutation(k.next(), 'sale.update.v1', { id: sl.id, patch: { handover: 'pickup', handoverDate: day(5), note: 'Expo Sofia' } }),
      mutation(k.next(), 'sale.complete.v1', { id: sl.id, completedOn: day(0) }),
      mutation(k.next(), 'salePayment.create.v1', pay(sl.id, 'payment', 1)),
      mutation(k.next(), 'sale.cancel.v1', { id: sl.id }),
    ]);
    expect(codes(res)).toEqual(['applied', 'applied', 'sale-closed', 'sale-closed']);
    const { changes } = await k.api.pull(0);
    expect(changes.sales).toEqual([expect.objectContaining({ id: sl.id, priceMinor: 125050, currency: 'BGN', state: 'completed', completedOn: day(0), waitlistId: e.id, handover: 'pickup', handoverDate: day(5), note: 'Expo Sofia' })]);
    expect(changes.waitlist.find((w) => w.id === e.id)?.state).toBe('sold');
    const payments = changes.salePayments.filter((p) => !p.deleted);
    expect(payments.map((p) => p.amountMinor).sort((x, y) => x - y)).toEqual([25050, 100000]);
    expect(payments.every((p) => p.authorId === k.user.id)).toBe(true);
    expect(saleLedger(125050, payments).balanceDue).toBe(0);
  });

  it('a refund removed cannot leave the buyer owing less than nothing; a cancelled sale sends its entry back to waiting', async () => {
    const k = await keeperWithReptile(s.app);
    const e = entry();
    const sl = sale(k.reptileId, { waitlistId: e.id, priceMinor: 10000 });
    const refund = pay(sl.id, 'refund', 5000);
    const paid = pay(sl.id, 'payment', 10000);
    expect(codes(await k.api.push([
      mutation(k.next(), 'waitlist.create.v1', e),
      mutation(k.next(), 'sale.create.v1', sl),
      mutation(k.next(), 'salePayment.create.v1', pay(sl.id, 'deposit', 5000)),
      mutation(k.next(), 'salePayment.create.v1', refund),
      mutation(k.next(), 'salePayment.create.v1', paid),
      mutation(k.next(), 'salePayment.delete.v1', { id: refund.id }),
      mutation(k.next(), 'salePayment.delete.v1', { id: paid.id }),
      mutation(k.next(), 'sale.cancel.v1', { id: sl.id }),
      mutation(k.next(), 'sale.cancel.v1', { id: sl.id }),
      mutation(k.next(), 'sale.create.v1', sale(k.reptileId)),
    ]))).toEqual(['applied', 'applied', 'applied', 'applied', 'applied', 'payment-exceeds-balance', 'applied', 'applied', 'applied', 'applied']);
    const { changes } = await k.api.pull(0);
    expect(changes.waitlist.find((w) => w.id === e.id)).toMatchObject({ state: 'waiting', offeredReptileId: null });
    expect(changes.sales.find((x) => x.id === sl.id)?.state).toBe('cancelled');
  });

  it('two devices paying the last of the balance at once: one payment is taken, the other refused', async () => {
    const k = await keeperWithReptile(s.app);
    const sl = sale(k.reptileId, { priceMinor: 50000 });
    expect(codes(await k.api.push([mutation(k.next(), 'sale.create.v1', sl), mutation(k.next(), 'salePayment.create.v1', pay(sl.id, 'deposit', 20000))])))
      .toEqual(['applied', 'applied']);
    const devices = [syncClient(s.app, k.user), syncClient(s.app, k.user), syncClient(s.app, k.user)];
    const results = await Promise.all(devices.map((d) => d.api.push([mutation(d.next(), 'salePayment.create.v1', pay(sl.id, 'payment', 30000))])));
    expect(results.map(codes).flat().sort()).toEqual(['applied', 'payment-exceeds-balance', 'payment-exceeds-balance']);
    const { changes } = await k.api.pull(0);
    expect(saleLedger(50000, changes.salePayments.filter((p) => !p.deleted)).balanceDue).toBe(0);
  });

  it("another keeper's sale, entry or animal is refused as if it did not exist", async () => {
    const k = await keeperWithReptile(s.app);
    const other = await keeperWithReptile(s.app);
    const sl = sale(k.reptileId);
    const e = entry();
    expect(codes(await k.api.push([mutation(k.next(), 'sale.create.v1', sl), mutation(k.next(), 'waitlist.create.v1', e)]))).toEqual(['applied', 'applied']);
    expect(codes(await other.api.push([
      mutation(other.next(), 'salePayment.create.v1', pay(sl.id, 'payment', 100)),
      mutation(other.next(), 'sale.complete.v1', { id: sl.id, completedOn: day(0) }),
      mutation(other.next(), 'sale.cancel.v1', { id: sl.id }),
      mutation(other.next(), 'sale.create.v1', sale(k.reptileId)),
      mutation(other.next(), 'sale.create.v1', sale(other.reptileId, { waitlistId: e.id })),
      mutation(other.next(), 'waitlist.offer.v1', { id: e.id, reptileId: other.reptileId }),
      mutation(other.next(), 'waitlist.delete.v1', { id: e.id }),
    ]))).toEqual(['not-found', 'not-found', 'not-found', 'not-found', 'not-found', 'not-found', 'not-found']);
    const { changes } = await other.api.pull(0);
    expect([changes.sales, changes.salePayments, changes.waitlist]).toEqual([[], [], []]);
    const mine = await k.api.pull(0);
    expect(mine.changes.sales[0]).toMatchObject({ id: sl.id, state: 'open' });
  });
});

describe('in a household', () => {
  it('the owner and keepers record sales and payments; a sitter and a viewer may not', async () => {
    const h = await household(s.app);
    const sl = sale(h.reptileId, { priceMinor: 9000 });
    expect(await push(s.app, h.keeper, [['sale.create.v1', sl], ['salePayment.create.v1', pay(sl.id, 'deposit', 1000)]])).toEqual(['applied', 'applied']);
    expect(await push(s.app, h.sitter, [['salePayment.create.v1', pay(sl.id, 'payment', 1000)]])).toEqual(['role-sitter']);
    expect(await push(s.app, h.viewer, [['salePayment.create.v1', pay(sl.id, 'payment', 1000)], ['sale.cancel.v1', { id: sl.id }]])).toEqual(['role-viewer', 'role-viewer']);
    expect(await push(s.app, h.owner, [['salePayment.create.v1', pay(sl.id, 'payment', 8000)], ['sale.complete.v1', { id: sl.id, completedOn: day(0) }]])).toEqual(['applied', 'applied']);
  });
});
