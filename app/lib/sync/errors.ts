import { ApiError, NetworkError } from '../api/client';
import type { SyncErrorCode } from '../db/database';

/** The device is out of space: shown as such, never as a blank screen. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('This device has no storage space left for HerpTrack.', { cause });
    this.name = 'StorageFullError';
  }
}

/** The server lost mutations this client had seen acknowledged (restored from a backup). */
export class MutationGapError extends Error {
  constructor(readonly serverLast: number, readonly firstPending: number) {
    super(`The server is at mutation ${serverLast} but this device's outbox starts at ${firstPending}.`);
    this.name = 'MutationGapError';
  }
}

const isQuota = (err: unknown): boolean => {
  const e = err as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
};

/** Dexie wraps a full disk in its own errors; callers see one StorageFullError. */
export function asStorageError(err: unknown): unknown {
  return isQuota(err) ? new StorageFullError(err) : err;
}

export function classifySyncError(err: unknown): SyncErrorCode {
  if (err instanceof NetworkError) return 'offline';
  if (err instanceof StorageFullError || isQuota(err)) return 'storage-full';
  if (err instanceof MutationGapError) return 'mutation-gap';
  if (err instanceof ApiError) {
    if (err.status === 426) return 'update-required';
    if (err.status === 401 || err.status === 403) return 'auth';
    // The server's per-account limits (sync-server/src/sync/limits.ts): the push is refused
    // whole, so the outbox waits for the time the server names.
    if (err.status === 429) return err.code === 'too-many-clients' ? 'too-many-devices' : 'rate-limited';
    if (err.status >= 500 || err.status === 408) return 'server';
    return 'refused';
  }
  return 'unknown';
}

/** A limit's wait when the server names none (its push window is a minute). */
export const DEFAULT_LIMIT_WAIT_MS = 60_000;
/**
 * The longest wait honoured: the server's longest is a day (new devices). A stored wait further
 * off means the device clock went back, and must not stop sync for longer than the server asked.
 */
export const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * When sync may next reach the server after this failure: the answer's Retry-After, or a minute
 * for a limit that named no wait; null when it may try at its usual times.
 */
export function retryAtAfter(err: unknown, now: number): number | null {
  if (!(err instanceof ApiError)) return null;
  if (err.retryAfterSeconds) return now + Math.min(err.retryAfterSeconds * 1000, MAX_WAIT_MS);
  return err.status === 429 ? now + DEFAULT_LIMIT_WAIT_MS : null;
}

/** Whether a wait recorded in the sync status still holds at `now` (and is believable). */
export const stillWaiting = (retryAt: number | null | undefined, now: number): retryAt is number =>
  typeof retryAt === 'number' && retryAt > now && retryAt - now <= MAX_WAIT_MS;
