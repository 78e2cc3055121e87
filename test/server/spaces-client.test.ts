/**
 * Shared collections on real devices (issue 27): the sync client on fake-indexeddb against the
 * real server, for an owner and a member of one household. The member's device pulls the
 * household beside their own animals, logs into it offline, and the owner's device shows who fed;
 * when the member is removed, their device drops the household's rows (and only those), and a
 * change into it still waiting on the device lands in the sync panel as refused, with what was
 * entered.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createSharedSpace, endMembership } from '../../sync-server/src/spaces/members';
import { buildTestServer, type TestServer } from '../helpers/server';
import { device } from '../helpers/sync-client';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(() => s.close());

const today = () => new Date().toISOString().slice(0, 10);
const MEAL = { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] };

describe('a household on its members\' devices', () => {
  it('syncs both ways, credits the member, and leaves a removed member with only their own animals', async () => {
    const owner = await createTestUser(s.app);
    const member = await createTestUser(s.app);
    const space = await createSharedSpace(s.app.store, owner.id, { kind: 'household', name: 'Home' }, Date.now());
    await addMember(s.app.store, space, member.id, 'keeper', null, Date.now());
    const ownersPhone = device(s.app, owner);
    const membersPhone = device(s.app, member);

    const nagini = { id: randomUUID(), name: 'Nagini', species: 'Python regius', sex: 'female' as const, spaceId: space };
    await ownersPhone.client.mutate('reptile.create.v1', nagini);
    // The optimistic row is the household's at once.
    expect(await ownersPhone.db.reptiles.get(nagini.id)).toMatchObject({ userId: space });
    expect(await ownersPhone.client.sync()).toBeNull();

    const ownPet = { id: randomUUID(), name: 'Spike', species: 'Pogona vitticeps', sex: 'male' as const };
    await membersPhone.client.mutate('reptile.create.v1', ownPet);
    expect(await membersPhone.client.sync()).toBeNull();
    expect(await membersPhone.db.reptiles.get(nagini.id)).toMatchObject({ name: 'Nagini', userId: space });
    expect((await membersPhone.db.meta.get('spaces'))).toMatchObject({ list: [{ id: space, name: 'Home', role: 'keeper' }] });

    // Offline at the rack: the feeding goes to the household (where Nagini is), credited on the device already.
    membersPhone.transport.offline = true;
    const meal = { id: randomUUID(), reptileId: nagini.id, date: today(), source: MEAL };
    await membersPhone.client.mutate('feedingLog.create.v1', meal);
    expect(await membersPhone.db.feedingLogs.get(meal.id)).toMatchObject({ userId: space, authorId: member.id, version: 0 });
    expect(await membersPhone.client.sync()).toBe('offline');
    membersPhone.transport.offline = false;
    expect(await membersPhone.client.sync()).toBeNull();
    expect(await membersPhone.db.outbox.count()).toBe(0);
    expect(await membersPhone.db.feedingLogs.get(meal.id)).toMatchObject({ userId: space, authorId: member.id });
    expect((await membersPhone.db.feedingLogs.get(meal.id))?.version).toBeGreaterThan(0);

    expect(await ownersPhone.client.sync()).toBeNull();
    expect(await ownersPhone.db.feedingLogs.get(meal.id)).toMatchObject({ authorId: member.id, userId: space });

    // A feeding made offline, then the owner removes the member before it reaches the server.
    const late = { id: randomUUID(), reptileId: nagini.id, date: today(), source: MEAL };
    membersPhone.transport.offline = true;
    await membersPhone.client.mutate('feedingLog.create.v1', late);
    await endMembership(s.app.store, space, member.id, Date.now());
    membersPhone.transport.offline = false;
    expect(await membersPhone.client.sync()).toBeNull();
    // The household's rows are gone from the member's phone; their own animal stays.
    expect(await membersPhone.db.reptiles.get(nagini.id)).toBeUndefined();
    expect(await membersPhone.db.feedingLogs.get(meal.id)).toBeUndefined();
    expect(await membersPhone.db.feedingLogs.get(late.id)).toBeUndefined();
    expect(await membersPhone.db.reptiles.get(ownPet.id)).toMatchObject({ name: 'Spike' });
    expect(await membersPhone.db.meta.get('spaces')).toMatchObject({ list: [], cookies: {} });
    // The late feeding is in the sync panel's refused list, with what was entered and whose it was
    // (named before the household's rows left the phone).
    expect(await membersPhone.db.rejections.toArray()).toEqual([expect.objectContaining({ code: 'membership-ended', args: expect.objectContaining({ id: late.id, reptileId: nagini.id }), reptileName: nagini.name })]);
    // The owner's phone still has everything.
    expect(await ownersPhone.client.sync()).toBeNull();
    expect(await ownersPhone.db.feedingLogs.get(meal.id)).toBeDefined();
  });
});
