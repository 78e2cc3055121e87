/**
 * What a failed transfer call says to the keeper, as a key of the `transfers` namespace (or
 * common's for the generic refusals): each refusal of shared/api/transfers.ts, a field the server
 * found invalid (its message is one of our keys), no connection; anything else is "that did not
 * work", never the server's English text.
 */
import { TRANSFER_ERRORS } from '../../../shared/api/transfers';
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';

const isRefusal = (code: string): boolean => (TRANSFER_ERRORS as readonly string[]).includes(code);

/** The message keys of TransferOfferBody and the common schemas that have words here. */
export const FIELD_KEYS = new Set(['errors.emailInvalid', 'errors.priceInvalid', 'errors.currencyInvalid', 'errors.currencyRequired',
  'errors.noteTooLong', 'errors.dateInvalid', 'errors.invalidId']);

export function transferErrorKey(err: unknown): string {
  if (err instanceof NetworkError) return 'errors.offline';
  if (!(err instanceof ApiError)) return 'errors.failed';
  if (isRefusal(err.code)) return `errors.${err.code}`;
  return requestErrorKey(err) ?? 'errors.failed';
}

/** A 400's field messages the server sent (`{ fields: { buyerEmail: 'errors.emailInvalid' } }`), kept when we have words for them. */
export function fieldErrorKeys(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.code !== 'invalid-request') return {};
  const fields = (err.body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && FIELD_KEYS.has(e[1])));
}
