/**
 * The optimistic side of the collection and achievement mutations on a real device database:
 * what the keeper sees at once, before the server answers. Deleting a collection takes its
 * reptiles out of it (as the server does), recording their shadows so a refusal restores them;
 * a pick makes exactly the picked ones active; "seen" is set once. Missing rows never fail.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { mutateIn } from '../../app/lib/sync/mutate';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

type Collection = SyncedRowOf<'collections'>;
const collection = (db: UserDb, over: Partial<Collection> = {}): Collection =>
  ({ id: uuidv7(), userId: db.userId, name: 'Breeders', description: null, state: 'active', version: 3, updatedAt: 1, deleted: false, ...over });

describe('collection mutations on the device', () => {
  it('create an active collection at once, with an empty description stored as none', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const id = uuidv7();
    await mutateIn(db, 'collection.create.v1', { id, name: '  Rack B ', description: '' }, 5000);
    expect(await db.collections.get(id)).toEqual({
      id, userId: db.userId, name: 'Rack B', description: null, state: 'active', version: 0, updatedAt: 5000, deleted: false,
    });
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['collection.create.v1']);
  });

  it('edit only the fields in the patch, and leave a read-only collection as the server will', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const active = collection(db, { name: 'Breeders', description: 'Pairs for 2026' });
    const readOnly = collection(db, { name: 'Old rack', state: 'read-only' });
    await db.collections.bulkPut([active, readOnly]);
    await mutateIn(db, 'collection.update.v1', { id: active.id, patch: { name: 'Breeders 2026' } });
    await mutateIn(db, 'collection.update.v1', { id: readOnly.id, patch: { name: 'Renamed' } });
    expect(await db.collections.get(active.id)).toMatchObject({ name: 'Breeders 2026', description: 'Pairs for 2026', state: 'active' });
    expect(await db.collections.get(readOnly.id)).toEqual(readOnly);
    // Both still go to the server, which has the last word (its refusal lands in the sync panel).
    expect(await db.outbox.count()).toBe(2);
  });

  it('delete the collection and take its reptiles out of it, keeping the reptiles and the shadows a refusal restores', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const gone = collection(db);
    const kept = collection(db, { name: 'Display' });
    const inGone = syncedReptile(db, { name: 'Nagini', collectionId: gone.id });
    const inKept = syncedReptile(db, { name: 'Rex', collectionId: kept.id });
    const loose = syncedReptile(db, { name: 'Spike', collectionId: null });
    await db.collections.bulkPut([gone, kept]);
    await db.reptiles.bulkPut([inGone, inKept, loose]);
    await mutateIn(db, 'collection.delete.v1', { id: gone.id });
    expect(await db.collections.get(gone.id)).toBeUndefined();
    expect(await db.collections.get(kept.id)).toEqual(kept);
    expect(await db.reptiles.get(inGone.id)).toEqual({ ...inGone, collectionId: null });
    expect(await db.reptiles.get(inKept.id)).toEqual(inKept);
    expect(await db.reptiles.get(loose.id)).toEqual(loose);
    // The server state the rebase goes back to if the deletion is refused.
    expect((await db.shadow.get(`reptiles:${inGone.id}`))?.base).toEqual(inGone);
    expect(await db.shadow.get(`reptiles:${inKept.id}`)).toBeUndefined();
  });

  it('pick: the picked collections become active and every other one read-only', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((name) => collection(db, { name, state: 'read-only' })) as [Collection, Collection, Collection, Collection];
    await db.collections.bulkPut([a, b, c, { ...d, state: 'active' }]);
    await mutateIn(db, 'collection.pickActive.v1', { ids: [a.id, c.id, uuidv7()] });
    const states = Object.fromEntries((await db.collections.toArray()).map((row) => [row.name, row.state]));
    expect(states).toEqual({ A: 'active', B: 'read-only', C: 'active', D: 'read-only' });
  });

  it("pick among one space's collections only: a household's stay as they are when the keeper picks their own, and the other way round", async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const household = uuidv7();
    const mine = collection(db, { name: 'Mine', state: 'read-only' });
    const theirs = collection(db, { name: 'Theirs', userId: household, state: 'active' });
    const theirsToo = collection(db, { name: 'Theirs too', userId: household, state: 'read-only' });
    await db.collections.bulkPut([mine, theirs, theirsToo]);
    await mutateIn(db, 'collection.pickActive.v1', { ids: [mine.id] });
    const states = async () => Object.fromEntries((await db.collections.toArray()).map((row) => [row.name, row.state]));
    expect(await states()).toEqual({ Mine: 'active', Theirs: 'active', 'Theirs too': 'read-only' });
    await mutateIn(db, 'collection.pickActive.v1', { ids: [theirsToo.id] });
    expect(await states()).toEqual({ Mine: 'active', Theirs: 'read-only', 'Theirs too': 'active' });
  });

  it('never fail on rows this device does not have', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    await mutateIn(db, 'collection.update.v1', { id: uuidv7(), patch: { name: 'x' } });
    await mutateIn(db, 'collection.delete.v1', { id: uuidv7() });
    await mutateIn(db, 'achievement.markSeen.v1', { ids: [uuidv7()] });
    expect(await db.outbox.count()).toBe(3);
    expect(await db.collections.count()).toBe(0);
  });
});

describe('reptiles and their collection on the device', () => {
  it('a reptile is created in a collection, moved, and taken out of it', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const one = collection(db);
    const two = collection(db, { name: 'Display' });
    await db.collections.bulkPut([one, two]);
    const id = uuidv7();
    await mutateIn(db, 'reptile.create.v1', { id, name: 'Nagini', species: 'Python regius', collectionId: one.id });
    expect((await db.reptiles.get(id))?.collectionId).toBe(one.id);
    await mutateIn(db, 'reptile.update.v1', { id, patch: { collectionId: two.id } });
    expect((await db.reptiles.get(id))?.collectionId).toBe(two.id);
    // An edit of another field leaves the collection alone.
    await mutateIn(db, 'reptile.update.v1', { id, patch: { notes: 'calm' } });
    expect(await db.reptiles.get(id)).toMatchObject({ collectionId: two.id, notes: 'calm' });
    await mutateIn(db, 'reptile.update.v1', { id, patch: { collectionId: null } });
    expect((await db.reptiles.get(id))?.collectionId).toBeNull();
  });

  it('a reptile created without one is in none', async () => {
    const db = signInKeeper();
    const id = uuidv7();
    await mutateIn(db, 'reptile.create.v1', { id, name: 'Spike', species: 'Pogona vitticeps' });
    expect((await db.reptiles.get(id))?.collectionId).toBeNull();
  });
});

describe('achievements marked as seen', () => {
  it('set seenAt once, on the named rows that were new', async () => {
    const db = signInKeeper();
    const row = (over: Partial<SyncedRowOf<'achievements'>>): SyncedRowOf<'achievements'> =>
      ({ id: uuidv7(), userId: db.userId, achievementId: 'first-login', earnedAt: 100, seenAt: null, version: 2, updatedAt: 100, deleted: false, ...over });
    const fresh = row({ achievementId: 'ten-feedings' });
    const seen = row({ achievementId: 'first-login', seenAt: 200 });
    const other = row({ achievementId: 'five-sheds' });
    await db.achievements.bulkPut([fresh, seen, other]);
    await mutateIn(db, 'achievement.markSeen.v1', { ids: [fresh.id, seen.id] }, 9000);
    expect((await db.achievements.get(fresh.id))?.seenAt).toBe(9000);
    expect((await db.achievements.get(seen.id))?.seenAt).toBe(200);
    expect((await db.achievements.get(other.id))?.seenAt).toBeNull();
  });
});
