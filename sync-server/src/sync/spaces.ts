/**
 * Sync spaces (docs/decisions/0010-sync-spaces.md): one version counter per user. Every changed
 * row of a user takes the next version of that user's space, so "this user's rows with version >
 * cookie" is a complete, ordered answer to "what changed since you last looked", and pushes of
 * different users never wait on one another.
 *
 * A writer of synced rows locks its user's space first and keeps it until it commits:
 * - PostgreSQL: the space row's write lock (an upsert on it). Two processes pushing for one user run
 *   one after the other, so plan limits, stock and balances are checked against committed state,
 *   and versions are handed out in commit order (a reader that has seen version v of a user has
 *   seen every earlier one of theirs).
 * - SQLite: the write transaction (BEGIN IMMEDIATE, serialised by the store) already excludes
 *   every other writer.
 */
import type { Queryable, Store, Tx } from '../db/store';

export interface Space {
  /** The last version handed out in this space. */
  version: number;
  /** The highest version among this user's purged tombstones: a cookie below it missed a delete. */
  horizon: number;
}

/**
 * A space locked by a push, with the push counted in the user's current one-minute window, and
 * the pushing client's row as it is (owner and last processed id; null for a new client).
 */
export interface PushSpace extends Space {
  pushCount: number;
  pushWindowEnds: number;
  clientUserId: string | null;
  clientLast: number | null;
  /** How many shared spaces the user is or was a member of (issue 27): 0 for nearly every keeper, whose push looks nothing up. */
  memberships: number | string;
}

const PUSH_WINDOW_MS = 60_000;

const SELECT = 'SELECT version, horizon FROM sync_spaces WHERE user_id = ?';

/**
 * Locks the user's space until the transaction ends and reads it; creates it (at 0) when new. One
 * statement on both databases: the upsert's conflict branch takes the row's write lock (on
 * PostgreSQL the lock a concurrent push waits on; on SQLite the write transaction already excludes
 * every other writer) and answers the row as it is.
 */
export async function lockSpace(tx: Tx, userId: string, now: number): Promise<Space> {
  const space = await tx.one<Space>(
    `INSERT INTO sync_spaces (user_id, version, horizon, updated_at) VALUES (?, 0, 0, ?)
     ON CONFLICT (user_id) DO UPDATE SET version = sync_spaces.version RETURNING version, horizon`,
    [userId, now],
  );
  if (!space) throw new Error(`no sync space for user ${userId}`);
  return space;
}

/**
 * Locks the space for a push, counts the push in the user's rate window (sync/limits.ts; a window
 * that ended starts again at 1) and reads the pushing client's row, in one statement: on
 * PostgreSQL each statement is a round trip, and a push is mostly round trips.
 */
export async function lockSpaceForPush(tx: Tx, userId: string, now: number, clientId: string): Promise<PushSpace> {
  const space = await tx.one<PushSpace>(
    `INSERT INTO sync_spaces (user_id, version, horizon, updated_at, push_count, push_window_ends) VALUES (?, 0, 0, ?, 1, ?)
     ON CONFLICT (user_id) DO UPDATE SET
       push_count = CASE WHEN sync_spaces.push_window_ends <= ? THEN 1 ELSE sync_spaces.push_count + 1 END,
       push_window_ends = CASE WHEN sync_spaces.push_window_ends <= ? THEN excluded.push_window_ends ELSE sync_spaces.push_window_ends END
     RETURNING version, horizon, push_count AS "pushCount", push_window_ends AS "pushWindowEnds",
       (SELECT user_id FROM sync_clients WHERE id = ?) AS "clientUserId", (SELECT last_mutation_id FROM sync_clients WHERE id = ?) AS "clientLast",
       (SELECT count(*) FROM space_members WHERE user_id = ?) AS "memberships"`,
    [userId, now, now + PUSH_WINDOW_MS, now, now, clientId, clientId, userId],
  );
  if (!space) throw new Error(`no sync space for user ${userId}`);
  return space;
}

/** Moves the space's counter to `version` (the last one handed out); under the lock only. */
export async function setSpaceVersion(tx: Tx, userId: string, version: number, now: number): Promise<void> {
  await tx.run('UPDATE sync_spaces SET version = ?, updated_at = ? WHERE user_id = ?', [version, now, userId]);
}

/** The space as committed (pull); a user who never wrote has an empty one. */
export async function readSpace(q: Queryable, userId: string): Promise<Space> {
  return (await q.one<Space>(SELECT, [userId])) ?? { version: 0, horizon: 0 };
}

/**
 * The keeper's own space as committed, and how many shared spaces they are a member of (issue 27),
 * in one statement: a device checking in (the most frequent pull) pays one round trip, as before.
 */
export async function readOwnSpace(q: Queryable, userId: string): Promise<Space & { memberships: number }> {
  const row = await q.one<{ version: number | null; horizon: number | null; memberships: number | string }>(
    `SELECT (SELECT version FROM sync_spaces WHERE user_id = ?) AS version, (SELECT horizon FROM sync_spaces WHERE user_id = ?) AS horizon,
       (SELECT count(*) FROM space_members WHERE user_id = ? AND ended_at IS NULL) AS memberships`,
    [userId, userId, userId],
  );
  return { version: Number(row?.version ?? 0), horizon: Number(row?.horizon ?? 0), memberships: Number(row?.memberships ?? 0) };
}

/**
 * For writers other than push (the reminder clean-up, a photo upload): one transaction that locks
 * the user's space, lets `fn` take versions, and writes the counter back if it took any.
 */
export async function writeInSpace<T>(store: Store, userId: string, now: number, fn: (tx: Tx, nextVersion: () => number) => Promise<T>): Promise<T> {
  return store.transaction(async (tx) => {
    const space = await lockSpace(tx, userId, now);
    let version = space.version;
    const value = await fn(tx, () => ++version);
    if (version !== space.version) await setSpaceVersion(tx, userId, version, now);
    return value;
  });
}
