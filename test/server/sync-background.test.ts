/**
 * The service worker's Background Sync push (app/sw/background-push.ts): the same push code as
 * the page, with the token the page posted, against the real server. fetch is routed to
 * app.inject; IndexedDB is fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundPush, rememberSyncAuth } from '../../app/sw/background-push';
import { UserDb } from '../../app/lib/db/database';
import { mutateIn } from '../../app/lib/sync/mutate';
import { SYNC_AUTH_MESSAGE } from '../../app/lib/sync/background-protocol';
import { signAccessToken } from '../../sync-server/src/auth/access-token';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { serverReptiles } from '../helpers/sync-client';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

function routeFetchToServer(offline = false) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    if (offline) throw new TypeError('Failed to fetch');
    const res = await s.app.inject({ method: init.method as 'POST', url, headers: init.headers as Record<string, string>, payload: init.body as string });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  }));
}

async function keeperWithWaitingChange(): Promise<{ user: TestUser; db: UserDb; id: string }> {
  const user = await createTestUser(s.app);
  const db = new UserDb(user.id);
  const id = uuidv7();
  await mutateIn(db, 'reptile.create.v1', { id, name: 'Pushed while closed', species: 'Python regius' });
  return { user, db, id };
}

describe('Background Sync push', () => {
  it('pushes the outbox with the token the page posted; pull will acknowledge it later', async () => {
    const { user, db, id } = await keeperWithWaitingChange();
    routeFetchToServer();
    expect(rememberSyncAuth({ type: SYNC_AUTH_MESSAGE, userId: user.id, token: user.token })).toBe(true);
    await backgroundPush();
    expect((await serverReptiles(s.app, user.id)).map((r) => r.id)).toEqual([id]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('skips without a usable token instead of refreshing one', async () => {
    const { user } = await keeperWithWaitingChange();
    routeFetchToServer();
    // Expired, but otherwise the keeper's own sign-in: only its age makes it unusable.
    const { fid } = JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString()) as { fid: string };
    const expired = await signAccessToken(s.app.config.jwtSecret, { userId: user.id, role: 'user', epoch: 0, familyId: fid }, Date.now() - 60 * 60 * 1000);
    rememberSyncAuth({ type: SYNC_AUTH_MESSAGE, userId: user.id, token: expired.token });
    await backgroundPush();
    // The worker did not even ask the server.
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect(rememberSyncAuth({ type: 'something else' })).toBe(false);
    expect(await serverReptiles(s.app, user.id)).toEqual([]);
  });

  it('rejects while still offline, so the browser tries the sync event again later', async () => {
    const { user } = await keeperWithWaitingChange();
    routeFetchToServer(true);
    rememberSyncAuth({ type: SYNC_AUTH_MESSAGE, userId: user.id, token: user.token });
    await expect(backgroundPush()).rejects.toThrow(/connection/);
  });
});
