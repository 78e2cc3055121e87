/**
 * Transfers (issue 18, decision 0029) on SQLite and (server-pg) PostgreSQL: an offer seen by its
 * buyer only; accepting copies the animal with every log, its photo, lineage as names, inventory
 * feedings made manual and clutches remapped, into the buyer's account (reached by pull), while
 * the seller's row becomes a read-only copy (its changes refused `reptile-transferred`, its delete
 * applied) and the sale reaches the seller's devices; the buyer's plan limit moves nothing;
 * strangers, second offers, own e-mails, cancel, decline and expiry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENES } from '../../shared/genetics/genes';
import { TRANSFER_OFFER_DAYS, TRANSFER_OFFERS_PER_DAY } from '../../shared/api/transfers';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncClient } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { tinyPng } from '../helpers/images';
import { mails } from '../helpers/accounts';
import { accept } from '../../sync-server/src/transfers/service';
import { HttpError } from '../../sync-server/src/errors';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

type Keeper = TestUser & ReturnType<typeof syncClient>;
const keeper = async (opts: Parameters<typeof createTestUser>[1] = {}): Promise<Keeper> => {
  const user = await createTestUser(s.app, opts);
  return { ...user, ...syncClient(s.app, user) };
};

const call = (k: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  s.app.inject({ method, url, headers: k.headers, ...(payload ? { payload } : {}) });
const offerTo = (seller: TestUser, reptileId: string, buyerEmail: string, over: object = {}) =>
  call(seller, 'POST', '/api/transfers', { reptileId, buyerEmail, soldOn: '2027-05-01', priceCents: 15000, currency: 'EUR', note: 'Eats well', ...over });
const statuses = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);
const push = async (k: Keeper, ...m: [string, unknown][]) => statuses(await k.api.push(m.map(([name, args]) => mutation(k.next(), name, args))));

/** A seller whose animal has a bit of everything: parents, morphs, a photo, every log kind, clutches, a reminder. */
async function sellerWithAnimal() {
  const seller = await keeper({ premiumTier: 'HerpPlus' });
  const nagini = reptileArgs({ name: 'Nagini', damName: 'Breeder female', morphs: [{ gene: GENES[0]!.id, state: 'visual' }], feedingIntervalDays: 10 });
  const zeus = reptileArgs({ name: 'Zeus', sex: 'male' });
  const hera = reptileArgs({ name: 'Hera' });
  const feederId = randomUUID();
  const laying = randomUUID();
  const heraLaying = randomUUID();
  const reminderId = randomUUID();
  const log = (over: object) => ({ id: randomUUID(), reptileId: nagini.id, date: '2027-01-10', ...over });
  expect(await push(seller,
    ['reptile.create.v1', zeus], ['reptile.create.v1', hera],
    ['reptile.create.v1', { ...nagini, sireId: zeus.id }],
    ['feeder.create.v1', { id: feederId, name: 'Mouse', type: 'frozen', weightPerItemGrams: 12.5, quantity: 5 }],
    ['growthLog.create.v1', log({ weightGrams: 900 })], ['growthLog.create.v1', log({ date: '2027-02-10', lengthCm: 110 })],
    ['feedingLog.create.v1', log({ source: { kind: 'inventory', feederId, quantity: 2, deductFromInventory: true } })],
    ['feedingLog.create.v1', log({ source: { kind: 'manual', items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] } })],
    ['sheddingLog.create.v1', log({ complete: true })],
    ['healthLog.create.v1', log({ issue: 'Mites', status: 'resolved', resolvedDate: '2027-01-20' })],
    ['eventLog.create.v1', log({ eventType: 'cleaning' })],
    ['breedingLog.create.v1', log({ eventType: 'mating', parent1: { reptileId: nagini.id }, parent2: { reptileId: zeus.id } })],
    ['breedingLog.create.v1', log({ id: laying, date: '2027-03-01', eventType: 'laying', outcomeCount: 6 })],
    ['breedingLog.create.v1', log({ date: '2027-05-01', eventType: 'hatching', clutchId: laying, outcomeCount: 5 })],
    ['breedingLog.create.v1', { id: heraLaying, reptileId: hera.id, date: '2027-03-02', eventType: 'laying', outcomeCount: 4 }],
    ['breedingLog.create.v1', log({ date: '2027-03-20', eventType: 'candling', clutchId: heraLaying, fertile: 3, notes: 'Candled for Hera' })],
    ['reminder.create.v1', { id: reminderId, taskType: 'feeding', reptileId: nagini.id, frequency: { kind: 'once' }, dueDate: '2027-06-01' }],
  )).toEqual(Array(17).fill('applied'));
  const photo = await s.app.inject({ method: 'POST', url: `/api/reptiles/${nagini.id}/photo`, headers: { ...seller.headers, 'content-type': 'image/png' }, payload: await tinyPng() });
  expect(photo.statusCode).toBe(200);
  return { seller, nagini, zeus, laying, reminderId };
}

/** Two keepers with one animal each. */
async function twoKeepersWithAnimals() {
  const seller = await keeper();
  const other = await keeper();
  const nagini = reptileArgs();
  const theirs = reptileArgs();
  await push(seller, ['reptile.create.v1', nagini]);
  await push(other, ['reptile.create.v1', theirs]);
  return { seller, other, nagini, theirs };
}

describe('transfers', () => {
  it('moves the animal with its whole history to the buyer, and leaves the seller a read-only copy', async () => {
    const { seller, nagini, laying, reminderId } = await sellerWithAnimal();
    const buyer = await keeper();
    const stranger = await keeper();

    const offered = await offerTo(seller, nagini.id, buyer.email.toUpperCase());
    expect(offered.statusCode).toBe(201);
    const view = offered.json();
    expect(view).toMatchObject({ reptileId: nagini.id, reptileName: 'Nagini', buyerEmail: buyer.email, status: 'pending', priceCents: 15000, currency: 'EUR', decidedAt: null });
    expect(view.expiresAt).toBeGreaterThan(Date.now() + (TRANSFER_OFFER_DAYS - 1) * 86_400_000);
    // The seller's devices have the offer by pull.
    expect((await seller.api.pull(0)).changes.transfers).toEqual([expect.objectContaining({ id: view.id, status: 'pending' })]);

    const incoming = (await call(buyer, 'GET', '/api/transfers/incoming')).json().offers;
    expect(incoming).toEqual([expect.objectContaining({
      id: view.id, sellerName: null, priceCents: 15000, note: 'Eats well',
      reptile: expect.objectContaining({
        name: 'Nagini', species: 'Python regius', hasPhoto: true, morphs: [{ gene: GENES[0]!.id, state: 'visual' }],
        logCounts: { growthLogs: 2, feedingLogs: 2, sheddingLogs: 1, healthLogs: 1, breedingLogs: 4, eventLogs: 1 },
      }),
    })]);
    expect((await call(stranger, 'GET', '/api/transfers/incoming')).json().offers).toEqual([]);
    expect((await call(seller, 'GET', '/api/transfers/incoming')).json().offers).toEqual([]);

    // Neither a stranger nor the seller can answer the buyer's offer.
    for (const who of [stranger, seller]) {
      expect((await call(who, 'POST', `/api/transfers/${view.id}/accept`)).json()).toMatchObject({ error: 'not-found' });
      expect((await call(who, 'POST', `/api/transfers/${view.id}/decline`)).statusCode).toBe(404);
    }
    expect((await call(buyer, 'POST', `/api/transfers/${view.id}/cancel`)).statusCode).toBe(404);

    const accepted = await call(buyer, 'POST', `/api/transfers/${view.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const copyId = accepted.json().reptileId as string;
    expect(copyId).not.toBe(nagini.id);
    expect((await call(buyer, 'POST', `/api/transfers/${view.id}/accept`)).json()).toMatchObject({ error: 'not-pending' });

    // The buyer's devices pull the copy and every log, under new ids.
    const got = (await buyer.api.pull(0)).changes;
    const copy = got.reptiles.find((r) => r.id === copyId);
    expect(copy).toMatchObject({
      name: 'Nagini', sireId: null, sireName: 'Zeus', damId: null, damName: 'Breeder female', clutchId: null, collectionId: null,
      feedingIntervalDays: 10, morphs: [{ gene: GENES[0]!.id, state: 'visual' }], transferredAt: null,
    });
    const ofCopy = <T extends { reptileId: string }>(rows: T[]) => rows.filter((r) => r.reptileId === copyId);
    expect({
      growth: ofCopy(got.growthLogs).length, feeding: ofCopy(got.feedingLogs).length, shedding: ofCopy(got.sheddingLogs).length,
      health: ofCopy(got.healthLogs).length, breeding: ofCopy(got.breedingLogs).length, event: ofCopy(got.eventLogs).length,
    }).toEqual({ growth: 2, feeding: 2, shedding: 1, health: 1, breeding: 4, event: 1 });
    expect(got.reminders).toEqual([]);
    expect(ofCopy(got.feedingLogs).map((f) => f.source)).toEqual(expect.arrayContaining([
      { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12.5 }] },
      { kind: 'manual', items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] },
    ]));
    const breeding = ofCopy(got.breedingLogs);
    const newLaying = breeding.find((b) => b.eventType === 'laying');
    expect(newLaying?.id).not.toBe(laying);
    expect(breeding.find((b) => b.eventType === 'hatching')?.clutchId).toBe(newLaying?.id);
    expect(breeding.find((b) => b.eventType === 'mating')).toMatchObject({ parent1: { reptileId: copyId }, parent2: { name: 'Zeus' } });
    // Its clutch (Hera's laying) stays with the seller: a candling without a clutch is an 'other' event.
    expect(breeding.find((b) => b.notes === 'Candled for Hera')).toMatchObject({ eventType: 'other', clutchId: null, fertile: 3 });
    const photo = await s.app.inject({ url: `/api/reptiles/${copyId}/photo`, headers: buyer.headers });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/image\/webp/);
    expect((await call(buyer, 'GET', '/api/transfers/incoming')).json().offers).toEqual([]);

    // The seller's devices learn the sale, the read-only copy, and that its reminder is gone.
    const sellerSide = (await seller.api.pull(0)).changes;
    expect(sellerSide.transfers).toEqual([expect.objectContaining({ id: view.id, status: 'accepted', decidedAt: expect.any(Number) })]);
    expect(sellerSide.transfers[0]).not.toHaveProperty('buyerId');
    expect(sellerSide.reptiles.find((r) => r.id === nagini.id)?.transferredAt).toEqual(expect.any(Number));
    expect(sellerSide.reminders.find((r) => r.id === reminderId)).toBeUndefined();
    const sellerGrowth = sellerSide.growthLogs.filter((g) => g.reptileId === nagini.id);
    const sellerFeeding = sellerSide.feedingLogs.filter((g) => g.reptileId === nagini.id);
    expect(sellerGrowth).toHaveLength(2);

    // Changes of the read-only copy are refused; deleting it is not.
    expect(await push(seller,
      ['reptile.update.v1', { id: nagini.id, patch: { name: 'Still mine' } }],
      ['growthLog.create.v1', { id: randomUUID(), reptileId: nagini.id, date: '2027-06-01', weightGrams: 1000 }],
      ['growthLog.update.v1', { id: sellerGrowth[0]!.id, patch: { weightGrams: 1 } }],
      ['growthLog.delete.v1', { id: sellerGrowth[0]!.id }],
      ['feedingLog.create.v1', { id: randomUUID(), reptileId: nagini.id, date: '2027-06-01', source: { kind: 'manual', items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] } }],
      ['feedingLog.update.v1', { id: sellerFeeding[0]!.id, patch: { notes: 'x' } }],
      ['feedingLog.delete.v1', { id: sellerFeeding[0]!.id }],
      ['reminder.create.v1', { id: randomUUID(), taskType: 'feeding', reptileId: nagini.id, frequency: { kind: 'once' }, dueDate: '2027-06-01' }],
    )).toEqual(Array(8).fill('reptile-transferred'));
    const reupload = await s.app.inject({ method: 'POST', url: `/api/reptiles/${nagini.id}/photo`, headers: { ...seller.headers, 'content-type': 'image/png' }, payload: await tinyPng() });
    expect(reupload.json()).toMatchObject({ error: 'transferred' });
    expect(await push(seller, ['reptile.delete.v1', { id: nagini.id }])).toEqual(['applied']);
    // The buyer's copy keeps its photo file after the seller's is gone.
    expect((await s.app.inject({ url: `/api/reptiles/${copyId}/photo`, headers: buyer.headers })).statusCode).toBe(200);
    expect((await seller.api.pull(0)).changes.transfers[0]).toMatchObject({ status: 'accepted', reptileName: 'Nagini' });
  });

  it('refuses an accept past the buyer\'s plan limit and moves nothing', async () => {
    const seller = await keeper();
    const nagini = reptileArgs();
    expect(await push(seller, ['reptile.create.v1', nagini])).toEqual(['applied']);
    const buyer = await keeper();
    expect(await push(buyer, ...Array.from({ length: 5 }, (): [string, unknown] => ['reptile.create.v1', reptileArgs()]))).toEqual(Array(5).fill('applied'));
    const id = (await offerTo(seller, nagini.id, buyer.email)).json().id as string;
    expect((await call(buyer, 'POST', `/api/transfers/${id}/accept`)).json()).toMatchObject({ error: 'plan-limit-reptiles' });
    expect((await buyer.api.pull(0)).changes.reptiles).toHaveLength(5);
    expect((await seller.api.pull(0)).changes.reptiles[0]?.transferredAt).toBeNull();
    expect((await seller.api.pull(0)).changes.transfers[0]?.status).toBe('pending');

    expect((await call(buyer, 'POST', `/api/transfers/${id}/decline`)).json()).toEqual({ ok: true });
    expect((await seller.api.pull(0)).changes.transfers[0]).toMatchObject({ status: 'declined', decidedAt: expect.any(Number) });
  });

  it('counts a sold animal out of the seller\'s plan limit', async () => {
    const seller = await keeper();
    const buyer = await keeper({ premiumTier: 'HerpPlus' });
    const animals = Array.from({ length: 5 }, () => reptileArgs());
    expect(await push(seller, ...animals.map((a): [string, unknown] => ['reptile.create.v1', a]))).toEqual(Array(5).fill('applied'));
    expect(await push(seller, ['reptile.create.v1', reptileArgs()])).toEqual(['plan-limit-reptiles']);
    const id = (await offerTo(seller, animals[0]!.id, buyer.email)).json().id as string;
    expect((await call(buyer, 'POST', `/api/transfers/${id}/accept`)).statusCode).toBe(200);
    expect(await push(seller, ['reptile.create.v1', reptileArgs()], ['reptile.create.v1', reptileArgs()])).toEqual(['applied', 'plan-limit-reptiles']);
  });

  it('refuses a second offer, one to the seller\'s own address, and an animal that is not theirs', async () => {
    const { seller, other, nagini, theirs } = await twoKeepersWithAnimals();
    expect((await offerTo(seller, nagini.id, seller.email.toUpperCase())).json()).toMatchObject({ error: 'own-email' });
    expect((await offerTo(seller, theirs.id, 'someone@example.test')).json()).toMatchObject({ error: 'not-found' });
    expect((await offerTo(seller, nagini.id, 'someone@example.test', { priceCents: 100, currency: null })).statusCode).toBe(400);
    const first = await offerTo(seller, nagini.id, 'someone@example.test');
    expect(first.statusCode).toBe(201);
    const again = await offerTo(seller, nagini.id, other.email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already-offered' });

    // Cancelled, it can be offered again; a cancelled offer cannot be cancelled twice or accepted.
    expect((await call(other, 'POST', `/api/transfers/${first.json().id}/cancel`)).statusCode).toBe(404);
    expect((await call(seller, 'POST', `/api/transfers/${first.json().id}/cancel`)).json()).toMatchObject({ status: 'cancelled' });
    expect((await call(seller, 'POST', `/api/transfers/${first.json().id}/cancel`)).json()).toMatchObject({ error: 'not-pending' });
    const second = await offerTo(seller, nagini.id, other.email);
    expect(second.statusCode).toBe(201);
    // Deleting the animal cancels its pending offer: the buyer no longer sees it.
    expect(await push(seller, ['reptile.delete.v1', { id: nagini.id }])).toEqual(['applied']);
    expect((await call(other, 'GET', '/api/transfers/incoming')).json().offers).toEqual([]);
    expect((await seller.api.pull(0)).changes.transfers.map((t) => t.status).sort()).toEqual(['cancelled', 'cancelled']);
  });

  it('limits the offers one keeper makes in 24 hours, counting only offers made, and not another keeper\'s', async () => {
    const { seller, other, nagini, theirs } = await twoKeepersWithAnimals();
    const start = Date.now();
    s.app.accounts.clock.now = () => start;
    try {
      // A refusal sends no e-mail and does not count.
      expect((await offerTo(seller, nagini.id, seller.email)).json()).toMatchObject({ error: 'own-email' });
      for (let i = 0; i < TRANSFER_OFFERS_PER_DAY; i++) {
        const made = await offerTo(seller, nagini.id, `buyer${i}@example.test`);
        expect(made.statusCode).toBe(201);
        expect((await call(seller, 'POST', `/api/transfers/${made.json().id}/cancel`)).statusCode).toBe(200);
      }
      const refused = await offerTo(seller, nagini.id, 'one-more@example.test');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate-limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      // Nothing was made: the animal has no pending offer, and the buyer sees none.
      expect((await seller.api.pull(0)).changes.transfers.filter((t) => t.status === 'pending')).toEqual([]);
      // Another keeper's budget is their own.
      expect((await offerTo(other, theirs.id, 'one-more@example.test')).statusCode).toBe(201);
      // A day after the first offer, the seller may offer again.
      s.app.accounts.clock.now = () => start + 24 * 60 * 60_000 + 1000;
      expect((await offerTo(seller, nagini.id, 'one-more@example.test')).statusCode).toBe(201);
    } finally {
      s.app.accounts.clock.now = () => Date.now();
    }
  });

  it('refuses an accept whose records would pass the buyer\'s row limit, and rolls the whole copy back', async () => {
    const { seller, nagini } = await twoKeepersWithAnimals();
    const buyer = await keeper({ premiumTier: 'HerpPlus' });
    expect(await push(buyer, ['reptile.create.v1', reptileArgs()], ['reptile.create.v1', reptileArgs()], ['reptile.create.v1', reptileArgs()])).toEqual(['applied', 'applied', 'applied']);
    const id = (await offerTo(seller, nagini.id, buyer.email)).json().id as string;
    const deps = { store: s.app.store, files: s.app.files };
    // Three reptiles and a limit of three: a fourth does not fit.
    const refused = await accept({ ...deps, rowsPerTable: 3 }, buyer.id, id, Date.now()).then(() => null, (err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, code: 'row-limit' });
    expect((await buyer.api.pull(0)).changes.reptiles).toHaveLength(3);
    expect((await seller.api.pull(0)).changes.transfers.map((t) => t.status)).toEqual(['pending']);
    expect((await seller.api.pull(0)).changes.reptiles.find((r) => r.id === nagini.id)?.transferredAt).toBeNull();
    // At the limit exactly, it fits.
    expect(await accept({ ...deps, rowsPerTable: 4 }, buyer.id, id, Date.now())).toMatchObject({ reptileId: expect.any(String) });
    expect((await buyer.api.pull(0)).changes.reptiles).toHaveLength(4);
  });

  it('answers an offer to a member and to a non-member alike, and e-mails both', async () => {
    const seller = await keeper();
    const member = await keeper();
    const a = reptileArgs();
    const b = reptileArgs();
    await push(seller, ['reptile.create.v1', a], ['reptile.create.v1', b]);
    const toMember = await offerTo(seller, a.id, member.email);
    const toStranger = await offerTo(seller, b.id, 'nobody-here@example.test');
    const shape = (res: typeof toMember) => {
      const { id: _id, reptileId: _r, buyerEmail: _e, expiresAt: _x, ...rest } = res.json() as Record<string, unknown>;
      return { status: res.statusCode, keys: Object.keys(res.json() as object).sort(), rest };
    };
    expect(shape(toMember)).toEqual(shape(toStranger));
    await s.app.accounts.background.idle();
    const sent = mails(s).filter((m) => m.to === member.email || m.to === 'nobody-here@example.test');
    expect(sent).toHaveLength(2);
    // Nothing the seller typed reaches the mail (issue 24, test/server/security-community.test.ts).
    for (const mail of sent) {
      expect(mail.text).not.toContain('Nagini');
      expect(mail.text).toContain('/transfers');
    }
  });

  it('lets no one accept or decline an expired offer, and marks it expired', async () => {
    const seller = await keeper();
    const buyer = await keeper();
    const nagini = reptileArgs();
    await push(seller, ['reptile.create.v1', nagini]);
    const id = (await offerTo(seller, nagini.id, buyer.email)).json().id as string;
    await s.app.store.run('UPDATE transfers SET expires_at = ? WHERE id = ?', [Date.now() - 1000, id]);
    expect((await call(buyer, 'GET', '/api/transfers/incoming')).json().offers).toEqual([]);
    expect((await call(buyer, 'POST', `/api/transfers/${id}/accept`)).json()).toMatchObject({ error: 'not-pending' });
    expect((await call(buyer, 'POST', `/api/transfers/${id}/decline`)).json()).toMatchObject({ error: 'not-pending' });
    expect((await seller.api.pull(0)).changes.transfers[0]?.status).toBe('expired');
    expect((await seller.api.pull(0)).changes.reptiles[0]?.transferredAt).toBeNull();
    // Expired, the animal may be offered again.
    expect((await offerTo(seller, nagini.id, buyer.email)).statusCode).toBe(201);
  });
});
