/**
 * The contest's calls (shared/api/contest.ts holds their shapes). All need the server: entries,
 * votes and results are the community's, decided there. Writes are not retried by the client (a
 * vote or an upload is the keeper's to send again); reads are.
 */
import type { z } from 'zod';
import type {
  DecisionResponse, PendingResponse, PeriodsResponse, ResultsResponse, SubmissionsResponse, SubmitResponse, VoteResponse, VoteStatusResponse,
} from '../../../shared/api/contest';
import { apiRequest } from '../../lib/api/client';

const month = (m?: string) => (m ? `?month=${encodeURIComponent(m)}` : '');

export const fetchPeriods = (signal?: AbortSignal) => apiRequest<PeriodsResponse>('/api/contest/periods', { signal });

export const fetchSubmissions = (m: string, signal?: AbortSignal) => apiRequest<SubmissionsResponse>(`/api/contest/submissions${month(m)}`, { signal });

export const fetchVoteStatus = (m: string, signal?: AbortSignal) => apiRequest<VoteStatusResponse>(`/api/contest/vote-status${month(m)}`, { signal });

/** The latest months with winners, or with `before` the page of months before that one. */
export const fetchResults = (before: string | undefined, signal?: AbortSignal) =>
  apiRequest<ResultsResponse>(`/api/contest/results${before ? `?before=${encodeURIComponent(before)}` : ''}`, { signal });

/** The image goes as raw bytes (the server judges them, whatever the type says); the caption in the query. */
export const submitEntry = (image: Blob, caption: string) =>
  apiRequest<SubmitResponse>(`/api/contest/submit${caption.trim() ? `?caption=${encodeURIComponent(caption.trim())}` : ''}`, {
    method: 'POST', body: new Blob([image], { type: 'application/octet-stream' }), retry: false,
  });

export const castVote = (entryId: string) => apiRequest<z.infer<typeof VoteResponse>>('/api/contest/vote', { method: 'POST', body: { entryId } });

export const fetchPending = (page: number, perPage: number, signal?: AbortSignal) =>
  apiRequest<PendingResponse>(`/api/contest/pending?page=${page}&per_page=${perPage}`, { signal });

export const decideEntry = (entryId: string, decision: 'approve' | 'reject') =>
  apiRequest<z.infer<typeof DecisionResponse>>(`/api/contest/entries/${encodeURIComponent(entryId)}/${decision}`, { method: 'POST' });
