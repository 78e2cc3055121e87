/**
 * The token of an invitation link (`/join#token=...`) while the keeper signs in first. Kept in
 * sessionStorage: it survives the trip through /login in this tab and leaves with the tab, and it
 * never travels in a URL the app builds (the login page's `next` is plain `/join`). The fragment
 * is taken out of the address bar once read, so it stays out of the history too.
 */
const KEY = 'herptrack:join-token';

/** The token in a location's fragment (`#token=...`), or null. */
export function tokenInHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

// Storage can be refused (a private window, a full disk): the token then lives as long as the page.
export function keepToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch { /* see above */ }
}

export function keptToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch { /* nothing kept */ }
}
