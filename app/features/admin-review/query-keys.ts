/**
 * The review screens' TanStack Query keys. All sit under ['admin'], so the admin area's one
 * invalidation after an action (and ours after each of these) refreshes its counts and the
 * navigation badge too. The feedback stats key is the admin feature's own key of the same call
 * (app/features/admin/query-keys.ts), so the status counts here and the badge share one answer.
 */
import type { FeedbackKind } from '../../../shared/api/feedback';
import { FEEDBACK_PATHS, type FeedbackFilters } from './feedback-admin-api';

export const reviewKeys = {
  all: ['admin'] as const,
  contestEntries: ['admin', 'review', 'contest-entries'] as const,
  contestSettings: ['admin', 'review', 'contest-settings'] as const,
  feedback: (kind: FeedbackKind) => ['admin', 'review', 'feedback', kind] as const,
  feedbackList: (kind: FeedbackKind, filters: FeedbackFilters) => ['admin', 'review', 'feedback', kind, 'list', filters] as const,
  feedbackDetail: (kind: FeedbackKind, id: string) => ['admin', 'review', 'feedback', kind, 'detail', id] as const,
  feedbackStats: (kind: FeedbackKind) => ['admin', 'feedback-stats', FEEDBACK_PATHS[kind]] as const,
};
