/**
 * What a failed call about a shared collection says to the keeper: the refusals of
 * shared/api/spaces.ts in the words of the `errors` namespace (written once for every screen), a
 * field the server found invalid as this namespace's `errors.*` key, no connection in words; never
 * the server's English message.
 */
import { SPACE_ERRORS } from '../../../shared/api/spaces';
import { ApiError, NetworkError } from '../../lib/api/client';
import { fieldErrorKeys as fieldErrorKeysOf, requestErrorKey } from '../../lib/api/request-errors';

const isRefusal = (code: string): boolean => (SPACE_ERRORS as readonly string[]).includes(code);

/** The message keys of the contract's schemas (shared/api/spaces.ts and the common ones it uses) that have words here. */
export const FIELD_KEYS: ReadonlySet<string> = new Set([
  'errors.nameRequired', 'errors.nameTooLong', 'errors.kindInvalid', 'errors.emailInvalid', 'errors.roleInvalid', 'errors.untilRequired',
  'errors.untilNotAllowed', 'errors.untilPast', 'errors.untilTooFar', 'errors.dateInvalid', 'errors.tokenRequired', 'errors.tokenInvalid',
]);

/** A key of this namespace (`errors.*`) or of another (`errors:<code>`), for `t` of the `spaces` namespace. */
export function spaceErrorKey(err: unknown): string {
  if (err instanceof NetworkError) return 'errors.offline';
  if (!(err instanceof ApiError)) return 'errors.failed';
  if (isRefusal(err.code)) return `errors:${err.code}`;
  return requestErrorKey(err) ?? 'errors.failed';
}

/** A 400's field messages that have words here (app/lib/api/request-errors.ts). */
export const fieldErrorKeys = (err: unknown): Record<string, string> => fieldErrorKeysOf(err, FIELD_KEYS);

/** A refusal that no retry mends: the invitation is spent, gone or not this keeper's. */
export const isFinalJoinRefusal = (err: unknown): boolean =>
  err instanceof ApiError && ['invitation-used', 'invitation-expired', 'invitation-not-found', 'already-member'].includes(err.code);
