/**
 * The real sync client (app/lib/sync) against the real server's per-account limits
 * (sync-server/src/sync/limits.ts), over the app's own HTTP transport and API client, so the
 * Retry-After header is read as in the browser: fetch is routed to app.inject. A push refused
 * with 429 keeps the outbox, records why and until when, and sends nothing more until then.
 */
import { randomUUID } from 'node:crypto';
import { IDBFactory } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SyncClient } from '../../app/lib/sync/client';
import { httpTransport } from '../../app/lib/sync/transport';
import { pushMutations } from '../../sync-server/src/sync/push';
import { SYNC_LIMITS } from '../../sync-server/src/sync/limits';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { mutation, reptileArgs, syncDeps } from '../helpers/sync';
import { deviceDb, serverReptiles } from '../helpers/sync-client';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/** Routes the API client's fetch to the server, answering with every header; counts pushes. */
function routeFetchToServer(): { pushes: () => number } {
  let pushes = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/sync/push') pushes++;
    const res = await s.app.inject({ method: init.method as 'POST', url, headers: init.headers as Record<string, string>, payload: init.body as string });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    return new Response(res.body, { status: res.statusCode, headers });
  });
  return { pushes: () => pushes };
}

/** A device of `user` with its own IndexedDB, on the clock given. */
function device(user: TestUser, now: () => number = Date.now) {
  const db = deviceDb(user.id, new IDBFactory());
  const client = new SyncClient(db, { transport: httpTransport({ token: user.token }), now, onError: (err) => console.error(err) });
  return { db, client };
}

/** A first push from a new device of the user, straight to the server's push. */
const pushFromNewDevice = (userId: string) =>
  pushMutations(syncDeps(s), userId, { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, mutations: [mutation(1, 'reptile.create.v1', reptileArgs())] });

describe('the sync client under the server’s limits', () => {
  it('waits out a push rate limit for as long as Retry-After says, keeping the outbox, then pushes once', async () => {
    // One frozen clock for the server's one-minute window and the device alike.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const fetches = routeFetchToServer();
    const phone = device(user, () => Date.now());
    // Another device of the account has spent this minute's pushes (resending one change).
    const elsewhere = { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, mutations: [mutation(1, 'reptile.create.v1', reptileArgs())] };
    for (let i = 0; i < SYNC_LIMITS.pushesPerMinute; i++) await pushMutations(syncDeps(s), user.id, elsewhere);

    const spike = { id: uuidv7(), name: 'Spike', species: 'Pogona vitticeps' };
    await phone.client.mutate('reptile.create.v1', spike);
    expect(await phone.client.sync()).toBe('rate-limited');
    expect(fetches.pushes()).toBe(1);
    expect(await phone.db.outbox.count()).toBe(1);
    expect(await phone.db.reptiles.get(spike.id)).toMatchObject({ name: 'Spike', version: 0 });
    // Retry-After counts the seconds to the end of the server's window, which opened at `start`.
    const status = await phone.db.getMeta('status');
    expect(status).toEqual({ key: 'status', error: 'rate-limited', retryAt: start + 60 * SECOND, lastAttemptAt: start, lastSyncedAt: null });
    expect(await phone.client.waitingUntil()).toBe(start + 60 * SECOND);

    // Any trigger meanwhile (a write, the timer, "sync now") answers at once and sends nothing.
    vi.setSystemTime(start + 60 * SECOND - 1);
    await phone.client.mutate('reptile.update.v1', { id: spike.id, patch: { notes: 'basking' } });
    for (let i = 0; i < 5; i++) expect(await phone.client.sync()).toBe('rate-limited');
    expect(fetches.pushes()).toBe(1);
    expect(await phone.db.getMeta('status')).toEqual(status);
    expect(await serverReptiles(s.app, user.id)).toHaveLength(1);

    // The wait is over, and so is the server's window: one push delivers everything.
    vi.setSystemTime(start + 60 * SECOND);
    expect(await phone.client.waitingUntil()).toBeNull();
    expect(await phone.client.sync()).toBeNull();
    expect(fetches.pushes()).toBe(2);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await phone.db.getMeta('status')).toMatchObject({ error: null, retryAt: null, lastSyncedAt: start + 60 * SECOND });
    expect((await serverReptiles(s.app, user.id)).find((r) => r.id === spike.id)).toMatchObject({ name: 'Spike', notes: 'basking' });
  });

  it('waits a day when the account has too many new devices, and then asks again once', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    for (let i = 0; i < SYNC_LIMITS.newClientsPerDay; i++) await pushFromNewDevice(user.id);
    const fetches = routeFetchToServer();
    const clock = { now: Date.now() };
    const tablet = device(user, () => clock.now);
    const olive = { id: uuidv7(), name: 'Olive', species: 'Morelia viridis' };
    await tablet.client.mutate('reptile.create.v1', olive);

    expect(await tablet.client.sync()).toBe('too-many-devices');
    expect(await tablet.db.getMeta('status')).toMatchObject({ error: 'too-many-devices', retryAt: clock.now + DAY });
    expect(await tablet.db.outbox.count()).toBe(1);
    clock.now += DAY - 1;
    expect(await tablet.client.sync()).toBe('too-many-devices');
    expect(fetches.pushes()).toBe(1);

    // A day later it tries again; the server (whose day has not passed here) refuses again, for another day.
    clock.now += 1;
    expect(await tablet.client.sync()).toBe('too-many-devices');
    expect(fetches.pushes()).toBe(2);
    expect(await tablet.db.getMeta('status')).toMatchObject({ error: 'too-many-devices', retryAt: clock.now + DAY });
    expect(await tablet.db.outbox.count()).toBe(1);
    expect((await serverReptiles(s.app, user.id)).map((r) => r.id)).not.toContain(olive.id);
  });

  it('ignores a recorded wait further off than the server ever asks (the device clock went back)', async () => {
    const user = await createTestUser(s.app);
    const fetches = routeFetchToServer();
    const clock = { now: Date.now() };
    const phone = device(user, () => clock.now);
    await phone.client.mutate('reptile.create.v1', { id: uuidv7(), name: 'Rango', species: 'Chamaeleo calyptratus' });
    await phone.db.meta.put({ key: 'status', lastSyncedAt: null, lastAttemptAt: null, error: 'rate-limited', retryAt: clock.now + 30 * DAY });
    expect(await phone.client.sync()).toBeNull();
    expect(fetches.pushes()).toBe(1);
    expect(await phone.db.outbox.count()).toBe(0);
  });
});
