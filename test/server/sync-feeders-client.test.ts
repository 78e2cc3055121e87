/**
 * Feeders and feeding deductions through the real sync client (fake-indexeddb) and the real
 * server: the stock drops on the device at once, offline; two devices deducting from one feeder
 * offline both see their own deduction, the server applies one and refuses the other with the
 * available count, and the refused device is rebased to the server's count with the feeding kept
 * in its refused changes, never lost.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { device } from '../helpers/sync-client';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const stockOf = async (id: string) => (await s.app.store.one<{ quantity: number }>('SELECT quantity FROM feeders WHERE id = ?', [id]))?.quantity;

describe('feeding from inventory between devices', () => {
  it('deducts offline on each device; the server keeps one and refuses the other with what is left', async () => {
    const user = await createTestUser(s.app);
    const phone = device(s.app, user);
    const laptop = device(s.app, user);
    const reptileId = uuidv7();
    const feederId = uuidv7();
    await phone.client.mutate('reptile.create.v1', { id: reptileId, name: 'Monty', species: 'Morelia spilota' });
    await phone.client.mutate('feeder.create.v1', { id: feederId, name: 'Rats (small)', type: 'frozen', weightPerItemGrams: 40, quantity: 5 });
    await phone.client.sync();
    await laptop.client.sync();
    expect(await laptop.db.feeders.get(feederId)).toMatchObject({ quantity: 5, name: 'Rats (small)' });

    phone.transport.offline = true;
    laptop.transport.offline = true;
    const feeding = () => ({ id: uuidv7(), reptileId, date: '2026-11-21', source: { kind: 'inventory', feederId, quantity: 3, deductFromInventory: true } } as const);
    const fromPhone = feeding();
    const fromLaptop = feeding();
    await phone.client.mutate('feedingLog.create.v1', fromPhone);
    await laptop.client.mutate('feedingLog.create.v1', fromLaptop);
    expect(await phone.db.feeders.get(feederId)).toMatchObject({ quantity: 2 });
    expect(await laptop.db.feeders.get(feederId)).toMatchObject({ quantity: 2 });
    // Offline, a further deduction of more than the device holds stops at 0 here.
    await laptop.client.mutate('feedingLog.create.v1', { ...feeding(), source: { kind: 'inventory', feederId, quantity: 4, deductFromInventory: true } });
    expect(await laptop.db.feeders.get(feederId)).toMatchObject({ quantity: 0 });

    phone.transport.offline = false;
    laptop.transport.offline = false;
    await phone.client.sync();
    await laptop.client.sync();
    await phone.client.sync();
    expect(await stockOf(feederId)).toBe(2);
    for (const d of [phone, laptop]) expect(await d.db.feeders.get(feederId)).toMatchObject({ quantity: 2 });
    expect((await laptop.db.feedingLogs.toArray()).map((l) => l.id)).toEqual([fromPhone.id]);
    const refused = await laptop.db.rejections.orderBy('mutationId').toArray();
    expect(refused.map((r) => [r.code, r.params])).toEqual([['insufficient-stock', { available: 2 }], ['insufficient-stock', { available: 2 }]]);
    // What the keeper entered is kept with the refusal.
    expect(refused[0]?.args).toMatchObject({ id: fromLaptop.id, source: { quantity: 3 } });
    expect(await phone.db.rejections.count()).toBe(0);
  });

  it('adds and takes stock offline, and both devices end on the server count', async () => {
    const user = await createTestUser(s.app);
    const a = device(s.app, user);
    const b = device(s.app, user);
    const feederId = uuidv7();
    await a.client.mutate('feeder.create.v1', { id: feederId, name: 'Dubia', type: 'live', weightPerItemGrams: 1.2, quantity: 4, lowStockThreshold: 2 });
    await a.client.sync();
    await b.client.sync();
    a.transport.offline = true;
    b.transport.offline = true;
    await a.client.mutate('feeder.addStock.v1', { id: feederId, quantity: 5 });
    await b.client.mutate('feeder.takeStock.v1', { id: feederId, quantity: 3 });
    await b.client.mutate('feeder.update.v1', { id: feederId, patch: { name: 'Dubia roaches' } });
    expect(await a.db.feeders.get(feederId)).toMatchObject({ quantity: 9 });
    expect(await b.db.feeders.get(feederId)).toMatchObject({ quantity: 1 });
    a.transport.offline = false;
    b.transport.offline = false;
    await a.client.sync();
    await b.client.sync();
    await a.client.sync();
    // Deltas merge: 4 + 5 - 3, and the rename survives beside them.
    for (const d of [a, b]) expect(await d.db.feeders.get(feederId)).toMatchObject({ quantity: 6, name: 'Dubia roaches', lowStockThreshold: 2 });
    expect(await stockOf(feederId)).toBe(6);
  });
});
