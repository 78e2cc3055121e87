/**
 * The admins' calls for bug reports and feature requests (shared/api/feedback.ts): the filtered,
 * paged list, the status counts, one item with its conversation, and the three actions (status,
 * archive, reply). The server notifies the reporter of a status change and of a reply, and audits
 * each action.
 */
import type { z } from 'zod';
import type { AdminFeedbackList, CommentView, FeedbackDetailResponse, FeedbackKind, FeedbackStats, FeedbackView } from '../../../shared/api/feedback';
import { apiRequest } from '../../lib/api/client';

/** The kinds' paths under /api/admin (and the admin area's routes). */
export const FEEDBACK_PATHS = { bug: 'bug-reports', feature: 'feature-requests' } as const satisfies Record<FeedbackKind, string>;

export const ARCHIVED_FILTERS = ['false', 'true', 'all'] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

export interface FeedbackFilters {
  /** '' for every status. */
  status: string;
  archived: ArchivedFilter;
  q: string;
  page: number;
}

export const FEEDBACK_PER_PAGE = 20;

export type FeedbackPage = z.infer<typeof AdminFeedbackList>;
export type FeedbackDetail = z.infer<typeof FeedbackDetailResponse>;

const base = (kind: FeedbackKind) => `/api/admin/${FEEDBACK_PATHS[kind]}`;
const item = (kind: FeedbackKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;

export function fetchFeedbackPage(kind: FeedbackKind, { status, archived, q, page }: FeedbackFilters, signal?: AbortSignal) {
  const search = new URLSearchParams({ archived, page: String(page), per_page: String(FEEDBACK_PER_PAGE) });
  if (status) search.set('status', status);
  if (q.trim()) search.set('q', q.trim());
  return apiRequest<FeedbackPage>(`${base(kind)}?${search.toString()}`, { signal });
}

export const fetchFeedbackStats = (kind: FeedbackKind, signal?: AbortSignal) => apiRequest<z.infer<typeof FeedbackStats>>(`${base(kind)}/stats`, { signal });

export const fetchFeedbackDetail = (kind: FeedbackKind, id: string, signal?: AbortSignal) => apiRequest<FeedbackDetail>(item(kind, id), { signal });

export const setFeedbackStatus = (kind: FeedbackKind, id: string, status: string) =>
  apiRequest<FeedbackView>(`${item(kind, id)}/status`, { method: 'POST', body: { status } });

export const setFeedbackArchived = (kind: FeedbackKind, id: string, archived: boolean) =>
  apiRequest<FeedbackView>(`${item(kind, id)}/archive`, { method: 'POST', body: { archived } });

export const replyToFeedback = (kind: FeedbackKind, id: string, body: string) =>
  apiRequest<CommentView>(`${item(kind, id)}/comments`, { method: 'POST', body: { body } });
