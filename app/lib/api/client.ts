/**
 * The one way the app talks to its server. Spec section 7 and 9 rules live here once:
 * - every call times out after 30 s;
 * - network errors and 408/429/500/502/503/504 are retried 3 times, 5 s apart, unless the
 *   response carries `x-no-retry` or the caller opts out (non-idempotent calls opt out);
 * - `x-token-refresh-required: true` asks the session to refresh in the background;
 * - a 401 on an authenticated call refreshes the token and retries once; a second 401 signs out.
 *   Only a 401 about the session itself counts: one with its own code (a wrong password when
 *   deleting the account) is just an answer. A refresh that finds no server rethrows that
 *   failure and keeps the session: being offline never signs anyone out.
 * The session (accounts feature) plugs in through `configureApiAuth`, so this module has no
 * knowledge of how tokens are stored or refreshed.
 */

export const API_TIMEOUT_MS = 30_000;
export const RETRY_DELAY_MS = 5_000;
export const MAX_RETRIES = 3;
const RETRY_STATUS = new Set([408, 429, 500, 502, 503, 504]);
/** 401 codes that mean "your session is not valid" (http-401: no body, e.g. a proxy). */
const SESSION_401_CODES = new Set(['auth-required', 'session-expired', 'invalid-token', 'http-401']);

export interface ApiAuthHooks {
  /** The current access token, or null when signed out. */
  getAccessToken: () => string | null;
  /**
   * Refreshes the access token after `failedToken` got a 401; resolves to the token to retry
   * with, or null when the session is gone. Rejects when the refresh could not be done (no
   * network, server error): the call fails with that error and the session stays.
   */
  refresh: (failedToken: string | null) => Promise<string | null>;
  /** Called in the background when the server asks for a refresh. */
  refreshInBackground: () => void;
  /** Called after a second 401: the session is over. */
  onUnauthorized: () => void;
}

let hooks: ApiAuthHooks | null = null;
export function configureApiAuth(h: ApiAuthHooks | null): void {
  hooks = h;
}

/** An answer the server gave on purpose: `code` is its string-literal error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** No answer at all: offline, DNS, connection reset or our 30 s timeout. */
export class NetworkError extends Error {
  constructor(readonly timedOut = false) {
    super(timedOut ? 'The server did not answer in time.' : 'No connection to the server.');
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Retry on network errors and retryable statuses (default: true for GET, false otherwise). */
  retry?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Test seam: the delay between retries. */
  retryDelayMs?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    }, { once: true });
  });

async function once(path: string, opts: ApiOptions, token: string | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new NetworkError(true)), API_TIMEOUT_MS);
  const onAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || opts.body instanceof Blob) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method: opts.method ?? 'GET', headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new NetworkError(controller.signal.reason instanceof NetworkError);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const b = (body ?? {}) as { error?: unknown; message?: unknown };
  const retryAfter = Number(res.headers.get('retry-after'));
  return new ApiError(res.status, typeof b.error === 'string' ? b.error : `http-${res.status}`,
    typeof b.message === 'string' ? b.message : res.statusText, body, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

/** Sends a request with the rules above and returns the parsed JSON body (or null for 204). */
export async function apiRequest<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  const useAuth = opts.auth !== false;
  const retry = opts.retry ?? (opts.method ?? 'GET') === 'GET';
  const delay = opts.retryDelayMs ?? RETRY_DELAY_MS;
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    const token = useAuth ? (hooks?.getAccessToken() ?? null) : null;
    let res: Response;
    try {
      res = await once(path, opts, token);
    } catch (err) {
      if (err instanceof NetworkError && retry && attempt < MAX_RETRIES) {
        await sleep(delay, opts.signal);
        continue;
      }
      throw err;
    }
    if (res.headers.get('x-token-refresh-required') === 'true') hooks?.refreshInBackground();
    if (res.ok) {
      if (res.status === 204) return null as T;
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    }
    if (res.status === 401 && useAuth && hooks) {
      const error = await toApiError(res);
      if (!SESSION_401_CODES.has(error.code)) throw error;
      if (!refreshed) {
        refreshed = true;
        const fresh = await hooks.refresh(token);
        if (fresh) {
          attempt--;
          continue;
        }
      }
      hooks.onUnauthorized();
      throw error;
    }
    const noRetry = res.headers.get('x-no-retry') !== null;
    if (retry && !noRetry && RETRY_STATUS.has(res.status) && attempt < MAX_RETRIES) {
      await sleep(delay, opts.signal);
      continue;
    }
    throw await toApiError(res);
  }
}
