/**
 * The session's core: start a session from a server reply or the offline cache, keep the access
 * token fresh, and end the session locally. Invariants:
 * - one refresh at a time per tab (shared promise) and per browser (a Web Lock), because the
 *   server rotates the refresh cookie and treats a reused one as theft;
 * - a refresh that finds no server never ends the session: the keeper stays signed in from the
 *   cache and the refresh is retried (on `online`, and with back-off);
 * - only the server saying "this session is over" (401/403 on refresh) ends it involuntarily.
 */
import type { Profile, SessionReply } from '../../../shared/schemas/auth';
import { ApiError, apiRequest } from '../api/client';
import { announceSignedIn, announceSignedOut, type SignInSource, type SignOutReason } from './lifecycle';
import { setPreferencesLocal, resetPreferences } from './preferences';
import { useProfile } from './profile-store';
import { isRefreshDebounced, refreshDelay, refreshRetryDelay } from './refresh-schedule';
import { clearCachedSession, readCachedSession, setSignOutPending, updateCachedSession, writeCachedSession, type CachedSession } from './session-cache';
import { useSession, type SessionUser } from './store';
import { clearAccessToken, getAccessToken, setAccessToken } from './tokens';
import { runFirstLoginCheck } from './first-login';
import { broadcastSession } from './broadcast';
import { pushPreferences } from './preferences-sync';

let lastRefreshAt: number | null = null;
let inflight: Promise<string | null> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAttempt = 0;
let claimsFetchedAt: number | null = null;

export const toSessionUser = (p: Profile): SessionUser => ({ id: p.id, email: p.email, username: p.username });

export const getClaimsFetchedAt = (): number | null => claimsFetchedAt;
export const setClaimsFetchedAt = (at: number): void => {
  claimsFetchedAt = at;
};

function enter(record: CachedSession, source: SignInSource): void {
  setPreferencesLocal(record.preferences);
  useProfile.getState().setProfile(record.profile);
  const user = toSessionUser(record.profile);
  useSession.getState().setSignedIn(user, record.claims);
  announceSignedIn({ user, source });
}

/** A login or refresh reply: token into memory, profile and claims into the cache, next refresh planned. */
export function applySession(reply: SessionReply, source: SignInSource): void {
  const now = Date.now();
  setAccessToken(reply.accessToken, reply.expiresAt);
  lastRefreshAt = now;
  claimsFetchedAt = now;
  cancelRetry();
  const cached = readCachedSession();
  // A preference changed offline has not reached the server yet: the device's choice wins.
  const keepLocal = cached?.profile.id === reply.profile.id && cached.preferencesDirty === true;
  const record: CachedSession = {
    profile: reply.profile,
    claims: reply.claims,
    claimsFetchedAt: now,
    preferences: keepLocal ? cached.preferences : reply.profile.preferences,
    preferencesDirty: keepLocal,
  };
  const previous = useSession.getState().user?.id;
  if (previous && previous !== reply.profile.id) endSession('elsewhere', { keepToken: true });
  writeCachedSession(record);
  enter(record, source);
  scheduleRefresh(reply.expiresAt);
  if (source === 'login') {
    // A new sign-in replaced the cookie: a sign-out still waiting for the network must not
    // end this new session when the network returns.
    setSignOutPending(false);
    broadcastSession('signed-in');
  }
  if (keepLocal) void pushPreferences().catch(() => undefined);
  void runFirstLoginCheck();
}

/** Start-up with no server in reach: signed in locally from what this device remembers. */
export function restoreFromCache(record: CachedSession): void {
  claimsFetchedAt = record.claimsFetchedAt;
  enter(record, 'cache');
}

function scheduleRefresh(expiresAt: number): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  // Forced: a planned refresh must not be swallowed by the debounce, or the token would lapse.
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    void refreshSession({ force: true }).catch(() => undefined);
  }, refreshDelay(expiresAt, Date.now(), Math.random()));
}

function cancelRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryAttempt = 0;
}

export function retryLater(): void {
  if (retryTimer || useSession.getState().status !== 'authenticated') return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    retryAttempt++;
    void refreshSession({ force: true }).catch(() => undefined);
  }, refreshRetryDelay(retryAttempt));
}

async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('herptrack-session-refresh', fn) : fn();
}

/**
 * Gets a new access token from the refresh cookie. Resolves to the token, or null when the
 * server says the session is over (then the session has ended locally); rejects when no answer
 * came (offline, server down), leaving the session as it is. Unless forced, a refresh within
 * 2 minutes of the last one is skipped and the current token returned.
 */
export function refreshSession(opts: { force?: boolean } = {}): Promise<string | null> {
  if (inflight) return inflight;
  const token = getAccessToken();
  if (!opts.force && token && isRefreshDebounced(lastRefreshAt, Date.now())) return Promise.resolve(token);
  inflight = withRefreshLock(async () => {
    try {
      const reply = await apiRequest<SessionReply>('/api/auth/refresh', { method: 'POST', auth: false, retry: false });
      applySession(reply, 'refresh');
      return reply.accessToken;
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        endSession('expired');
        return null;
      }
      retryLater();
      throw err;
    }
  }).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** A profile the server just returned (after an edit or avatar upload) replaces the cached one. */
export function updateCurrentProfile(profile: Profile): void {
  const { status, user, claims } = useSession.getState();
  if (status !== 'authenticated' || user?.id !== profile.id || !claims) return;
  useProfile.getState().setProfile(profile);
  useSession.getState().setSignedIn(toSessionUser(profile), claims);
  updateCachedSession({ profile });
}

export const getLastRefreshAt = (): number | null => lastRefreshAt;

/**
 * Forgets the session on this device: token, refresh plan, cached profile, claims and
 * preferences. No server call and no hooks: callers decide those (see sign-out.ts).
 */
export function endSession(reason: SignOutReason, opts: { keepToken?: boolean } = {}): void {
  if (!opts.keepToken) clearAccessToken();
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
  cancelRetry();
  lastRefreshAt = opts.keepToken ? lastRefreshAt : null;
  claimsFetchedAt = null;
  clearCachedSession();
  resetPreferences();
  useProfile.getState().setProfile(null);
  const wasSignedIn = useSession.getState().status === 'authenticated';
  useSession.getState().setSignedOut();
  if (wasSignedIn) announceSignedOut(reason);
}

/** Test seam: forget module state between tests. */
export function resetSessionServiceForTests(): void {
  endSession('user');
  inflight = null;
}
