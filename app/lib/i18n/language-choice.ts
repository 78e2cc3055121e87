/**
 * Whether the keeper picked this device's language with the header switch. An explicit choice on
 * a device wins over the account's language at sign-in (as a theme chosen with the toggle does):
 * someone who switched the login page to Bulgarian must not be switched back to English by an
 * account created in English. Detection (browser, ?lng=) is not a choice and sets nothing.
 */
const LANGUAGE_CHOICE_KEY = 'herptrack-language-chosen';

export function rememberLanguageChoice(): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, '1');
  } catch {
    // Storage refused (private mode): the account's language will apply at the next sign-in.
  }
}

export function deviceHasLanguageChoice(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY) !== null;
  } catch {
    return false;
  }
}
