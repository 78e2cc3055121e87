/** Set by sign-up while a new registration is in progress; the consent dialog waits until it is gone. */
export const NEW_REGISTRATION_KEY = 'herptrack-new-registration';

export function isRegistrationInProgress(): boolean {
  try {
    return localStorage.getItem(NEW_REGISTRATION_KEY) !== null;
  } catch {
    return false;
  }
}

/** Sign-up sets it; the first sign-in with a session (or start-up) runs the first-login check and clears it. */
export function markRegistrationInProgress(): void {
  try {
    localStorage.setItem(NEW_REGISTRATION_KEY, String(Date.now()));
  } catch {
    // Blocked storage: the first-login achievement is then simply not checked on this device.
  }
}

export function clearRegistrationInProgress(): void {
  try {
    localStorage.removeItem(NEW_REGISTRATION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
