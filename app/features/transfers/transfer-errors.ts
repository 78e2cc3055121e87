/**
 * What a failed transfer call says to the keeper, as a key of the `transfers` namespace (or
 * common's for the generic refusals): each refusal of shared/api/transfers.ts, a field the server
 * found invalid (its message is one of our keys), no connection; anything else is "that did not
 * work", never the server's English text.
 */
import { TRANSFER_ERRORS } from '../../../shared/api/transfers';
import { ApiError, NetworkError } from '../../lib/api/client';
import { fieldErrorKeys as fieldErrorKeysOf, requestErrorKey } from '../../lib/api/request-errors';

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

/** A 400's field messages that have words here (app/lib/api/request-errors.ts). */
export const fieldErrorKeys = (err: unknown): Record<string, string> => fieldErrorKeysOf(err, FIELD_KEYS);
