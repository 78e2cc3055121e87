import { ApiError, NetworkError, apiRequest } from '../api/client';
import { broadcastSession } from './broadcast';
import { signOutHooksSnapshot } from './lifecycle';
import { navigateAfterSession } from './navigation';
import { setSignOutPending } from './session-cache';
import { endSession } from './session-service';
import { sessionToast } from './session-toast';
import { useSession } from './store';

export type SignOutResult = 'signed-out' | 'cancelled' | 'failed';

let running: Promise<SignOutResult> | null = null;

/** Tells the server to drop the refresh cookie; if it cannot be told now, start-up or `online` will. */
export async function finishServerSignOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST', auth: false });
    setSignOutPending(false);
  } catch (err) {
    // 401: the session was already gone on the server, which is what sign-out wants.
    const gone = err instanceof ApiError && err.status === 401;
    setSignOutPending(!gone);
    if (!gone && !(err instanceof NetworkError)) console.error('logout failed; retried at the next start', err);
  }
}

/**
 * The keeper's own sign-out. Hooks run first (the sync engine asks about unsynced changes and
 * deletes local data); any of them may cancel. A hook that throws stops the sign-out with the
 * spec's error toast, because continuing could lose data it was protecting. Then the server is
 * told, local state is cleared, other tabs follow, and the keeper lands on `/`.
 */
export function signOut(opts: { quiet?: boolean; redirect?: boolean } = {}): Promise<SignOutResult> {
  running ??= (async (): Promise<SignOutResult> => {
    if (useSession.getState().status !== 'authenticated') return 'signed-out';
    try {
      for (const hook of signOutHooksSnapshot()) {
        if (!(await hook())) return 'cancelled';
      }
    } catch (err) {
      console.error('sign-out hook failed', err);
      void sessionToast('error', 'toasts.signOutErrorTitle', 'toasts.signOutErrorBody');
      return 'failed';
    }
    // Marked before the call: if the tab closes mid-way, start-up still finishes the sign-out.
    setSignOutPending(true);
    endSession('user');
    await finishServerSignOut();
    broadcastSession('signed-out');
    if (opts.redirect !== false) navigateAfterSession('/');
    if (!opts.quiet) void sessionToast('success', 'toasts.signedOut');
    return 'signed-out';
  })().finally(() => {
    running = null;
  });
  return running;
}
