/**
 * The sync runtime follows the session: it starts for whoever signs in, and deletes that
 * keeper's local database only after their own sign-out; a session that expired keeps it.
 */
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { installSyncRuntime } from '../../app/features/sync-status/sync-runtime';
import { announceSignedIn, announceSignedOut } from '../../app/lib/session/lifecycle';
import { currentSyncClient, mutate, stopSync } from '../../app/lib/sync';
import { dbName } from '../../app/lib/db';
import { BASIC_CLAIMS, useSession } from '../../app/lib/session';

afterEach(() => {
  stopSync();
});

async function signInAndWrite() {
  const user = { id: uuidv7(), email: 'k@example.test', username: null };
  useSession.getState().setSignedIn(user, BASIC_CLAIMS);
  announceSignedIn({ user, source: 'login' });
  await mutate('reptile.create.v1', { id: uuidv7(), name: 'Local only', species: 'Pogona vitticeps' });
  return user;
}

describe('sync runtime and the session', () => {
  installSyncRuntime();

  it('starts for the keeper who signs in', async () => {
    const user = await signInAndWrite();
    expect(currentSyncClient()?.db.name).toBe(dbName(user.id));
    expect(await Dexie.exists(dbName(user.id))).toBe(true);
    announceSignedOut('expired');
  });

  it('deletes the local database after the keeper’s own sign-out', async () => {
    const user = await signInAndWrite();
    announceSignedOut('user');
    await expect.poll(() => Dexie.exists(dbName(user.id))).toBe(false);
    expect(currentSyncClient()).toBeNull();
  });

  it('keeps it when the session merely ended (expired, or another tab)', async () => {
    const user = await signInAndWrite();
    announceSignedOut('expired');
    expect(currentSyncClient()).toBeNull();
    expect(await Dexie.exists(dbName(user.id))).toBe(true);
  });
});
