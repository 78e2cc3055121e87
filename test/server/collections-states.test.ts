/**
 * Collections through sync (sync-server/src/sync/mutators/collection.ts, collections/states.ts,
 * issue 12): HerpPlus and up, at most the plan's number; reptiles assigned to one and let go when
 * it is deleted; at expiry every collection turns read-only, edits are refused with the refusal
 * kept for the keeper's device, the keeper picks which stay active, and a renewal makes them all
 * active again when they fit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustCoins, lapseExpiredPlans, purchaseTier } from '../../sync-server/src/coins/service';
import { awardIdsOf, claimsOf, collectionArgs, collectionsOf, pullAll, walletOf } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncClient } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

/** A keeper who bought a month of `tier` with coins just now (so it expires). */
async function keeperWithPlan(tier: 'HerpPlus' | 'HerpPro' | null) {
  const user = await createTestUser(s.app);
  if (tier) await buyPlan(user, tier);
  return { user, ...syncClient(s.app, user) };
}

async function buyPlan(user: TestUser, tier: 'HerpPlus' | 'HerpPro') {
  const price = tier === 'HerpPro' ? 1000 : 500;
  await adjustCoins(s.app.store, user.id, { amount: price, reason: 'For the test', adjustmentId: randomUUID() }, Date.now());
  return purchaseTier(s.app.store, user.id, tier, randomUUID(), Date.now());
}

/** The keeper's plan ended a second ago (the lapse job has not run yet). */
const expirePlan = (userId: string) => s.app.store.run('UPDATE wallets SET premium_expires_at = ? WHERE user_id = ?', [Date.now() - 1000, userId]);

type Keeper = Awaited<ReturnType<typeof keeperWithPlan>>;

/** Pushes `args` as `name` mutations in one batch; answers each result's code or status. */
async function push(k: Keeper, ...ms: [name: string, args: unknown][]): Promise<string[]> {
  const res = await k.api.push(ms.map(([name, args]) => mutation(k.next(), name, args)));
  return res.results.map((r) => r.code ?? r.status);
}

/** Creates `names` as collections (all must be applied); answers their ids in order. */
async function createCollections(k: Keeper, ...names: string[]): Promise<string[]> {
  const args = names.map((n) => collectionArgs(n));
  expect(await push(k, ...args.map((a) => ['collection.create.v1', a] as [string, unknown]))).toEqual(names.map(() => 'applied'));
  return args.map((a) => a.id);
}

const statesOf = async (userId: string) => Object.fromEntries((await collectionsOf(s.app.store, userId)).map((c) => [c.name, c.state]));

describe('creating collections', () => {
  it('needs HerpPlus: a Basic keeper\'s create is refused with premium-required, and the refusal reaches the device by pull', async () => {
    const k = await keeperWithPlan(null);
    expect(await push(k, ['collection.create.v1', collectionArgs('Rack A')])).toEqual(['premium-required']);
    expect(await push(k, ['collection.pickActive.v1', { ids: [randomUUID()] }])).toEqual(['premium-required']);
    const pulled = await pullAll(k.api);
    expect(pulled.changes.collections).toEqual([]);
    expect(pulled.rejections).toEqual([
      expect.objectContaining({ mutationId: 1, name: 'collection.create.v1', code: 'premium-required' }),
      expect.objectContaining({ mutationId: 2, name: 'collection.pickActive.v1', code: 'premium-required' }),
    ]);
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('firstCollection');
  });

  it('HerpPlus allows three: the fourth is refused with collection-limit and {limit: 3}; the first earns firstCollection', async () => {
    const k = await keeperWithPlan('HerpPlus');
    expect(await claimsOf(s.app, k.user)).toMatchObject({ collectionLimit: 3 });
    const args = ['A', 'B', 'C', 'D'].map((n) => collectionArgs(`Rack ${n}`, { description: `Shelf ${n}` }));
    expect(await push(k, ...args.map((a) => ['collection.create.v1', a] as [string, unknown]))).toEqual(['applied', 'applied', 'applied', 'collection-limit']);
    expect(await push(k, ['collection.create.v1', collectionArgs('Rack E')])).toEqual(['collection-limit']);
    const pulled = await pullAll(k.api);
    expect(pulled.changes.collections.map((c) => [c.name, c.description, c.state])).toEqual([
      ['Rack A', 'Shelf A', 'active'], ['Rack B', 'Shelf B', 'active'], ['Rack C', 'Shelf C', 'active'],
    ]);
    expect(pulled.rejections).toEqual([
      expect.objectContaining({ mutationId: 4, code: 'collection-limit', params: { limit: 3 } }),
      expect.objectContaining({ mutationId: 5, code: 'collection-limit', params: { limit: 3 } }),
    ]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('firstCollection');
    // Deleting one frees a slot.
    expect(await push(k, ['collection.delete.v1', { id: args[0]?.id }], ['collection.create.v1', args[3]])).toEqual(['applied', 'applied']);
    expect(Object.keys(await statesOf(k.user.id)).sort()).toEqual(['Rack B', 'Rack C', 'Rack D']);
  });

  it('HerpPro allows more than three', async () => {
    const k = await keeperWithPlan('HerpPro');
    await createCollections(k, 'One', 'Two', 'Three', 'Four', 'Five');
    expect(Object.values(await statesOf(k.user.id))).toEqual(['active', 'active', 'active', 'active', 'active']);
  });
});

describe('reptiles in collections', () => {
  it('a reptile is assigned on create and update; deleting the collection clears the reptiles\' collectionId', async () => {
    const k = await keeperWithPlan('HerpPlus');
    const [a, b] = await createCollections(k, 'Breeders', 'Holdbacks');
    const r1 = reptileArgs({ name: 'Nagini', collectionId: a });
    const r2 = reptileArgs({ name: 'Kaa' });
    expect(await push(k, ['reptile.create.v1', r1], ['reptile.create.v1', r2], ['reptile.update.v1', { id: r2.id, patch: { collectionId: b } }])).toEqual(['applied', 'applied', 'applied']);
    const cookie = (await pullAll(k.api)).cookie;
    const reptiles = async () => Object.fromEntries((await pullAll(k.api)).changes.reptiles.map((r) => [r.name, r.collectionId]));
    expect(await reptiles()).toEqual({ Nagini: a, Kaa: b });

    expect(await push(k, ['reptile.update.v1', { id: r1.id, patch: { collectionId: b } }])).toEqual(['applied']);
    expect(await reptiles()).toEqual({ Nagini: b, Kaa: b });
    expect(await push(k, ['collection.delete.v1', { id: b }], ['collection.delete.v1', { id: b }])).toEqual(['applied', 'applied']);
    const delta = await pullAll(k.api, cookie);
    expect(Object.fromEntries(delta.changes.reptiles.map((r) => [r.name, r.collectionId]))).toEqual({ Nagini: null, Kaa: null });
    expect(delta.changes.collections).toEqual([expect.objectContaining({ id: b, deleted: true })]);
    // Leaving a collection is always allowed; joining a missing or deleted one is not.
    expect(await push(k,
      ['reptile.update.v1', { id: r1.id, patch: { collectionId: a } }],
      ['reptile.update.v1', { id: r1.id, patch: { collectionId: null } }],
      ['reptile.update.v1', { id: r2.id, patch: { collectionId: b } }],
      ['reptile.create.v1', reptileArgs({ collectionId: randomUUID() })],
    )).toEqual(['applied', 'applied', 'collection-not-found', 'collection-not-found']);
  });

  it('a reptile cannot join another keeper\'s collection', async () => {
    const owner = await keeperWithPlan('HerpPlus');
    const [theirs] = await createCollections(owner, 'Not yours');
    const other = await keeperWithPlan('HerpPlus');
    expect(await push(other, ['reptile.create.v1', reptileArgs({ collectionId: theirs })])).toEqual(['collection-not-found']);
    expect(await push(other, ['collection.update.v1', { id: theirs, patch: { name: 'Mine now' } }], ['collection.delete.v1', { id: theirs }])).toEqual(['not-found', 'not-found']);
    // A pick naming a collection that is not the keeper's (shared/sync/errors.ts: "named one that is gone").
    expect(await push(other, ['collection.pickActive.v1', { ids: [theirs] }])).toEqual(['no-collection-picked']);
    expect(await statesOf(owner.user.id)).toEqual({ 'Not yours': 'active' });
  });
});

describe('at expiry', () => {
  it('access ends at the expiry instant; the lapse job makes every collection read-only; edits are refused and the refusal is kept for the device', async () => {
    const k = await keeperWithPlan('HerpPlus');
    const [a] = await createCollections(k, 'A', 'B', 'C');
    const reptile = reptileArgs();
    expect(await push(k, ['reptile.create.v1', reptile])).toEqual(['applied']);
    await expirePlan(k.user.id);
    expect(await claimsOf(s.app, k.user)).toMatchObject({ isPremium: false, collectionLimit: 0 });
    // Before the job: the plan counts as Basic already.
    expect(await push(k, ['collection.update.v1', { id: a, patch: { name: 'Renamed' } }])).toEqual(['premium-required']);

    const cookie = (await pullAll(k.api)).cookie;
    const lapsed = await lapseExpiredPlans(s.app.store, Date.now());
    expect(lapsed.lapsed).toBeGreaterThanOrEqual(1);
    expect(await walletOf(s.app.store, k.user.id)).toMatchObject({ premiumTier: null });
    expect(await statesOf(k.user.id)).toEqual({ A: 'read-only', B: 'read-only', C: 'read-only' });
    const delta = await pullAll(k.api, cookie);
    expect(delta.changes.collections.map((c) => c.state)).toEqual(['read-only', 'read-only', 'read-only']);
    expect(delta.changes.wallets).toEqual([expect.objectContaining({ premiumTier: null })]);
    // Run again: nothing left to lapse, nothing changes.
    expect(await lapseExpiredPlans(s.app.store, Date.now())).toEqual({ lapsed: 0 });

    const before = await collectionsOf(s.app.store, k.user.id);
    expect(await push(k,
      ['collection.update.v1', { id: a, patch: { description: 'New' } }],
      ['reptile.update.v1', { id: reptile.id, patch: { collectionId: a } }],
      ['collection.create.v1', collectionArgs('D')],
    )).toEqual(['premium-required', 'premium-required', 'premium-required']);
    expect(await collectionsOf(s.app.store, k.user.id)).toEqual(before);
    const pulled = await pullAll(k.api);
    expect(pulled.rejections.map((r) => [r.name, r.code])).toEqual([
      ['collection.update.v1', 'premium-required'],
      ['collection.update.v1', 'premium-required'],
      ['reptile.update.v1', 'premium-required'],
      ['collection.create.v1', 'premium-required'],
    ]);
    // Deleting stays allowed.
    expect(await push(k, ['collection.delete.v1', { id: a }])).toEqual(['applied']);

    // Renewing makes all of them active again: they fit.
    await buyPlan(k.user, 'HerpPlus');
    expect(await statesOf(k.user.id)).toEqual({ B: 'active', C: 'active' });
    expect(await push(k, ['collection.create.v1', collectionArgs('D')])).toEqual(['applied']);
  });

  it('the lapse job leaves plans that have not expired alone', async () => {
    const k = await keeperWithPlan('HerpPlus');
    await createCollections(k, 'A');
    const wallet = await walletOf(s.app.store, k.user.id);
    await lapseExpiredPlans(s.app.store, Date.now());
    expect(await walletOf(s.app.store, k.user.id)).toEqual(wallet);
    expect(await statesOf(k.user.id)).toEqual({ A: 'active' });
  });

  it('with fewer slots than collections: all read-only until the keeper picks 1..limit to stay active', async () => {
    const k = await keeperWithPlan('HerpPro');
    const ids = await createCollections(k, 'A', 'B', 'C', 'D', 'E');
    await expirePlan(k.user.id);
    await lapseExpiredPlans(s.app.store, Date.now());
    // HerpPlus now: 3 slots for 5 collections, none picked yet.
    await buyPlan(k.user, 'HerpPlus');
    expect(Object.values(await statesOf(k.user.id))).toEqual(['read-only', 'read-only', 'read-only', 'read-only', 'read-only']);
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    const reptile = reptileArgs();

    const cookie = (await pullAll(k.api)).cookie;
    expect(await push(k,
      ['collection.update.v1', { id: a, patch: { name: 'A2' } }],
      ['reptile.create.v1', { ...reptile, collectionId: b }],
      ['collection.create.v1', collectionArgs('F')],
      ['collection.pickActive.v1', { ids: [] }],
      ['collection.pickActive.v1', { ids: [a, b, c, d] }],
      ['collection.pickActive.v1', { ids: [a, randomUUID()] }],
    )).toEqual(['collection-read-only', 'collection-read-only', 'collection-limit', 'invalid-args', 'collection-limit', 'no-collection-picked']);
    expect(Object.values(await statesOf(k.user.id)).every((st) => st === 'read-only')).toBe(true);
    const refused = await pullAll(k.api, cookie);
    expect(refused.changes.collections).toEqual([]);
    expect(refused.rejections.map((r) => [r.name, r.code, r.params])).toEqual([
      ['collection.update.v1', 'collection-read-only', undefined],
      ['reptile.create.v1', 'collection-read-only', undefined],
      ['collection.create.v1', 'collection-limit', { limit: 3 }],
      ['collection.pickActive.v1', 'invalid-args', undefined],
      ['collection.pickActive.v1', 'collection-limit', { limit: 3 }],
      ['collection.pickActive.v1', 'no-collection-picked', undefined],
    ]);

    // A valid pick (a repeated id counts once): those two active, the rest stay read-only.
    expect(await push(k, ['collection.pickActive.v1', { ids: [a, b, a] }])).toEqual(['applied']);
    expect(await statesOf(k.user.id)).toEqual({ A: 'active', B: 'active', C: 'read-only', D: 'read-only', E: 'read-only' });
    const picked = await pullAll(k.api, cookie);
    expect(Object.fromEntries(picked.changes.collections.map((x) => [x.name, x.state]))).toEqual({ A: 'active', B: 'active' });
    expect(await push(k,
      ['collection.update.v1', { id: a, patch: { name: 'A2' } }],
      ['collection.update.v1', { id: c, patch: { name: 'C2' } }],
      ['reptile.create.v1', { ...reptile, collectionId: b }],
    )).toEqual(['applied', 'collection-read-only', 'applied']);
    // A later pick moves the active set.
    expect(await push(k, ['collection.pickActive.v1', { ids: [c, d, e] }])).toEqual(['applied']);
    expect(await statesOf(k.user.id)).toEqual({ A2: 'read-only', B: 'read-only', C: 'active', D: 'active', E: 'active' });
    // Deleting two leaves three, which fit: all active.
    expect(await push(k, ['collection.delete.v1', { id: c }], ['collection.delete.v1', { id: d }])).toEqual(['applied', 'applied']);
    expect(await statesOf(k.user.id)).toEqual({ A2: 'active', B: 'active', E: 'active' });
  });

  it('renewing the larger plan makes every collection active again', async () => {
    const k = await keeperWithPlan('HerpPro');
    await createCollections(k, 'A', 'B', 'C', 'D');
    await expirePlan(k.user.id);
    await lapseExpiredPlans(s.app.store, Date.now());
    expect(Object.values(await statesOf(k.user.id))).toEqual(['read-only', 'read-only', 'read-only', 'read-only']);
    await buyPlan(k.user, 'HerpPro');
    expect(Object.values(await statesOf(k.user.id))).toEqual(['active', 'active', 'active', 'active']);
    expect(await claimsOf(s.app, k.user)).toMatchObject({ premiumTier: 'HerpPro', collectionLimit: 100 });
  });

  // A device that picked while the plan was lapsed (offline, or before it pulled the renewal
  // another device bought) must not make collections read-only that fit the renewed plan.
  it('a pick that arrives after a renewal made every collection fit again leaves them all active', async () => {
    const k = await keeperWithPlan('HerpPlus');
    const [a] = await createCollections(k, 'A', 'B', 'C');
    await expirePlan(k.user.id);
    await lapseExpiredPlans(s.app.store, Date.now());
    // Another device renews; this one, which still saw them read-only, sends the pick it made.
    await buyPlan(k.user, 'HerpPlus');
    expect(await statesOf(k.user.id)).toEqual({ A: 'active', B: 'active', C: 'active' });
    expect(await push(k, ['collection.pickActive.v1', { ids: [a] }])).toEqual(['applied']);
    expect(await statesOf(k.user.id)).toEqual({ A: 'active', B: 'active', C: 'active' });
  });
});
