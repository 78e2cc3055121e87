/**
 * What a refused or failed request for an insight means for the screen (shared/api/insights.ts
 * lists the refusals). The server's own message is never shown: each case has its words in the
 * `insights` namespace, and generic refusals (a malformed request) those of the `errors` namespace.
 */
import { INSIGHT_ERRORS } from '../../../shared/api/insights';
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';

export type InsightFailure =
  | { kind: 'insight-quota'; resetsAt: number | null }
  | { kind: 'premium-required' }
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'other'; key: string };

const isInsightError = (code: string): code is (typeof INSIGHT_ERRORS)[number] => (INSIGHT_ERRORS as readonly string[]).includes(code);

export function insightFailure(err: unknown): InsightFailure {
  if (err instanceof NetworkError) return { kind: err.timedOut ? 'timeout' : 'offline' };
  if (err instanceof ApiError && isInsightError(err.code)) {
    if (err.code !== 'insight-quota') return { kind: err.code };
    const resetsAt = (err.body as { resetsAt?: unknown } | null)?.resetsAt;
    return { kind: 'insight-quota', resetsAt: typeof resetsAt === 'number' ? resetsAt : null };
  }
  return { kind: 'other', key: requestErrorKey(err) ?? 'errors.failed' };
}
