/**
 * The access token lives only in this module's memory: never in localStorage or sessionStorage,
 * where any injected script could read it. A reload loses it on purpose; the HttpOnly refresh
 * cookie (`ht_refresh`, path /api/auth) gets a new one.
 */
let accessToken: string | null = null;
let expiresAt: number | null = null;

export function setAccessToken(token: string, expiry: number): void {
  accessToken = token;
  expiresAt = expiry;
}

export function clearAccessToken(): void {
  accessToken = null;
  expiresAt = null;
}

/** The bearer token for API calls, or null (signed out, or signed in from the offline cache). */
export function getAccessToken(): string | null {
  return accessToken;
}

export function getAccessTokenExpiry(): number | null {
  return expiresAt;
}
