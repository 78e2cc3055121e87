/**
 * Refusals any API call can meet, answered by the server's one error handler before a route's own
 * code runs (sync-server/src/plugins/error-handler.ts): the request was too large, not valid JSON,
 * of a content type the route does not take, or malformed. The server's messages for them are
 * generic English, so the app never shows them: each code has its words in `common:requestErrors`,
 * used wherever a feature has none of its own for the code.
 */
import { UPLOAD_BUSY_CODES, type UploadBusyCode } from '../../../shared/api/uploads';
import { ApiError } from './client';

export const REQUEST_ERROR_CODES = [
  'payload-too-large', 'invalid-json', 'unsupported-media-type', 'invalid-request', 'bad-request',
  // Answered before Fastify sees the request (answerClientError): headers too large, too slow.
  'headers-too-large', 'request-timeout',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

const isRequestErrorCode = (code: string): code is RequestErrorCode => (REQUEST_ERROR_CODES as readonly string[]).includes(code);

const isUploadBusyCode = (code: string): code is UploadBusyCode => (UPLOAD_BUSY_CODES as readonly string[]).includes(code);

/**
 * The translation key (with its namespace, for any `t`) of a generic refusal; null for any other
 * error. An image upload refused for being one too many at once (shared/api/uploads.ts) is one
 * too, for every upload the app makes: its words are in `common:uploadBusy`, and trying again is
 * the keeper's choice (uploads are not retried by the client).
 */
export function requestErrorKey(err: unknown): `common:requestErrors.${RequestErrorCode}` | `common:uploadBusy.${UploadBusyCode}` | null {
  if (!(err instanceof ApiError)) return null;
  if (isUploadBusyCode(err.code)) return `common:uploadBusy.${err.code}`;
  return isRequestErrorCode(err.code) ? `common:requestErrors.${err.code}` : null;
}
