/**
 * The signed-in user's database. One Dexie instance per user per tab; features get it through
 * their repositories, never by opening IndexedDB themselves.
 */
import { Dexie } from 'dexie';
import { UserDb, dbName } from './database';

export { UserDb, dbName } from './database';
export type * from './database';

const open = new Map<string, UserDb>();

export function userDb(userId: string): UserDb {
  let db = open.get(userId);
  if (!db) {
    db = new UserDb(userId);
    open.set(userId, db);
  }
  return db;
}

export function closeUserDb(userId: string): void {
  open.get(userId)?.close();
  open.delete(userId);
}

/** Deletes everything this device holds for the user (after their own sign-out). */
export async function deleteUserDb(userId: string): Promise<void> {
  closeUserDb(userId);
  await Dexie.delete(dbName(userId));
}
