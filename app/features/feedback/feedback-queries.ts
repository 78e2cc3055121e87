/**
 * The keeper's feedback through TanStack Query (app/lib/query/client.ts). Reads are read again
 * after a minute: a status the team has just changed should not wait five. Each write refreshes
 * what it changes: the list after a new item, the item (and the list's comment count) after a comment.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BugReportBody, FeatureRequestBody, FeedbackKind } from '../../../shared/api/feedback';
import { createBugReport, createFeatureRequest, fetchDetail, fetchMine, postComment } from './feedback-api';
import { feedbackKeys } from './query-keys';

const FRESH_MS = 60_000;

export const useMyFeedback = (kind: FeedbackKind) =>
  useQuery({ queryKey: feedbackKeys.mine(kind), queryFn: ({ signal }) => fetchMine(kind, signal), staleTime: FRESH_MS });

export const useFeedbackDetail = (kind: FeedbackKind, id: string) =>
  useQuery({ queryKey: feedbackKeys.detail(kind, id), queryFn: ({ signal }) => fetchDetail(kind, id, signal), staleTime: FRESH_MS, enabled: id !== '' });

export function useCreateBugReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BugReportBody) => createBugReport(body),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.mine('bug') }),
  });
}

export function useCreateFeatureRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeatureRequestBody) => createFeatureRequest(body),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.mine('feature') }),
  });
}

export function useAddComment(kind: FeedbackKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postComment(kind, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.kind(kind) }),
  });
}
