/**
 * The session as other features use it. Read state with `useSession` (status, user, claims),
 * `useProfile` and `usePreferences`; call the API through app/lib/api (it adds the token itself).
 * The sync engine hooks in with `onSignedIn`, `onSignedOut` and `registerSignOutHook`.
 * Importing this module installs the session into the API client (wiring.ts).
 */
import { wireSession } from './wiring';

// Whoever uses the session API gets it wired to the API client (idempotent).
wireSession();

export { useSession, BASIC_CLAIMS, type Claims, type SessionUser, type SessionStatus } from './store';
export { useProfile } from './profile-store';
export { usePreferences, getPreferences } from './preferences';
export { updatePreferences } from './preferences-sync';
export { getAccessToken } from './tokens';
export { getClaims } from './claims';
export { claimsTier } from './claims-tier';
export { registerSignOutHook, onSignedIn, onSignedOut, type SignedInEvent, type SignInSource, type SignOutReason } from './lifecycle';
export { signOut, type SignOutResult } from './sign-out';
export { applySession, refreshSession, endSession, updateCurrentProfile } from './session-service';
export { useSessionNavigation } from './navigation';
export { markRegistrationInProgress, isRegistrationInProgress } from './registration-flag';
