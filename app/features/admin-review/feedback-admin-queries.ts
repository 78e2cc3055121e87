/**
 * The admin's feedback screens through TanStack Query. The list keeps the last page on screen
 * while the next loads (paging and filtering never blank the list). Each action puts the server's
 * answer into the open item at once and then refreshes everything under ['admin'] (the list, the
 * status counts, the navigation badge).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentView, FeedbackKind, FeedbackView } from '../../../shared/api/feedback';
import {
  fetchFeedbackDetail, fetchFeedbackPage, fetchFeedbackStats, replyToFeedback, setFeedbackArchived, setFeedbackStatus,
  type FeedbackDetail, type FeedbackFilters,
} from './feedback-admin-api';
import { reviewKeys } from './query-keys';

const FRESH_MS = 30_000;

export const useFeedbackPage = (kind: FeedbackKind, filters: FeedbackFilters) =>
  useQuery({
    queryKey: reviewKeys.feedbackList(kind, filters), queryFn: ({ signal }) => fetchFeedbackPage(kind, filters, signal),
    placeholderData: keepPreviousData, staleTime: FRESH_MS,
  });

export const useFeedbackStats = (kind: FeedbackKind) =>
  useQuery({ queryKey: reviewKeys.feedbackStats(kind), queryFn: ({ signal }) => fetchFeedbackStats(kind, signal), staleTime: FRESH_MS });

export const useFeedbackItem = (kind: FeedbackKind, id: string | null) =>
  useQuery({
    queryKey: reviewKeys.feedbackDetail(kind, id ?? ''), queryFn: ({ signal }) => fetchFeedbackDetail(kind, id ?? '', signal),
    enabled: id !== null, staleTime: FRESH_MS,
  });

export type FeedbackAction = { action: 'status'; status: string } | { action: 'archive'; archived: boolean } | { action: 'reply'; body: string };

type ActionAnswer = { item: FeedbackView } | { comment: CommentView };

async function perform(kind: FeedbackKind, id: string, a: FeedbackAction): Promise<ActionAnswer> {
  if (a.action === 'status') return { item: await setFeedbackStatus(kind, id, a.status) };
  if (a.action === 'archive') return { item: await setFeedbackArchived(kind, id, a.archived) };
  return { comment: await replyToFeedback(kind, id, a.body) };
}

export function useFeedbackAction(kind: FeedbackKind, id: string) {
  const client = useQueryClient();
  const key = reviewKeys.feedbackDetail(kind, id);
  return useMutation({
    mutationFn: (a: FeedbackAction) => perform(kind, id, a),
    onSuccess: (answer) => {
      client.setQueryData<FeedbackDetail>(key, (detail) => {
        if (!detail) return detail;
        if ('item' in answer) return { ...detail, item: answer.item };
        return { item: { ...detail.item, commentCount: detail.item.commentCount + 1 }, comments: [...detail.comments, answer.comment] };
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
