/**
 * Plugs the session into the API client (token, refresh, 401), the network (`online`, a tab
 * becoming visible) and other tabs. Installed once, by whichever comes first: start-up restoring
 * a remembered keeper, or any screen importing the session API (index.ts), such as the login form.
 */
import { configureApiAuth } from '../api/client';
import { onSessionBroadcast } from './broadcast';
import { getClaims } from './claims';
import { runFirstLoginCheck } from './first-login';
import { onSignedOut } from './lifecycle';
import { navigateAfterSession } from './navigation';
import { pushPreferences } from './preferences-sync';
import { isRefreshDebounced, needsRefreshNow } from './refresh-schedule';
import { isSignOutPending } from './session-cache';
import { endSession, getLastRefreshAt, refreshSession } from './session-service';
import { sessionToast } from './session-toast';
import { finishServerSignOut } from './sign-out';
import { useSession } from './store';
import { getAccessToken, getAccessTokenExpiry } from './tokens';

let wired = false;

export function wireSession(): void {
  if (wired) return;
  wired = true;
  configureApiAuth({
    getAccessToken,
    // A 401 forces a refresh (the spec's "retry after a forced refresh"), unless another call
    // already replaced the token that failed: then the new one is simply tried.
    refresh: (failed) => {
      const current = getAccessToken();
      return current && current !== failed ? Promise.resolve(current) : refreshSession({ force: true });
    },
    // The server says the token's facts changed (role, plan). Within the 2-minute debounce only
    // the claims are fetched again; otherwise a refresh brings both.
    refreshInBackground: () => {
      if (isRefreshDebounced(getLastRefreshAt(), Date.now())) void getClaims({ force: true });
      else void refreshSession().catch(() => undefined);
    },
    onUnauthorized: () => endSession('expired'),
  });
  onSignedOut((reason) => {
    if (reason === 'expired') void sessionToast('info', 'toasts.sessionExpiredTitle', 'toasts.sessionExpiredBody');
    if (reason === 'expired' || reason === 'elsewhere') navigateAfterSession('/');
  });
  onSessionBroadcast((message) => {
    const status = useSession.getState().status;
    if (message === 'signed-out' && status === 'authenticated') endSession('elsewhere');
    if (message === 'signed-in' && status !== 'authenticated') void refreshSession({ force: true }).catch(() => undefined);
  });
  const wake = () => {
    if (isSignOutPending()) void finishServerSignOut();
    if (useSession.getState().status !== 'authenticated') return;
    if (needsRefreshNow(getAccessTokenExpiry(), Date.now())) void refreshSession().catch(() => undefined);
    else void runFirstLoginCheck();
    void pushPreferences().catch(() => undefined);
  };
  window.addEventListener('online', wake);
  // Timers sleep with the laptop or a background tab; coming back may find the token expired.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) wake();
  });
}
