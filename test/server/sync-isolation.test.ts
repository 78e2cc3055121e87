/** Two keepers on one server: neither can see or change the other's reptiles, by any route. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { mutation, reptileArgs, spaceVersion, syncApi } from '../helpers/sync';
import { tinyPng } from '../helpers/images';

let s: TestServer;
let alice: TestUser;
let bob: TestUser;
const aliceReptile = reptileArgs({ name: "Alice's boa" });

beforeAll(async () => {
  s = await buildTestServer();
  alice = await createTestUser(s.app);
  bob = await createTestUser(s.app);
  await syncApi(s.app, alice).push([mutation(1, 'reptile.create.v1', aliceReptile)]);
  const photo = await s.app.inject({ method: 'POST', url: `/api/reptiles/${aliceReptile.id}/photo`, headers: { ...alice.headers, 'content-type': 'image/png' }, payload: await tinyPng() });
  expect(photo.statusCode).toBe(200);
});
afterAll(() => s.close());

const aliceRow = () => s.app.store.one('SELECT name, deleted, version FROM reptiles WHERE id = ?', [aliceReptile.id]);

describe('isolation between users', () => {
  it("never returns another user's rows on pull", async () => {
    const res = await syncApi(s.app, bob).pull(0);
    expect(res.changes.reptiles).toEqual([]);
  });

  it("cannot change or delete another user's reptile, and learns nothing from trying", async () => {
    const before = await aliceRow();
    const aliceVersion = await spaceVersion(s.app.store, alice.id);
    const res = await syncApi(s.app, bob).push([
      mutation(1, 'reptile.update.v1', { id: aliceReptile.id, patch: { name: 'Mine now' } }),
      mutation(2, 'reptile.delete.v1', { id: aliceReptile.id }),
      mutation(3, 'reptile.update.v1', { id: crypto.randomUUID(), patch: { name: 'x' } }),
      mutation(4, 'reptile.create.v1', { ...reptileArgs(), id: aliceReptile.id }),
    ]);
    expect(res.results.map((r) => r.code)).toEqual(['not-found', 'not-found', 'not-found', 'id-conflict']);
    expect(await aliceRow()).toEqual(before);
    // Nor does anything bob does move alice's counter.
    expect(await spaceVersion(s.app.store, alice.id)).toBe(aliceVersion);
  });

  it("cannot use another user's client id", async () => {
    const aliceClient = syncApi(s.app, alice);
    await aliceClient.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const asBob = syncApi(s.app, bob, aliceClient.clientId);
    const push = await asBob.pushRaw([mutation(2, 'reptile.create.v1', reptileArgs())]);
    expect(push.statusCode).toBe(403);
    expect(push.json()).toMatchObject({ error: 'client-not-yours' });
    expect((await asBob.pullRaw(0)).statusCode).toBe(403);
  });

  it("cannot read or replace another user's photo", async () => {
    const url = `/api/reptiles/${aliceReptile.id}/photo`;
    expect((await s.app.inject({ url, headers: alice.headers })).statusCode).toBe(200);
    expect((await s.app.inject({ url, headers: bob.headers })).statusCode).toBe(404);
    expect((await s.app.inject({ url })).statusCode).toBe(401);
    const replace = await s.app.inject({ method: 'POST', url, headers: { ...bob.headers, 'content-type': 'image/png' }, payload: await tinyPng() });
    expect(replace.statusCode).toBe(404);
  });
});
