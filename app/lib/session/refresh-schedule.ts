/**
 * The session's timing rules (spec sections 4 and 9) as pure functions, so they are tested with
 * fake clocks and the session service only decides *when*, never *how long*:
 * - a refresh is planned ~10 minutes before the access token expires, minus up to 30 s of random
 *   jitter (so many tabs/devices of one keeper do not refresh in the same second), clamped to
 *   between 1 and 50 minutes from now;
 * - a refresh is skipped when one ran less than 2 minutes ago;
 * - claims are trusted for 60 seconds.
 */
export const REFRESH_LEAD_MS = 10 * 60_000;
export const REFRESH_JITTER_MS = 30_000;
export const MIN_REFRESH_DELAY_MS = 60_000;
export const MAX_REFRESH_DELAY_MS = 50 * 60_000;
export const REFRESH_DEBOUNCE_MS = 2 * 60_000;
export const CLAIMS_TTL_MS = 60_000;

/**
 * Milliseconds from `now` until the next refresh. `random` is in [0, 1) (Math.random in the app,
 * a fixed number in tests); jitter only ever moves the refresh earlier, never past expiry.
 */
export function refreshDelay(expiresAt: number, now: number, random: number): number {
  const jitter = Math.min(Math.max(random, 0), 1) * REFRESH_JITTER_MS;
  const wanted = expiresAt - now - REFRESH_LEAD_MS - jitter;
  return Math.round(Math.min(Math.max(wanted, MIN_REFRESH_DELAY_MS), MAX_REFRESH_DELAY_MS));
}

/** True when a refresh ran so recently that another one would only add load (and cookie rotation). */
export function isRefreshDebounced(lastRefreshAt: number | null, now: number): boolean {
  return lastRefreshAt !== null && now - lastRefreshAt >= 0 && now - lastRefreshAt < REFRESH_DEBOUNCE_MS;
}

/** True while cached claims may be used without asking the server again. */
export function areClaimsFresh(fetchedAt: number | null, now: number): boolean {
  return fetchedAt !== null && now - fetchedAt >= 0 && now - fetchedAt < CLAIMS_TTL_MS;
}

/** True when the token is gone or close enough to expiry that a woken-up tab should refresh now. */
export function needsRefreshNow(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || expiresAt - now <= REFRESH_LEAD_MS;
}

export const RETRY_BASE_MS = 200;
export const RETRY_MAX_MS = 60_000;

/**
 * Wait before the n-th (0-based) retry of a refresh that found no server: from 200 ms, doubling,
 * capped at a minute so an app left open on a dead network does not hammer it or go quiet.
 */
export function refreshRetryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt), RETRY_MAX_MS);
}
