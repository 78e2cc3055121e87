import { ERROR_STATUS, type ErrorCode } from '../../shared/api/errors';

export interface HttpErrorExtras {
  /** Response headers (Retry-After). */
  headers?: Record<string, string>;
  /** Extra fields for the body (e.g. per-field validation keys, the next allowed date). */
  details?: Record<string, unknown>;
}

/**
 * Errors a handler or service may throw on purpose. `code` is one of the shared error codes
 * (shared/api/errors.ts), which fixes the HTTP status and which the app says in the keeper's
 * language; `message` is English for logs and API clients (the app never shows it). Anything else
 * is an internal error and its details never leave the server.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown>;

  constructor(readonly code: ErrorCode, message?: string, extras: HttpErrorExtras = {}) {
    super(message ?? code);
    this.status = ERROR_STATUS[code];
    this.headers = extras.headers ?? {};
    this.details = extras.details ?? {};
  }
}
