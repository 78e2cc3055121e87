/**
 * Background Sync, worker side: the same push code the page runs (app/lib/sync/push.ts), on the
 * same database and under the same Web Lock. Only push: the page pulls and rebases when it is
 * next opened. The token arrives from the page (see app/lib/sync/background.ts for why it is
 * kept in memory only and never refreshed here).
 */
import { ApiError, NetworkError } from '../lib/api/client';
import { openExistingUserDb } from '../lib/db/local-db';
import { isSyncAuthMessage, type SyncAuthMessage } from '../lib/sync/background-protocol';
import { syncLockName, withLock } from '../lib/sync/locks';
import { pushOutbox } from '../lib/sync/push';
import { stillWaiting } from '../lib/sync/errors';
import { httpTransport } from '../lib/sync/transport';

let auth: SyncAuthMessage | null = null;

export function rememberSyncAuth(data: unknown): boolean {
  if (!isSyncAuthMessage(data)) return false;
  auth = data;
  return true;
}

/** The token's own expiry (JWT `exp`), with a margin for the request itself. */
function usable(token: string, now: number): boolean {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp * 1000 > now + 30_000;
  } catch {
    return false;
  }
}

/** Rejects only when offline again, so the browser retries the sync event later. */
export async function backgroundPush(now = Date.now()): Promise<void> {
  const a = auth;
  if (!a || !usable(a.token, now)) return;
  // No database: the page has not made one (or deleted it at sign-out), so nothing is waiting.
  const db = await openExistingUserDb(a.userId).catch(() => null);
  if (!db) return;
  try {
    // The server asked this device to wait (429 with Retry-After): the page's engine honours it, so does the worker.
    const status = await db.getMeta('status').catch(() => null);
    if (status?.error && stillWaiting(status.retryAt, now)) return;
    await withLock(syncLockName(a.userId), () => pushOutbox(db, httpTransport({ token: a.token })));
  } catch (err) {
    if (err instanceof NetworkError) throw err;
    if (err instanceof ApiError && err.status === 401) auth = null;
  } finally {
    db.close();
  }
}
