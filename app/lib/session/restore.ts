/**
 * Start-up for a device that remembers a keeper (loaded only then; visitors never download it):
 * - a sign-out that never reached the server is finished first, so the cookie cannot revive it;
 * - otherwise the session is restored with the refresh cookie. Offline, or when the server has
 *   not answered within STARTUP_WAIT_MS, the keeper is signed in from the cache instead and the
 *   refresh keeps trying in the background (the installed app opened where there is no signal).
 */
import { isSignOutPending, readCachedSession } from './session-cache';
import { endSession, refreshSession, restoreFromCache, retryLater } from './session-service';
import { finishServerSignOut } from './sign-out';
import { useSession } from './store';
import { wireSession } from './wiring';

export const STARTUP_WAIT_MS = 3000;

export async function restoreSession(): Promise<void> {
  wireSession();
  if (isSignOutPending()) {
    endSession('user');
    void finishServerSignOut();
    return;
  }
  const cached = readCachedSession();
  if (!cached) {
    useSession.getState().setSignedOut();
    return;
  }
  if (!navigator.onLine) {
    restoreFromCache(cached);
    retryLater();
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(resolve, STARTUP_WAIT_MS, 'slow');
  });
  const attempt = refreshSession({ force: true }).then(() => 'answered' as const, () => 'unreachable' as const);
  const first = await Promise.race([attempt, slow]);
  clearTimeout(timer);
  // Answered: the reply already signed the keeper in, or ended the session. Otherwise the cache
  // stands in and the refresh keeps trying; a later "session over" still signs them out.
  if (first !== 'answered' && useSession.getState().status === 'loading') {
    restoreFromCache(cached);
    if (first === 'unreachable') retryLater();
  }
}
