/**
 * The token of an invitation link (`/join#token=...`) while the keeper signs in, or signs up
 * first. Signing up takes them out of this tab: the confirmation e-mail's link opens a new one,
 * maybe hours later. So the token is kept in localStorage (this browser, every tab), with its own
 * end: {@link KEEP_DAYS} after it was opened, as long as an invitation lives at most, so a kept
 * token whose keep is over is an invitation that has expired. It is forgotten when joined,
 * declined, refused for good (used, expired, not this account's, damaged), and when a keeper signs
 * out of this browser (the next person to sign in here should not meet it; heard by a page that
 * has loaded this module, i.e. opened /join: elsewhere the keep's own end applies).
 *
 * It never travels in a URL the app builds (the login page's `next` is plain `/join`) and is never
 * logged; the fragment is taken out of the address bar once read, so it stays out of the history.
 * Storage can be refused (a private window, a full disk, blocked site data): the token then lives
 * as long as this page, which still covers signing in within the tab, and the join page says that
 * a sign-up elsewhere will need the link again ({@link tokenKeptOnDevice}).
 */
import { INVITATION_DAYS } from '../../../shared/api/spaces';
import { onSignedOut } from '../../lib/session';

const KEY = 'herptrack:join-token';
export const KEEP_DAYS = INVITATION_DAYS;
const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;

interface Kept {
  token: string;
  /** Epoch ms after which the token is no longer kept. */
  until: number;
}

/** What the device holds for the join page. */
export type KeptToken = { state: 'kept'; token: string } | { state: 'expired' } | { state: 'none' };

/** The keep of this page, read when storage refused it (the only keep then). */
let inPage: Kept | null = null;
/** Whether the last keep reached storage (false: only this page holds it). */
let stored = true;

/** The token in a location's fragment (`#token=...`), or null. */
export function tokenInHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

function parse(raw: string): Kept | null {
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { token, until } = v as Record<string, unknown>;
    return typeof token === 'string' && token !== '' && typeof until === 'number' && Number.isFinite(until) ? { token, until } : null;
  } catch {
    return null;
  }
}

/** Keeps `token` for {@link KEEP_DAYS} from `now`. */
export function keepToken(token: string, now = Date.now()): void {
  const kept: Kept = { token, until: now + KEEP_MS };
  inPage = kept;
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
    stored = true;
  } catch {
    stored = false;
  }
}

/** Whether the kept token outlives this tab (false when the browser refused to store it). */
export function tokenKeptOnDevice(): boolean {
  return stored;
}

/**
 * What this device keeps (nothing is removed here: the join page forgets an expired keep, so a
 * second render, as StrictMode does, reads the same). A token kept in this tab's sessionStorage by
 * an earlier version of the app moves to the device's keep.
 */
export function keptToken(now = Date.now()): KeptToken {
  let raw: string | null = null;
  let readable = true;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    readable = false;
  }
  let kept: Kept | null;
  if (raw !== null) kept = parse(raw);
  else if (!readable || !stored) kept = inPage;
  else kept = fromTab(now);
  if (!kept) return { state: 'none' };
  return kept.until <= now ? { state: 'expired' } : { state: 'kept', token: kept.token };
}

function fromTab(now: number): Kept | null {
  try {
    const token = sessionStorage.getItem(KEY);
    if (!token) return null;
    sessionStorage.removeItem(KEY);
    keepToken(token, now);
    return inPage;
  } catch {
    return null;
  }
}

export function forgetToken(): void {
  inPage = null;
  stored = true;
  try {
    localStorage.removeItem(KEY);
  } catch { /* nothing kept */ }
  try {
    sessionStorage.removeItem(KEY);
  } catch { /* nothing kept */ }
}

// A keeper leaving this browser takes a pending invitation with them. A session that merely
// expired is not someone leaving: they sign in again and the invitation is still there.
onSignedOut((reason) => {
  if (reason !== 'expired') forgetToken();
});
