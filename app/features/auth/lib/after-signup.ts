/**
 * Where the first sign-in after a sign-up continues, when the sign-up was asked for by a page
 * (`/signup?next=/join`: an invitation link the visitor opened before they had an account).
 * Signing up sends a confirmation e-mail whose link opens a new tab, maybe hours later, so the
 * page's `next` cannot ride along in the URL: it is kept in localStorage (this browser, every tab)
 * for {@link KEEP_DAYS}, and the next successful sign-in here takes it (reads and forgets it).
 *
 * Only a path that `safeNext` accepts is kept or answered, never a secret: a page that needs one
 * (the invitation's token) keeps it itself. When storage is refused the path lives as long as
 * this page.
 */
import { safeNext } from './safe-next';

const KEY = 'herptrack:after-signup';
/** As long as an invitation lives, the longest a page waits for a new account today. */
export const KEEP_DAYS = 14;
const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;

/** The keep of this page alone, when storage refused it. */
let inPage: { path: string; until: number } | null = null;

/** A `next` given to the sign-up page, if it is a path worth returning to (else null). */
export function signupNext(next: string | null | undefined): string | null {
  const path = safeNext(next, '');
  return path === '' || path === '/dashboard' ? null : path;
}

export function keepAfterSignup(path: string, now = Date.now()): void {
  const safe = signupNext(path);
  if (!safe) return;
  const kept = { path: safe, until: now + KEEP_MS };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
    inPage = null;
  } catch {
    inPage = kept;
  }
}

function read(now: number): string | null {
  let kept: unknown = inPage;
  try {
    const raw = localStorage.getItem(KEY);
    if (raw !== null) kept = JSON.parse(raw);
  } catch { /* refused or unreadable: this page's keep, if any */ }
  if (typeof kept !== 'object' || kept === null) return null;
  const { path, until } = kept as Record<string, unknown>;
  if (typeof path !== 'string' || typeof until !== 'number' || until <= now) return null;
  return signupNext(path);
}

/** Where a sign-in now would continue, if its keep is not over (nothing is forgotten). */
export const peekAfterSignup = (now = Date.now()): string | null => read(now);

/** Forgets the kept path: a sign-in has used it (or passed it by). */
export function forgetAfterSignup(): void {
  inPage = null;
  try {
    localStorage.removeItem(KEY);
  } catch { /* nothing stored */ }
}

/** The kept path, if its keep is not over; forgotten either way, so it is used once. */
export function takeAfterSignup(now = Date.now()): string | null {
  const path = read(now);
  forgetAfterSignup();
  return path;
}
