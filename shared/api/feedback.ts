/**
 * Bug reports and feature requests (issue 15; spec sections 3, 5, 9). Online calls: a keeper files
 * and follows their own; admins see, filter, answer, change the status of and archive everyone's.
 * The reporter is notified (inbox) when the status changes or the team comments.
 */
import { z } from 'zod';
import { RowId } from '../schemas/common';
import { UPLOAD_POLICIES } from '../uploads/policy';

export const FEEDBACK_KINDS = ['bug', 'feature'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const BUG_STATUSES = ['open', 'inProgress', 'resolved', 'closed'] as const;
export const FEATURE_STATUSES = ['open', 'underReview', 'planned', 'inDevelopment', 'completed', 'rejected'] as const;
export const STATUSES_OF = { bug: BUG_STATUSES, feature: FEATURE_STATUSES } as const;
export type BugStatus = (typeof BUG_STATUSES)[number];
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];
export type FeedbackStatus = BugStatus | FeatureStatus;

export const DESCRIPTION_MAX = 5000;
export const STEPS_MAX = 5000;
export const COMMENT_MAX = 2000;
/** Images on one report: the upload policy's (shared/uploads/policy.ts, kind `bugReportImage`). */
export const IMAGES_MAX = UPLOAD_POLICIES.bugReportImage.count.perItem;

/**
 * Limits per account (issue 24: one account filed 300 items of 4,900 characters in 0.76 s and
 * filled the disk through attachments), set where a real reporter never reaches them:
 * - bug reports and feature requests together, in any 24 hours;
 * - the keeper's own comments in any 24 hours (the team's replies are not limited);
 * - images uploaded but not yet attached to a report, at a time (removed after a day);
 * - bytes of bug-report images the account keeps on the server, as stored (re-encoded).
 */
export const FEEDBACK_ITEMS_PER_DAY = 20;
export const FEEDBACK_COMMENTS_PER_DAY = 50;
export const STAGED_IMAGES_MAX = UPLOAD_POLICIES.bugReportImage.count.staged;
export const FEEDBACK_IMAGE_QUOTA_BYTES = 50 * 1024 * 1024;

/**
 * The refusals of the feedback calls (besides validation and the upload codes every image upload
 * answers), each with its status; the app says each in the keeper's words (`feedback:errors.*`).
 * - `report-limit` 429: FEEDBACK_ITEMS_PER_DAY reached; carries `retryAfter` (seconds) and Retry-After.
 * - `comment-limit` 429: FEEDBACK_COMMENTS_PER_DAY reached; the same.
 * - `too-many-images` 429: STAGED_IMAGES_MAX images wait to be sent.
 * - `image-quota` 413: the account's images would pass FEEDBACK_IMAGE_QUOTA_BYTES.
 * - `invalid-images` 400: a report names an image that is not the keeper's, used or expired.
 */
export const FEEDBACK_ERROR_CODES = ['report-limit', 'comment-limit', 'too-many-images', 'image-quota', 'invalid-images'] as const;
export type FeedbackErrorCode = (typeof FEEDBACK_ERROR_CODES)[number];

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;

/** Messages are keys of the `feedback` namespace. */
const description = z.string({ error: 'errors.descriptionRequired' }).trim().min(1, 'errors.descriptionRequired').max(DESCRIPTION_MAX, 'errors.descriptionTooLong');

/** POST /api/bug-reports/images (raw PNG/JPEG body) answers an image id; the report then names up to 5. */
export const UploadedImage = z.object({ id: RowId, url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;

/** POST /api/bug-reports. Browser, system and device are detected on the device and shown before sending. */
export const BugReportBody = z.object({
  description,
  steps: z.string().trim().max(STEPS_MAX, 'errors.stepsTooLong').optional().nullable(),
  browser: z.string().trim().max(100).nullable().optional(),
  os: z.string().trim().max(100).nullable().optional(),
  deviceType: z.enum(DEVICE_TYPES).nullable().optional(),
  imageIds: z.array(RowId).max(IMAGES_MAX, 'errors.tooManyImages').default([]),
});
export type BugReportBody = z.input<typeof BugReportBody>;

/** POST /api/feature-requests. */
export const FeatureRequestBody = z.object({ description });
export type FeatureRequestBody = z.input<typeof FeatureRequestBody>;

/** POST …/:id/comments (keeper and admin alike). */
export const CommentBody = z.object({
  body: z.string({ error: 'errors.commentRequired' }).trim().min(1, 'errors.commentRequired').max(COMMENT_MAX, 'errors.commentTooLong'),
});

export const CommentView = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.number().int(),
  /** Written by the HerpTrack team (an admin), not by the reporter. */
  fromTeam: z.boolean(),
  /** The author's username, for the team's view; null for the reporter's own view of team comments. */
  authorName: z.string().nullable(),
});
export type CommentView = z.infer<typeof CommentView>;

export const FeedbackView = z.object({
  id: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  description: z.string(),
  steps: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES).nullable(),
  status: z.string(),
  archived: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  images: z.array(UploadedImage),
  commentCount: z.number().int(),
  /** Admin views only: who filed it. */
  reporter: z.object({ id: z.string(), email: z.string(), username: z.string().nullable() }).nullable(),
});
export type FeedbackView = z.infer<typeof FeedbackView>;

/** GET …/my: the keeper's own, newest first. */
export const MyFeedbackResponse = z.object({ items: z.array(FeedbackView) });
/** GET …/:id (keeper: their own; admin: any). */
export const FeedbackDetailResponse = z.object({ item: FeedbackView, comments: z.array(CommentView) });

/** GET /api/admin/{bug-reports|feature-requests}?status=&archived=&q=&page=&per_page= */
export const AdminFeedbackQuery = z.object({
  status: z.string().optional(),
  /** 'false' (default: the queue), 'true' (the archive) or 'all'. */
  archived: z.enum(['false', 'true', 'all']).default('false'),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminFeedbackList = z.object({ items: z.array(FeedbackView), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });

/** GET /api/admin/{bug-reports|feature-requests}/stats: not archived, by status (the spec's `statusStats`). */
export const FeedbackStats = z.object({ statusStats: z.record(z.string(), z.number().int()), total: z.number().int(), archived: z.number().int() });

/** POST /api/admin/…/:id/status */
export const StatusBody = z.object({ status: z.string() });
/** POST /api/admin/…/:id/archive */
export const ArchiveBody = z.object({ archived: z.boolean() });
