/**
 * localStorage keys of the session cache (see session-cache.ts for what they hold). Kept apart
 * so start-up can ask "does this device remember a keeper?" without loading the session service.
 */
export const CURRENT_USER_KEY = 'herptrack-session-user';
export const RECORD_PREFIX = 'herptrack-session:';
export const SIGNOUT_PENDING_KEY = 'herptrack-signout-pending';

/** True when a keeper was signed in on this device, or their sign-out has not reached the server. */
export function deviceRemembersSession(): boolean {
  try {
    return localStorage.getItem(CURRENT_USER_KEY) !== null || localStorage.getItem(SIGNOUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}
