/**
 * Background Sync, page side. When a sync finds no network and changes are waiting, the page asks
 * the service worker to push when connectivity returns (Chromium has Background Sync; elsewhere
 * the page pushes on `online` or at the next start). The worker has no session of its own, so
 * the page posts it the current access token with the user id. The worker keeps both in memory
 * only (never stored) and skips the push when its token is missing or expired (tokens live 30
 * minutes); it never refreshes, because refresh-token rotation belongs to the page and a second
 * refresher could trip reuse detection and end the session. The page pushes at its next start.
 */
import { BACKGROUND_PUSH_TAG, SYNC_AUTH_MESSAGE, type SyncAuthMessage } from './background-protocol';

interface SyncManagerLike {
  register: (tag: string) => Promise<void>;
}

export async function registerBackgroundPush(userId: string, token: string | null): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !token) return;
  try {
    const reg = await navigator.serviceWorker.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    if (!reg?.active || !sync) return;
    const message: SyncAuthMessage = { type: SYNC_AUTH_MESSAGE, userId, token };
    reg.active.postMessage(message);
    await sync.register(BACKGROUND_PUSH_TAG);
  } catch {
    // Background Sync is an extra: the page still pushes on `online` and at start-up.
  }
}
