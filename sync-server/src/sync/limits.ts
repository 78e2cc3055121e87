/**
 * Per-user limits on sync writes (issue 10): far above what any keeper does, low enough that one
 * account cannot fill the server. A push over a limit is refused whole with an HTTP error that
 * says why (nothing already stored is touched, and the device keeps its outbox); a create past
 * the row limit is a rejection of that one mutation (`row-limit`), kept in the sync panel.
 */
import { HttpError } from '../errors';
import type { Tx } from '../db/store';

export interface SyncLimits {
  /** Pushes per user per minute: a device emptying a 10,000-change outbox needs 100. */
  pushesPerMinute: number;
  /** Rows (tombstones included) per user in one synced table. */
  rowsPerTable: number;
  /** New client ids (browser profiles, sign-ins after a sign-out) per user per 24 hours. */
  newClientsPerDay: number;
  /** Client ids per user in all. */
  clientsTotal: number;
}

export const SYNC_LIMITS: SyncLimits = {
  pushesPerMinute: 300,
  rowsPerTable: 100_000,
  newClientsPerDay: 50,
  clientsTotal: 1_000,
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const tooMany = (code: 'sync-rate-limited' | 'too-many-clients', message: string, retryAfterMs: number) =>
  new HttpError(code, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });

/**
 * Refuses a push past the user's rate (429 with Retry-After). The push was counted by the
 * statement that locked the user's space (spaces.ts lockSpaceForPush); a refusal rolls that back.
 */
export function admitPush(space: { pushCount: number; pushWindowEnds: number }, limits: SyncLimits, now: number): void {
  if (space.pushCount > limits.pushesPerMinute) {
    throw tooMany('sync-rate-limited', 'Too many sync requests from this account. Your changes are kept on this device and sync in a minute.', space.pushWindowEnds - now);
  }
}

/** Refuses a client id the user has not used before when they already have too many. */
export async function admitNewClient(tx: Tx, limits: SyncLimits, userId: string, now: number): Promise<void> {
  const row = await tx.one<{ total: number; recent: number }>(
    'SELECT count(*) AS total, count(CASE WHEN created_at > ? THEN 1 END) AS recent FROM sync_clients WHERE user_id = ?',
    [now - DAY, userId],
  );
  if ((row?.recent ?? 0) >= limits.newClientsPerDay || (row?.total ?? 0) >= limits.clientsTotal) {
    throw tooMany('too-many-clients', 'This account has synced from too many new devices today. Your changes are kept on this device; try again tomorrow.', DAY);
  }
}

