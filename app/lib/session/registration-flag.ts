/** Set by sign-up while a new registration is in progress; the consent dialog waits until it is gone. */
export const NEW_REGISTRATION_KEY = 'herptrack-new-registration';

export function isRegistrationInProgress(): boolean {
  try {
    return localStorage.getItem(NEW_REGISTRATION_KEY) !== null;
  } catch {
    return false;
  }
}
