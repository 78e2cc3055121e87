/**
 * The keeper's feedback calls (shared/api/feedback.ts holds their shapes). All need the server.
 * Writes are not retried by the client (a report or a comment sent twice would be filed twice);
 * reads are. Images go first, one call each as raw bytes (the server judges the bytes, whatever
 * the type says), and the report then names their ids.
 */
import type { z } from 'zod';
import type {
  BugReportBody, CommentView, FeatureRequestBody, FeedbackDetailResponse, FeedbackKind, FeedbackView, MyFeedbackResponse, UploadedImage,
} from '../../../shared/api/feedback';
import { apiRequest } from '../../lib/api/client';

const BASE: Record<FeedbackKind, string> = { bug: '/api/bug-reports', feature: '/api/feature-requests' };

export const uploadImage = (file: Blob) =>
  apiRequest<UploadedImage>('/api/bug-reports/images', {
    method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' }, retry: false,
  });

export const createBugReport = (body: BugReportBody) => apiRequest<FeedbackView>(BASE.bug, { method: 'POST', body, retry: false });

export const createFeatureRequest = (body: FeatureRequestBody) => apiRequest<FeedbackView>(BASE.feature, { method: 'POST', body, retry: false });

export const fetchMine = (kind: FeedbackKind, signal?: AbortSignal) =>
  apiRequest<z.infer<typeof MyFeedbackResponse>>(`${BASE[kind]}/my`, { signal });

export const fetchDetail = (kind: FeedbackKind, id: string, signal?: AbortSignal) =>
  apiRequest<z.infer<typeof FeedbackDetailResponse>>(`${BASE[kind]}/${encodeURIComponent(id)}`, { signal });

export const postComment = (kind: FeedbackKind, id: string, body: string) =>
  apiRequest<CommentView>(`${BASE[kind]}/${encodeURIComponent(id)}/comments`, { method: 'POST', body: { body }, retry: false });
