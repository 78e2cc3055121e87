/**
 * The words of the server's error codes. Every code of shared/api/errors.ts has one default
 * sentence in the `errors` namespace (locales/<lng>/errors.json, loaded with `common` at start),
 * written once; a screen that says a code differently in its context (a bad link on the reset
 * page, a wrong code on the code page) keeps its own words and asks here only for the rest.
 *
 * `requestErrorKey` answers only the refusals any API call can meet, answered by the server's one
 * error handler before a route's own code runs (sync-server/src/plugins/error-handler.ts: too
 * large, not JSON, a content type the route does not take, malformed) and an image upload refused
 * for being one too many at once (shared/api/uploads.ts; trying again is the keeper's choice,
 * uploads are not retried by the client). Features put it after their own codes and before their
 * own "it failed" sentence. `apiErrorKey` answers any code the server sends.
 */
import { isErrorCode, type ErrorCode } from '../../../shared/api/errors';
import { UPLOAD_BUSY_CODES, type UploadBusyCode } from '../../../shared/api/uploads';
import { ApiError } from './client';

export const REQUEST_ERROR_CODES = [
  'payload-too-large', 'invalid-json', 'unsupported-media-type', 'invalid-request', 'bad-request',
  // Answered before Fastify sees the request (answerClientError): headers too large, too slow.
  'headers-too-large', 'request-timeout',
] as const satisfies readonly ErrorCode[];
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

const GENERIC: ReadonlySet<string> = new Set<ErrorCode>([...REQUEST_ERROR_CODES, ...UPLOAD_BUSY_CODES]);
const isGeneric = (code: string): code is RequestErrorCode | UploadBusyCode => GENERIC.has(code);

/** The translation key (with its namespace, for any `t`) of a generic refusal; null for any other error. */
export function requestErrorKey(err: unknown): `errors:${RequestErrorCode | UploadBusyCode}` | null {
  return err instanceof ApiError && isGeneric(err.code) ? `errors:${err.code}` : null;
}

/** The default sentence of any code the server answers; null for a failure that is not an answer. */
export function apiErrorKey(err: unknown): `errors:${ErrorCode}` | null {
  return err instanceof ApiError && isErrorCode(err.code) ? `errors:${err.code}` : null;
}

/**
 * A 400's field messages (`{ fields: { until: 'errors.untilPast' } }`) that a screen has words
 * for (`known`, its namespace's keys): a field refused for a reason it cannot say is left to the
 * screen's own "that did not work".
 */
export function fieldErrorKeys(err: unknown, known: ReadonlySet<string>): Record<string, string> {
  if (!(err instanceof ApiError) || err.code !== 'invalid-request') return {};
  const fields = (err.body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && known.has(e[1])));
}
