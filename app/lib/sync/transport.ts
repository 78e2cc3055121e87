/**
 * How the sync client reaches the server. The app and the service worker use HTTP; tests and the
 * benchmark pass a transport that calls the real server in-process. Failures are thrown as the
 * API client's NetworkError / ApiError, whichever transport is used.
 */
import { apiRequest } from '../api/client';
import type { PullRequest, PullResponse, PushRequest, PushResponse } from '../../../shared/sync/protocol';

export interface SyncTransport {
  push: (req: PushRequest) => Promise<PushResponse>;
  pull: (req: PullRequest) => Promise<PullResponse>;
}

/**
 * Over HTTP with the API client's timeout and 401 handling, but no automatic retries: the sync
 * engine has its own schedule, and a retried push could overtake the next one. With `token`
 * (the service worker, which has no session) the bearer is sent as given and no refresh happens.
 */
export function httpTransport(opts: { token?: string } = {}): SyncTransport {
  const auth = opts.token ? { auth: false, headers: { authorization: `Bearer ${opts.token}` } } : {};
  return {
    push: (body) => apiRequest<PushResponse>('/api/sync/push', { method: 'POST', body, retry: false, ...auth }),
    pull: (body) => apiRequest<PullResponse>('/api/sync/pull', { method: 'POST', body, retry: false, ...auth }),
  };
}
