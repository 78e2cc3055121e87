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
    if (err.status >= 500 || err.status === 408 || err.status === 429) return 'server';
    return 'refused';
  }
  return 'unknown';
}
