/**
 * The sync client. Every change to synced data goes through `mutate(name, args)`; screens read
 * the same data back from IndexedDB with live queries and never wait for the network.
 *
 * Invariants (DESIGN.md section 2, docs/decisions/0001-sync-protocol.md):
 * - ONE transaction: a mutation's optimistic change and its outbox entry are written in a single
 *   IndexedDB read-write transaction, so one never exists without the other. `mutateMany` writes
 *   a batch (a rack's round of feedings) in one such transaction: all of it or none of it.
 * - Monotonic ids: the mutation id is taken from `meta` inside that same transaction, so ids are
 *   1, 2, 3... per client with no gap and no reuse, across tabs and the service worker.
 * - The cookie advances only after commit: a pulled page's rows and its cookie are written in one
 *   transaction (a first sync writes a batch of pages in one, with the cookie of its last page);
 *   an interrupted pull leaves the old cookie and the old rows, or applies the whole pages that
 *   arrived with theirs.
 * - Nothing typed is dropped silently: an outbox entry leaves only when the server has processed
 *   it, and a refused one moves to `rejections` with its arguments.
 * - Args are parsed once on the device, by their shared schema: a form's parse (`check`) is what
 *   the outbox stores; anything not made by such a parse is parsed in `mutate` (checked.ts).
 */
import type { MutationInput, MutationName } from '../../../shared/sync/mutations';
import { userDb } from '../db';
import { useSession } from '../session';
import { currentSyncClient, scheduleSync } from './engine';
import { mutateIn, mutateManyIn, type MutationCall } from './mutate';

/**
 * Records a user action for the signed-in user and schedules a sync. Resolves once the change is
 * stored on this device (it is visible at once); throws the args schema's ZodError for invalid
 * input and StorageFullError when the device is full.
 */
export async function mutate<N extends MutationName>(name: N, args: MutationInput<N>): Promise<number> {
  const db = currentSyncClient()?.db ?? signedInDb();
  const id = await mutateIn(db, name, args);
  scheduleSync();
  return id;
}

/**
 * Records several actions in one transaction, with consecutive ids, and schedules one sync; all or
 * nothing (`mutateManyIn`). Each is still its own mutation on the server.
 */
export async function mutateMany(calls: readonly MutationCall[]): Promise<number[]> {
  const db = currentSyncClient()?.db ?? signedInDb();
  const ids = await mutateManyIn(db, calls);
  if (ids.length > 0) scheduleSync();
  return ids;
}

function signedInDb() {
  const user = useSession.getState().user;
  if (!user) throw new Error('mutate() needs a signed-in user');
  return userDb(user.id);
}

export { startSync, stopSync, syncNow, scheduleSync, registerSyncTask, configureSync, currentSyncClient } from './engine';
export { StorageFullError, stillWaiting } from './errors';
export { check, fromChecked } from './checked';
export type { SyncErrorCode } from '../db/database';
export type { MutationCall } from './mutate';
