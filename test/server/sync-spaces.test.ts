/**
 * Sync spaces (docs/decisions/0010-sync-spaces.md): versions count per user. Each user's first
 * row takes version 1 however busy the server is, another user's pushes never move their counter,
 * a pull cookie is a position in the puller's own space, and purging one user's tombstones raises
 * only that user's horizon.
 *
 * Pushes award achievements in their batch (each award takes versions too), so after checking
 * where a new user's space starts, the keepers here are given every achievement already
 * (`settled`): their pushes then take only their own mutations' versions, counted from the
 * counter after that setup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, earnEveryAchievement } from '../helpers/users';
import { setPlan } from '../../sync-server/src/coins/service';
import { mutation, reptileArgs, spaceOf, spaceVersion, syncApi } from '../helpers/sync';
import { purgeTombstones } from '../../sync-server/src/sync/tombstones';
import { TOMBSTONE_RETENTION_DAYS } from '../../shared/sync/protocol';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const DAY = 24 * 60 * 60 * 1000;
const pro = () => createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
const counter = (userId: string) => spaceVersion(s.app.store, userId);
const creates = (from: number, n: number) => Array.from({ length: n }, (_, i) => mutation(from + i, 'reptile.create.v1', reptileArgs({ name: `R${from + i}` })));
const versionsOf = async (userId: string) =>
  (await s.app.store.all<{ version: number }>('SELECT version FROM reptiles WHERE user_id = ? ORDER BY version', [userId])).map((r) => Number(r.version));

describe('sync spaces', () => {
  it("number each user's rows from 1, and one user's pushes never move another's counter", async () => {
    // Basic keepers, so that nothing (a granted plan) has written in their spaces yet.
    const alice = await createTestUser(s.app);
    const bob = await createTestUser(s.app);
    const aliceApi = syncApi(s.app, alice);
    const bobApi = syncApi(s.app, bob);
    expect(await spaceOf(s.app.store, alice.id)).toBeUndefined();
    expect(await spaceOf(s.app.store, bob.id)).toBeUndefined();

    // Their first rows (the achievements these pushes earn come after them in the batch).
    await aliceApi.push(creates(1, 3));
    await bobApi.push(creates(1, 1));
    expect(await versionsOf(alice.id)).toEqual([1, 2, 3]);
    expect(await versionsOf(bob.id)).toEqual([1]);

    // From here on their pushes award nothing; alice gets a plan for more than five reptiles.
    await earnEveryAchievement(s.app, alice.id);
    await setPlan(s.app.store, alice.id, 'HerpPro', null, Date.now());
    await earnEveryAchievement(s.app, bob.id);
    const aliceBase = await counter(alice.id);
    const bobBefore = await spaceOf(s.app.store, bob.id);
    expect(bobBefore?.version).toBeGreaterThan(1);
    // Alice keeps writing (creates, edits, deletes, two devices): bob's space stays as it was.
    const [first] = (await aliceApi.pull(0)).changes.reptiles;
    await aliceApi.push([...creates(4, 2), mutation(6, 'reptile.update.v1', { id: first?.id, patch: { name: 'Kaa' } }), mutation(7, 'reptile.delete.v1', { id: first?.id })]);
    await syncApi(s.app, alice).push(creates(1, 2));
    expect(await counter(alice.id)).toBe(aliceBase + 6);
    expect(aliceBase + 6).toBeGreaterThan(bobBefore?.version ?? 0);
    expect(await spaceOf(s.app.store, bob.id)).toEqual(bobBefore);
    expect(await versionsOf(bob.id)).toEqual([1]);
    // Bob's next row continues his own count, not alice's.
    await bobApi.push(creates(2, 1));
    expect(await versionsOf(bob.id)).toEqual([1, (bobBefore?.version ?? 0) + 1]);
  });

  it("take a pull cookie as a position in the puller's own space", async () => {
    const alice = await pro();
    const bob = await pro();
    const aliceApi = syncApi(s.app, alice);
    const bobApi = syncApi(s.app, bob);
    const a = await counter(alice.id);
    const b = await counter(bob.id);
    await aliceApi.push(creates(1, 5));
    await bobApi.push(creates(1, 2));

    const bobFirst = await bobApi.pull(0);
    expect(bobFirst.cookie).toBe(b + 2);
    expect(bobFirst.changes.reptiles.map((r) => r.version)).toEqual([b + 1, b + 2]);
    // Alice's pushes, even with versions far above bob's cookie, are nothing new for bob.
    await aliceApi.push(creates(6, 4));
    const bobAgain = await bobApi.pull(bobFirst.cookie);
    expect(bobAgain).toMatchObject({ cookie: b + 2, reset: false, hasMore: false });
    expect(bobAgain.changes.reptiles).toEqual([]);

    // A cookie inside alice's history is exactly the rest of hers.
    const aliceDelta = await aliceApi.pull(a + 6);
    expect(aliceDelta.reset).toBe(false);
    expect(aliceDelta.changes.reptiles.map((r) => [r.userId, r.version])).toEqual([a + 7, a + 8, a + 9].map((v) => [alice.id, v]));
    expect(aliceDelta.cookie).toBe(a + 9);
    // The same number is beyond anything bob's space handed out: his device starts over.
    expect(a + 6).toBeGreaterThan(b + 2);
    const bobBeyond = await bobApi.pull(a + 6);
    expect(bobBeyond.reset).toBe(true);
    expect(bobBeyond.cookie).toBe(b + 2);
    expect(bobBeyond.changes.reptiles.map((r) => r.userId)).toEqual([bob.id, bob.id]);
  });

  it("raise only the purged user's horizon: another user's device carries on with deltas", async () => {
    const alice = await pro();
    const bob = await pro();
    const aliceApi = syncApi(s.app, alice);
    const bobApi = syncApi(s.app, bob);
    const a = await counter(alice.id);
    const b = await counter(bob.id);
    // Alice: five reptiles, all deleted (versions a+1..a+10); her purged tombstones reach version a+10.
    const aliceCreates = creates(1, 5);
    await aliceApi.push(aliceCreates);
    const aliceStale = await aliceApi.pull(0);
    await aliceApi.push(aliceCreates.map((m, i) => mutation(6 + i, 'reptile.delete.v1', { id: (m.args as { id: string }).id })));
    // Bob: three live reptiles; his device is up to date at cookie b+3, below alice's a+10.
    await bobApi.push(creates(1, 3));
    const bobSeen = await bobApi.pull(0);
    expect(bobSeen.cookie).toBe(b + 3);
    expect(bobSeen.cookie).toBeLessThan(a + 10);

    const { purged, users } = await purgeTombstones(s.app.store, Date.now() + (TOMBSTONE_RETENTION_DAYS + 1) * DAY);
    expect(purged).toBeGreaterThanOrEqual(5);
    expect(users).toBeGreaterThanOrEqual(1);
    expect(await spaceOf(s.app.store, alice.id)).toMatchObject({ version: a + 10, horizon: a + 10 });
    expect(await spaceOf(s.app.store, bob.id)).toMatchObject({ version: b + 3, horizon: 0 });

    // Bob's device is not reset by alice's purge, and still gets his next change as a delta.
    const bobNext = await bobApi.pull(bobSeen.cookie);
    expect(bobNext.reset).toBe(false);
    await bobApi.push(creates(4, 1));
    const bobDelta = await bobApi.pull(bobSeen.cookie);
    expect(bobDelta.reset).toBe(false);
    expect(bobDelta.changes.reptiles.map((r) => r.version)).toEqual([b + 4]);
    // Alice's device that saw her rows before the deletes missed them: it starts over, empty.
    const aliceResync = await aliceApi.pull(aliceStale.cookie);
    expect(aliceResync.reset).toBe(true);
    expect(aliceResync.changes.reptiles).toEqual([]);
    expect(aliceResync.cookie).toBe(a + 10);
    expect((await aliceApi.pull(aliceResync.cookie)).reset).toBe(false);
  });
});
