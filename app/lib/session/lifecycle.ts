/**
 * Who wants to know when a keeper signs in or out. The sync engine registers here: it starts on
 * sign-in, and its sign-out hook warns about unsynced changes (and may cancel) before it deletes
 * the local database. Features that never import each other meet here instead.
 */
import type { SessionUser } from './store';

/** How the session began: a password sign-in, the refresh cookie at start-up, or the offline cache. */
export type SignInSource = 'login' | 'refresh' | 'cache';
export type SignOutReason = 'user' | 'expired' | 'elsewhere' | 'account-deleted';

export interface SignedInEvent {
  user: SessionUser;
  source: SignInSource;
}

type SignOutHook = () => Promise<boolean>;

const signOutHooks = new Set<SignOutHook>();
const signedInListeners = new Set<(e: SignedInEvent) => void>();
const signedOutListeners = new Set<(reason: SignOutReason) => void>();
let current: SignedInEvent | null = null;

/**
 * Runs before a keeper's own sign-out, in registration order. Resolve false to cancel it (the
 * keeper chose to stay, for example to sync first). Not run when the server ended the session:
 * there is nobody to ask, and the local data stays for their next sign-in.
 */
export function registerSignOutHook(fn: SignOutHook): () => void {
  signOutHooks.add(fn);
  return () => signOutHooks.delete(fn);
}

/** Called on every sign-in, and at once if someone is already signed in (features load lazily). */
export function onSignedIn(fn: (e: SignedInEvent) => void): () => void {
  signedInListeners.add(fn);
  if (current) fn(current);
  return () => signedInListeners.delete(fn);
}

/** Called after local session state is gone, whatever the reason. */
export function onSignedOut(fn: (reason: SignOutReason) => void): () => void {
  signedOutListeners.add(fn);
  return () => signedOutListeners.delete(fn);
}

export function signOutHooksSnapshot(): SignOutHook[] {
  return [...signOutHooks];
}

/** Announces a sign-in once per keeper (a token refresh for the same keeper is not a new sign-in). */
export function announceSignedIn(e: SignedInEvent): void {
  if (current?.user.id === e.user.id) return;
  current = e;
  for (const fn of [...signedInListeners]) {
    try {
      fn(e);
    } catch (err) {
      console.error('onSignedIn listener failed', err);
    }
  }
}

export function announceSignedOut(reason: SignOutReason): void {
  if (!current) return;
  current = null;
  for (const fn of [...signedOutListeners]) {
    try {
      fn(reason);
    } catch (err) {
      console.error('onSignedOut listener failed', err);
    }
  }
}
