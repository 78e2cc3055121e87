/**
 * Moving an animal between two collections of one owner (issue 27; decision 0032, "Moving an
 * animal between collections"), on the project's database (SQLite, or PostgreSQL in server-pg):
 * the animal, its logs (authors kept), photo and reminders appear in the destination's pull under
 * new ids, and the original is tombstoned in the source's pull; only the owner of both collections
 * may move (everyone else: not-found, and nothing changes); the destination's plan limit, a
 * pending sale offer and a parallel move of the same animal hold.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { HttpError } from '../../sync-server/src/errors';
import { moveReptile } from '../../sync-server/src/spaces/move';
import type { FileStorage } from '../../sync-server/src/storage/files';
import { buildTestServer, type TestServer } from '../helpers/server';
import { tinyPng } from '../helpers/images';
import { reptileArgs, spaceVersion } from '../helpers/sync';
import type { TestUser } from '../helpers/users';
import { day, feeding, household as householdOn, push as pushOn } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(async () => { await s.close(); });

const household = () => householdOn(s.app);
const push = (user: TestUser, list: [string, unknown][]) => pushOn(s.app, user, list);

type Rows = Record<string, { id: string; reptileId?: string; deleted?: boolean; authorId?: string | null; [k: string]: unknown }[]>;

/** A pull of `spaceId` (absent: the keeper's own) from `cookie`, every page. */
async function pull(user: TestUser, spaceId?: string, cookie = 0): Promise<{ changes: Rows; cookie: number }> {
  const changes: Rows = {};
  let at = cookie;
  for (;;) {
    const res = await s.app.inject({
      method: 'POST', url: '/api/sync/pull', headers: user.headers,
      payload: { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie: at, sinceMutationId: 0, ...(spaceId ? { spaceId } : {}) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { changes: Rows; cookie: number; hasMore: boolean };
    for (const [table, rows] of Object.entries(body.changes)) changes[table] = [...(changes[table] ?? []), ...rows];
    at = body.cookie;
    if (!body.hasMore) return { changes, cookie: at };
  }
}

const move = (user: TestUser, reptileId: string, toSpaceId: string) =>
  s.app.inject({ method: 'POST', url: `/api/reptiles/${reptileId}/move`, headers: user.headers, payload: { toSpaceId } });

const photoOf = (user: TestUser, reptileId: string) => s.app.inject({ url: `/api/reptiles/${reptileId}/photo`, headers: user.headers });

const liveReptiles = async (spaceId: string) =>
  Number((await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM reptiles WHERE user_id = ? AND deleted = FALSE', [spaceId]))?.n);

/** The owner's own animal with a log of several kinds, a reminder and a photo. */
async function ownAnimal(owner: TestUser) {
  const pet = reptileArgs({ name: 'Kaa', morphs: null, feedingIntervalDays: 7 });
  const log = (over: object) => ({ id: randomUUID(), reptileId: pet.id, date: day(-3), ...over });
  const growth = log({ weightGrams: 900 });
  const meal = feeding(pet.id);
  const shed = log({ complete: true });
  const reminder = { id: randomUUID(), taskType: 'feeding', reptileId: pet.id, frequency: { kind: 'weeks', every: 1 }, dueDate: day(3), description: 'Thaw a rat' };
  expect(await push(owner, [
    ['reptile.create.v1', pet], ['growthLog.create.v1', growth], ['feedingLog.create.v1', meal], ['sheddingLog.create.v1', shed],
    ['reminder.create.v1', reminder],
  ])).toEqual(Array(5).fill('applied'));
  const photo = await s.app.inject({ method: 'POST', url: `/api/reptiles/${pet.id}/photo`, headers: { ...owner.headers, 'content-type': 'image/png' }, payload: await tinyPng() });
  expect(photo.statusCode).toBe(200);
  return { pet, growth, meal, shed, reminder };
}

describe('moving an animal between collections of one owner', () => {
  it("moves the owner's own animal into their household: new ids there, tombstones in their own collection", async () => {
    const h = await household();
    const { pet, growth, meal, shed, reminder } = await ownAnimal(h.owner);
    const ownBefore = (await pull(h.owner)).cookie;
    const sharedBefore = (await pull(h.keeper, h.space)).cookie;

    const res = await move(h.owner, pet.id, h.space);
    expect(res.statusCode).toBe(200);
    const moved = res.json() as { reptileId: string; spaceId: string };
    expect(moved.spaceId).toBe(h.space);
    expect(moved.reptileId).not.toBe(pet.id);

    // Every member's device pulls it into the household, under new ids, with its records and task.
    const there = (await pull(h.keeper, h.space, sharedBefore)).changes;
    expect(there.reptiles).toEqual([expect.objectContaining({ id: moved.reptileId, userId: h.space, name: 'Kaa', feedingIntervalDays: 7, deleted: false })]);
    const ofCopy = (table: string) => (there[table] ?? []).filter((r) => r.reptileId === moved.reptileId);
    expect(ofCopy('growthLogs')).toEqual([expect.objectContaining({ weightGrams: 900, authorId: h.owner.id, deleted: false })]);
    expect(ofCopy('feedingLogs')).toEqual([expect.objectContaining({ source: meal.source, authorId: h.owner.id })]);
    expect(ofCopy('sheddingLogs')).toEqual([expect.objectContaining({ complete: true, authorId: h.owner.id })]);
    for (const row of [...ofCopy('growthLogs'), ...ofCopy('feedingLogs'), ...ofCopy('sheddingLogs')]) expect([growth.id, meal.id, shed.id]).not.toContain(row.id);
    expect(ofCopy('reminders')).toEqual([expect.objectContaining({ dueDate: reminder.dueDate, description: 'Thaw a rat', frequency: { kind: 'weeks', every: 1 }, deleted: false })]);
    expect(ofCopy('reminders')[0]?.id).not.toBe(reminder.id);

    // The owner's own devices drop the original, its logs and its task.
    const here = (await pull(h.owner, undefined, ownBefore)).changes;
    expect(here.reptiles).toEqual([expect.objectContaining({ id: pet.id, deleted: true })]);
    for (const [table, id] of [['growthLogs', growth.id], ['feedingLogs', meal.id], ['sheddingLogs', shed.id], ['reminders', reminder.id]] as const) {
      expect(here[table]).toEqual([expect.objectContaining({ id, deleted: true })]);
    }

    // The photo is a new file of the copy; the original's went with it.
    const copyPhoto = await photoOf(h.viewer, moved.reptileId);
    expect(copyPhoto.statusCode).toBe(200);
    expect(copyPhoto.headers['content-type']).toMatch(/image\/webp/);
    expect((there.reptiles?.[0] as { photoUrl?: string | null }).photoUrl).toEqual(expect.any(String));
    expect((await photoOf(h.owner, pet.id)).statusCode).toBe(404);

    // Moving it again from where it was: gone.
    expect((await move(h.owner, pet.id, h.space)).json()).toMatchObject({ error: 'not-found' });
  });

  it('moves a household animal to its owner\'s own collection, keeping who logged what', async () => {
    const h = await household();
    const keeperMeal = feeding(h.reptileId);
    const sitterShed = { id: randomUUID(), reptileId: h.reptileId, date: day(0), complete: true };
    expect(await push(h.keeper, [['feedingLog.create.v1', keeperMeal]])).toEqual(['applied']);
    expect(await push(h.sitter, [['sheddingLog.create.v1', sitterShed]])).toEqual(['applied']);
    const sharedBefore = (await pull(h.viewer, h.space)).cookie;
    const ownBefore = (await pull(h.owner)).cookie;

    const res = await move(h.owner, h.reptileId, h.owner.id);
    expect(res.statusCode).toBe(200);
    const moved = res.json() as { reptileId: string; spaceId: string };
    expect(moved.spaceId).toBe(h.owner.id);

    const mine = (await pull(h.owner, undefined, ownBefore)).changes;
    expect(mine.reptiles).toEqual([expect.objectContaining({ id: moved.reptileId, userId: h.owner.id, name: 'Nagini' })]);
    expect(mine.feedingLogs).toEqual([expect.objectContaining({ reptileId: moved.reptileId, authorId: h.keeper.id })]);
    expect(mine.sheddingLogs).toEqual([expect.objectContaining({ reptileId: moved.reptileId, authorId: h.sitter.id })]);

    // The members' devices drop it from the household.
    const gone = (await pull(h.viewer, h.space, sharedBefore)).changes;
    expect(gone.reptiles).toEqual([expect.objectContaining({ id: h.reptileId, deleted: true })]);
    expect(gone.feedingLogs).toEqual([expect.objectContaining({ id: keeperMeal.id, deleted: true })]);
    expect(gone.sheddingLogs).toEqual([expect.objectContaining({ id: sitterShed.id, deleted: true })]);
    // It is no longer theirs to reach.
    expect((await photoOf(h.keeper, moved.reptileId)).statusCode).toBe(404);
    expect(await push(h.keeper, [['feedingLog.create.v1', feeding(moved.reptileId)]])).toEqual(['not-found']);
  });

  it('answers a keeper, a sitter, a viewer, a removed member and a stranger not-found, and changes nothing', async () => {
    const h = await household();
    const ownerPet = reptileArgs();
    expect(await push(h.owner, [['reptile.create.v1', ownerPet]])).toEqual(['applied']);
    const keeperPet = reptileArgs();
    expect(await push(h.keeper, [['reptile.create.v1', keeperPet]])).toEqual(['applied']);
    const versions = async () => [await spaceVersion(s.app.store, h.space), await spaceVersion(s.app.store, h.owner.id), await spaceVersion(s.app.store, h.keeper.id)];
    const before = await versions();
    const answers = [];
    for (const who of [h.keeper, h.sitter, h.viewer, h.removed, h.pastSitter, h.stranger]) {
      // The household's animal to their own collection; the owner's own animal into the household.
      answers.push(await move(who, h.reptileId, who.id), await move(who, ownerPet.id, h.space));
    }
    // A keeper's own animal into a household they do not own.
    answers.push(await move(h.keeper, keeperPet.id, h.space));
    // The owner may not take a member's own animal, nor move into someone else's own collection.
    answers.push(await move(h.owner, keeperPet.id, h.space), await move(h.owner, h.reptileId, h.keeper.id));
    // Ids that name nothing.
    answers.push(await move(h.owner, randomUUID(), h.space), await move(h.owner, ownerPet.id, randomUUID()), await move(h.owner, 'not-an-id', h.space));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not-found' });
    }
    expect(await versions()).toEqual(before);
    expect(await liveReptiles(h.space)).toBe(1);
  });

  it('refuses the collection it is already in, and an animal sold or deleted', async () => {
    const h = await household();
    const same = await move(h.owner, h.reptileId, h.space);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ error: 'invalid-request', fields: { toSpaceId: 'move.errors.sameSpace' } });
    const gone = reptileArgs();
    expect(await push(h.owner, [['reptile.create.v1', gone], ['reptile.delete.v1', { id: gone.id }]])).toEqual(['applied', 'applied']);
    expect((await move(h.owner, gone.id, h.space)).json()).toMatchObject({ error: 'not-found' });
    const sold = reptileArgs();
    expect(await push(h.owner, [['reptile.create.v1', sold]])).toEqual(['applied']);
    await s.app.store.run('UPDATE reptiles SET transferred_at = ? WHERE id = ?', [Date.now(), sold.id]);
    expect((await move(h.owner, sold.id, h.space)).json()).toMatchObject({ error: 'not-found' });
  });

  it("counts the destination against the owner's plan, and moves nothing past it", async () => {
    const h = await household();
    // Basic allows 5 in the household: its first animal and four more fill it.
    expect(await push(h.owner, Array.from({ length: 4 }, (): [string, unknown] => ['reptile.create.v1', reptileArgs({ spaceId: h.space })]))).toEqual(Array(4).fill('applied'));
    const pet = reptileArgs();
    expect(await push(h.owner, [['reptile.create.v1', pet]])).toEqual(['applied']);
    const before = await spaceVersion(s.app.store, h.space);
    const res = await move(h.owner, pet.id, h.space);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'plan-limit-reptiles' });
    expect(await spaceVersion(s.app.store, h.space)).toBe(before);
    expect(await liveReptiles(h.space)).toBe(5);
    expect((await pull(h.owner)).changes.reptiles).toEqual([expect.objectContaining({ id: pet.id, deleted: false })]);
    // Once a place is free it moves; back the other way, the own collection has room.
    expect(await push(h.owner, [['reptile.delete.v1', { id: h.reptileId }]])).toEqual(['applied']);
    const moved = (await move(h.owner, pet.id, h.space)).json() as { reptileId: string };
    expect(await liveReptiles(h.space)).toBe(5);
    expect((await move(h.owner, moved.reptileId, h.owner.id)).statusCode).toBe(200);
  });

  it('refuses while a sale offer waits, and moves once it is cancelled or has expired', async () => {
    const h = await household();
    const pet = reptileArgs();
    expect(await push(h.owner, [['reptile.create.v1', pet]])).toEqual(['applied']);
    const offer = async () => {
      const made = await s.app.inject({ method: 'POST', url: '/api/transfers', headers: h.owner.headers, payload: { reptileId: pet.id, buyerEmail: h.stranger.email, soldOn: day(0) } });
      expect(made.statusCode).toBe(201);
      return (made.json() as { id: string }).id;
    };
    const first = await offer();
    const refused = await move(h.owner, pet.id, h.space);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'already-offered' });
    expect(await liveReptiles(h.space)).toBe(1);

    expect((await s.app.inject({ method: 'POST', url: `/api/transfers/${first}/cancel`, headers: h.owner.headers })).statusCode).toBe(200);
    const second = await offer();
    await s.app.store.run('UPDATE transfers SET expires_at = ? WHERE id = ?', [Date.now() - 1000, second]);
    const res = await move(h.owner, pet.id, h.space);
    expect(res.statusCode).toBe(200);
    // The lapsed offer reads as expired on the owner's devices (and the buyer can no longer take it).
    expect((await pull(h.owner)).changes.transfers?.find((t) => t.id === second)).toMatchObject({ status: 'expired' });
    expect((await s.app.inject({ method: 'POST', url: `/api/transfers/${second}/accept`, headers: h.stranger.headers })).json()).toMatchObject({ error: 'not-pending' });
  });

  it('moves an animal once when two moves of it run at once, and lets two moves cross', async () => {
    const h = await household();
    const pet = reptileArgs();
    expect(await push(h.owner, [['reptile.create.v1', pet], ['growthLog.create.v1', { id: randomUUID(), reptileId: pet.id, date: day(0), weightGrams: 10 }]]))
      .toEqual(['applied', 'applied']);
    const answers = await Promise.all([move(h.owner, pet.id, h.space), move(h.owner, pet.id, h.space), move(h.owner, pet.id, h.space)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await liveReptiles(h.space)).toBe(2);
    const growth = await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM growth_logs WHERE user_id = ? AND deleted = FALSE', [h.space]);
    expect(Number(growth?.n)).toBe(1);

    // One animal each way at the same time: both spaces' locks in one order, so neither waits forever.
    const other = reptileArgs();
    expect(await push(h.owner, [['reptile.create.v1', other]])).toEqual(['applied']);
    const crossing = await Promise.all([move(h.owner, other.id, h.space), move(h.owner, h.reptileId, h.owner.id)]);
    expect(crossing.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await liveReptiles(h.space)).toBe(2);
    expect(await liveReptiles(h.owner.id)).toBe(1);
  });

  it("refuses a move whose records would pass the destination's row limit, and leaves no file behind", async () => {
    const h = await household();
    const { pet } = await ownAnimal(h.owner);
    // The files the move writes, to see that a refused one leaves none behind.
    const written: string[] = [];
    const files: FileStorage = {
      put: async (area, name, bytes) => {
        written.push(name);
        await s.app.files.put(area, name, bytes);
      },
      get: (area, name) => s.app.files.get(area, name),
      delete: (area, name) => s.app.files.delete(area, name),
    };
    const deps = { store: s.app.store, files };
    const refused = await moveReptile({ ...deps, rowsPerTable: 1 }, h.owner.id, pet.id, h.space, Date.now()).then(() => null, (err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, code: 'row-limit' });
    expect(written).toHaveLength(1);
    expect(await s.app.files.get('reptiles', written[0]!)).toBeNull();
    expect(await liveReptiles(h.space)).toBe(1);
    expect(await moveReptile({ ...deps, rowsPerTable: 1000 }, h.owner.id, pet.id, h.space, Date.now())).toMatchObject({ spaceId: h.space });
  });
});
