/**
 * The address a reset was last requested for (spec: "the reset e-mail" is a stored value). It
 * fills the e-mail step of code-based resets and the login form afterwards, so a keeper who
 * opens the mail on the same device types it only once.
 */
import { normalizeEmail } from '../../../../shared/schemas/auth';

const KEY = 'herptrack-reset-email';

export function rememberResetEmail(email: string): void {
  try {
    localStorage.setItem(KEY, normalizeEmail(email));
  } catch {
    // Not remembered: the keeper types it again.
  }
}

export function recallResetEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetResetEmail(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
