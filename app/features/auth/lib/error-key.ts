/**
 * One place that turns a failed accounts call into a message (translation key, namespace `auth`
 * unless the key names another, as `errors:*` do).
 * The same server code can mean different things per screen (an invalid token on the reset-link
 * page is a bad link, on the code page a wrong code), hence the context.
 */
import { ApiError, NetworkError } from '../../../lib/api/client';
import { requestErrorKey } from '../../../lib/api/request-errors';

export type AuthContext = 'login' | 'signup' | 'forgot' | 'reset-link' | 'reset-code' | 'confirm' | 'resend';

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

const FALLBACK: Record<AuthContext, string> = {
  login: 'errors.authFailed',
  signup: 'errors.signupFailed',
  forgot: 'errors.sendResetFailed',
  'reset-link': 'errors.resetFailed',
  'reset-code': 'errors.resetFailed',
  confirm: 'errors.verificationFailed',
  resend: 'errors.generic',
};

const BY_CODE: Partial<Record<AuthContext, Record<string, string>>> = {
  login: { 'invalid-credentials': 'errors.invalidCredentials', 'email-not-confirmed': 'errors.emailNotConfirmed', 'invalid-request': 'errors.credentialsMissing', 'account-disabled': 'errors.accountDisabled' },
  signup: { 'captcha-failed': 'errors.captchaFailed' },
  'reset-link': { 'invalid-token': 'errors.invalidResetLink', 'expired-token': 'errors.tokenExpired' },
  'reset-code': { 'invalid-token': 'errors.resetCodeInvalid', 'expired-token': 'errors.resetTokenExpired' },
  confirm: { 'invalid-token': 'errors.verificationFailed', 'expired-token': 'errors.verificationFailed' },
};

const KEY = /^errors\.[A-Za-z0-9]+$/;

/** A 400 `invalid-request` names each bad field with the shared schema's message key. */
function firstFieldKey(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return null;
  const fields = body.fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const first = Object.values(fields).find((v): v is string => typeof v === 'string' && KEY.test(v));
  return first ?? null;
}

export function authErrorMessage(err: unknown, context: AuthContext): Message {
  if (err instanceof NetworkError) return { key: 'errors.network' };
  if (!(err instanceof ApiError)) return { key: FALLBACK[context] };
  const fieldKey = firstFieldKey(err.body);
  if (err.code === 'invalid-request' && fieldKey) return { key: fieldKey };
  const known = BY_CODE[context]?.[err.code];
  if (known) return { key: known };
  if (err.status === 429 || err.code === 'rate-limited') {
    const minutes = err.retryAfterSeconds ? Math.ceil(err.retryAfterSeconds / 60) : null;
    // A short wait (one e-mail per minute) gets its minutes; the long reset limit its own words.
    if (context === 'forgot' && (minutes === null || minutes > 5)) return { key: 'errors.resetProviderLimit' };
    if (minutes !== null) return { key: 'errors.tooManyAttempts', values: { count: minutes } };
    return { key: 'errors.rateLimited' };
  }
  // Validation answers carry the shared schema's message key; show it as is.
  if (KEY.test(err.message)) return { key: err.message };
  // A request the server refused before reading it (too large, not JSON): said in common words.
  const refused = requestErrorKey(err);
  if (refused) return { key: refused };
  if (err.status >= 500 && context === 'reset-link') return { key: 'errors.resetSystemFailed' };
  return { key: FALLBACK[context] };
}
