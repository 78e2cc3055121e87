/**
 * What a refused admin action says, in the admin's language: each code the server may answer has
 * its words in `admin:errors.*`, no connection says so, a generic refusal takes common's words, and
 * anything else the action's own failure. Never the server's message, which is English and meant
 * for logs.
 */
import { useTranslation } from 'react-i18next';
import type { AdminErrorCode } from '../../../shared/api/admin';
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';
import { REASON_MAX } from '../../../shared/coins/ledger';
import { formatCount } from '../../lib/format';

const ACCOUNT_KEYS: Readonly<Record<AdminErrorCode, string>> = {
  'own-account': 'errors.ownAccount',
  'last-admin': 'errors.lastAdmin',
};

const CODE_KEYS: Readonly<Record<string, string>> = {
  forbidden: 'errors.forbidden',
  'not-found': 'errors.notFound',
  // The ledger's refusals (shared/coins/ledger.ts).
  'insufficient-balance': 'errors.insufficientBalance',
  'invalid-amount': 'errors.invalidAmount',
  'invalid-reason': 'errors.invalidReason',
  // The account actions' refusals (shared/api/admin.ts): one's own account, the last admin.
  ...ACCOUNT_KEYS,
};

/** Field messages of an `invalid-request` are the contract's keys (shared/api/repticoins.ts): the same names here. */
const FIELD_KEYS = new Set(['errors.invalidAmount', 'errors.invalidReason']);

export interface ErrorText { key: string; values: Record<string, unknown> }

export function adminErrorText(err: unknown, fallbackKey: string): ErrorText {
  if (err instanceof NetworkError) return { key: 'errors.offline', values: {} };
  if (!(err instanceof ApiError)) return { key: fallbackKey, values: {} };
  const body = (err.body ?? {}) as { balance?: unknown; fields?: Record<string, unknown> };
  const mapped = CODE_KEYS[err.code];
  if (mapped) return { key: mapped, values: { balance: typeof body.balance === 'number' ? body.balance : undefined } };
  if (err.code === 'invalid-request' && body.fields) {
    const field = Object.values(body.fields).find((m): m is string => typeof m === 'string' && FIELD_KEYS.has(m));
    if (field) return { key: field, values: {} };
  }
  if (err.status === 403) return { key: 'errors.forbidden', values: {} };
  if (err.status === 404) return { key: 'errors.notFound', values: {} };
  return { key: requestErrorKey(err) ?? fallbackKey, values: {} };
}

/** `adminErrorText` as words, numbers formatted in the admin's language. */
export function useAdminErrorMessage(): (err: unknown, fallbackKey: string) => string {
  const { t, i18n } = useTranslation('admin');
  return (err, fallbackKey) => {
    const { key, values } = adminErrorText(err, fallbackKey);
    const lng = i18n.language;
    return t(key, { ...values, balance: typeof values.balance === 'number' ? formatCount(values.balance, lng) : undefined, max: formatCount(REASON_MAX, lng) });
  };
}
