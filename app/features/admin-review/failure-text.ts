/**
 * What a failed admin call says, as a key of the `admin-review` namespace (or common's, for the
 * refusals every call can meet): no connection, not allowed, gone, a refusal of its own, or the
 * action's generic failure. Never the server's own message, which is English.
 */
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';

export function failureKey(error: unknown, fallback: string, own: Record<string, string> = {}): string {
  if (error instanceof NetworkError) return 'errors.offline';
  if (error instanceof ApiError) {
    const mine = own[error.code];
    if (mine) return mine;
    if (error.status === 403) return 'errors.forbidden';
  }
  return requestErrorKey(error) ?? fallback;
}

/** `invalid-request`'s fields (path to message key), or none. */
export function refusedFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'invalid-request') return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
