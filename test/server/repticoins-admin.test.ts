/**
 * Admins' adjustments of a keeper's ReptiCoins and revocation of a plan
 * (POST /api/admin/users/:userId/repticoins and .../premium/revoke, issue 12): either sign with a
 * reason, only by admins, never past the balance (refused, not clipped), a resend applied once;
 * a revoked plan ends premium access and leaves collections read-only past Basic's limit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustCoins } from '../../sync-server/src/coins/service';
import { adjust, balanceOf, buy, claimsOf, coinSnapshot, collectionArgs, collectionsOf, ledgerOf, postJson, pullAll } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, syncClient } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

describe('an admin adjusting a keeper\'s ReptiCoins', () => {
  it('adds and subtracts with a reason, each an entry of the ledger keyed by its adjustment id', async () => {
    const keeper = await createTestUser(s.app);
    const add = randomUUID();
    const res = await adjust(s.app, admin, keeper.id, 300, '  Contest make-good  ', add);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 300, duplicate: false });
    const take = randomUUID();
    expect((await adjust(s.app, admin, keeper.id, -120, 'Refund reversed', take)).json()).toEqual({ balance: 180, duplicate: false });
    expect((await ledgerOf(s.app.store, keeper.id)).map((e) => [e.key, e.amount, e.reason])).toEqual([
      [`admin:${add}`, 300, 'Contest make-good'],
      [`admin:${take}`, -120, 'Refund reversed'],
    ]);
    expect(await balanceOf(s.app.store, keeper.id)).toBe(180);
    // The keeper's devices learn of it by pull.
    const pulled = await pullAll(syncClient(s.app, keeper).api);
    expect(pulled.changes.wallets).toEqual([expect.objectContaining({ balance: 180 })]);
    expect(pulled.changes.coinEntries.map((e) => e.amount)).toEqual([300, -120]);
  });

  it('a resent adjustment (same id) applies once, even sent together, and even with another amount', async () => {
    const keeper = await createTestUser(s.app);
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 3 }, () => adjust(s.app, admin, keeper.id, 200, 'Welcome', id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json<{ duplicate: boolean }>().duplicate).sort()).toEqual([false, true, true]);
    const again = await adjust(s.app, admin, keeper.id, 9999, 'Welcome', id);
    expect(again.json()).toEqual({ balance: 200, duplicate: true });
    expect(await ledgerOf(s.app.store, keeper.id)).toHaveLength(1);
    expect(await balanceOf(s.app.store, keeper.id)).toBe(200);
  });

  it('a subtraction past the balance is refused (409 insufficient-balance) and changes nothing', async () => {
    const keeper = await createTestUser(s.app);
    await adjust(s.app, admin, keeper.id, 100);
    const before = await coinSnapshot(s.app.store, keeper.id);
    const res = await adjust(s.app, admin, keeper.id, -101, 'Too much');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'insufficient-balance', balance: 100 });
    expect(await coinSnapshot(s.app.store, keeper.id)).toEqual(before);
    // Exactly the balance is allowed.
    expect((await adjust(s.app, admin, keeper.id, -100, 'All of it')).json()).toEqual({ balance: 0, duplicate: false });
    // A refused id may be used again once the balance allows it: it was never written.
    const id = randomUUID();
    expect((await adjust(s.app, admin, keeper.id, -1, 'Nothing there', id)).statusCode).toBe(409);
    await adjust(s.app, admin, keeper.id, 5);
    expect((await adjust(s.app, admin, keeper.id, -1, 'Now there is', id)).json()).toEqual({ balance: 4, duplicate: false });
  });

  it('refuses a zero or missing amount, a missing reason and a bad id (400), an unknown keeper (404), and writes nothing', async () => {
    const keeper = await createTestUser(s.app);
    const before = await coinSnapshot(s.app.store, keeper.id);
    const url = `/api/admin/users/${keeper.id}/repticoins`;
    for (const body of [
      { amount: 0, reason: 'Zero', adjustmentId: randomUUID() },
      { reason: 'No amount', adjustmentId: randomUUID() },
      { amount: 1.5, reason: 'Half', adjustmentId: randomUUID() },
      { amount: 10, reason: '   ', adjustmentId: randomUUID() },
      { amount: 10, adjustmentId: randomUUID() },
      { amount: 10, reason: 'Bad id', adjustmentId: 'not a uuid' },
      { amount: 2_000_000, reason: 'Too large', adjustmentId: randomUUID() },
    ]) {
      const res = await postJson(s.app, url, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust(s.app, admin, randomUUID(), 10)).statusCode).toBe(404);
    expect((await postJson(s.app, '/api/admin/users/not-an-id/repticoins', admin, { amount: 10, reason: 'x', adjustmentId: randomUUID() })).statusCode).toBe(404);
    expect(await coinSnapshot(s.app.store, keeper.id)).toEqual(before);
  });

  it('is for admins only: a keeper or a moderator gets 403, no token 401, and nothing changes', async () => {
    const keeper = await createTestUser(s.app);
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    for (const caller of [keeper, moderator]) {
      const res = await adjust(s.app, caller, keeper.id, 1000, 'Myself');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
      expect((await postJson(s.app, `/api/admin/users/${keeper.id}/premium/revoke`, caller)).statusCode).toBe(403);
    }
    expect((await postJson(s.app, `/api/admin/users/${keeper.id}/repticoins`, undefined, { amount: 1, reason: 'x', adjustmentId: randomUUID() })).statusCode).toBe(401);
    expect(await ledgerOf(s.app.store, keeper.id)).toEqual([]);
  });

  it('the service refuses an invalid reason or amount without writing (the operators\' command uses it too)', async () => {
    const keeper = await createTestUser(s.app);
    await expect(adjustCoins(s.app.store, keeper.id, { amount: 10, reason: '  ', adjustmentId: randomUUID() }, Date.now())).rejects.toMatchObject({ status: 400, code: 'invalid-reason' });
    await expect(adjustCoins(s.app.store, keeper.id, { amount: 0, reason: 'Zero', adjustmentId: randomUUID() }, Date.now())).rejects.toMatchObject({ status: 400, code: 'invalid-amount' });
    await expect(adjustCoins(s.app.store, keeper.id, { amount: -5, reason: 'Below zero', adjustmentId: randomUUID() }, Date.now())).rejects.toMatchObject({ status: 409, code: 'insufficient-balance' });
    expect(await ledgerOf(s.app.store, keeper.id)).toEqual([]);
  });
});

describe('an admin revoking a plan', () => {
  it('removes premium access and makes the keeper\'s collections read-only (Basic allows none)', async () => {
    const keeper = await createTestUser(s.app);
    await adjust(s.app, admin, keeper.id, 500);
    expect((await buy(s.app, keeper, 'HerpPlus')).statusCode).toBe(200);
    const c = syncClient(s.app, keeper);
    const [one, two] = [collectionArgs('Rack A'), collectionArgs('Rack B')];
    const created = await c.api.push([mutation(c.next(), 'collection.create.v1', one), mutation(c.next(), 'collection.create.v1', two)]);
    expect(created.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const before = await pullAll(c.api);

    const res = await postJson(s.app, `/api/admin/users/${keeper.id}/premium/revoke`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ premiumTier: null, premiumExpiresAt: null });
    expect(await claimsOf(s.app, keeper)).toMatchObject({ isPremium: false, premiumTier: null, collectionLimit: 0 });
    expect((await collectionsOf(s.app.store, keeper.id)).map((x) => x.state)).toEqual(['read-only', 'read-only']);
    // Devices learn both: the wallet and the collections' states.
    const delta = await pullAll(c.api, before.cookie);
    expect(delta.changes.wallets).toEqual([expect.objectContaining({ premiumTier: null })]);
    expect(delta.changes.collections.map((x) => x.state)).toEqual(['read-only', 'read-only']);
    // Edits are refused, creating too; the coins stay.
    const edit = await c.api.push([mutation(c.next(), 'collection.update.v1', { id: one.id, patch: { name: 'Renamed' } }), mutation(c.next(), 'collection.create.v1', collectionArgs('Third'))]);
    expect(edit.results.map((r) => r.code)).toEqual(['premium-required', 'premium-required']);
    expect((await collectionsOf(s.app.store, keeper.id)).map((x) => x.name)).toEqual(['Rack A', 'Rack B']);
    // 500 given, 500 spent, 20 for the first collection: revoking takes no coins.
    expect((await ledgerOf(s.app.store, keeper.id)).map((e) => e.amount)).toEqual([500, -500, 20]);
    expect(await balanceOf(s.app.store, keeper.id)).toBe(20);
  });

  it('answers 404 for an unknown keeper', async () => {
    expect((await postJson(s.app, `/api/admin/users/${randomUUID()}/premium/revoke`, admin)).statusCode).toBe(404);
  });
});
