import type { FeedbackKind } from '../../../shared/api/feedback';

/** Everything under ['feedback'], so a sign-out's clear and one invalidation reach it all. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  kind: (kind: FeedbackKind) => ['feedback', kind] as const,
  mine: (kind: FeedbackKind) => ['feedback', kind, 'mine'] as const,
  detail: (kind: FeedbackKind, id: string) => ['feedback', kind, 'detail', id] as const,
  image: (url: string) => ['feedback', 'image', url] as const,
};
