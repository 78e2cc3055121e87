/**
 * Errors a handler or service may throw on purpose. `code` is a string literal the app maps to a
 * translated message; `status` is the HTTP answer. Anything else is an internal error and its
 * details never leave the server.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields for the body (e.g. per-field validation keys, the next allowed date). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message ?? code);
  }
}
