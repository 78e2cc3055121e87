/**
 * What a failed feedback call says to the keeper, as a key of the `feedback` namespace (or
 * common's for the generic refusals): the refusals of shared/api/feedback.ts (daily limits, staged
 * images, the image quota), an image refused as every upload is (upload-refusals.ts), no
 * connection, an item that is not theirs; anything else is the action's own failure (the spec's
 * "Failed to submit bug report"), never the server's English text.
 */
import {
  FEEDBACK_COMMENTS_PER_DAY, FEEDBACK_ERROR_CODES, FEEDBACK_IMAGE_QUOTA_BYTES, FEEDBACK_ITEMS_PER_DAY, type FeedbackErrorCode, STAGED_IMAGES_MAX,
} from '../../../shared/api/feedback';
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';
import { uploadErrorText, uploadRefusalValues } from '../../lib/api/upload-refusals';

const CODES: Record<string, string> = {
  'not-found': 'errors.notFound',
};

/** The feedback calls' own refusals (shared/api/feedback.ts), each in the keeper's words. */
const FEEDBACK_CODES: Record<FeedbackErrorCode, string> = {
  'report-limit': 'errors.reportLimit',
  'comment-limit': 'errors.commentLimit',
  'too-many-images': 'errors.tooManyStaged',
  'image-quota': 'errors.imageQuota',
  'invalid-images': 'errors.invalidImages',
};

/**
 * The numbers the refusals state (the limits of shared/api/feedback.ts): pass them with any key
 * `feedbackErrorKey` answers.
 */
export const FEEDBACK_LIMIT_VALUES = {
  reportsPerDay: FEEDBACK_ITEMS_PER_DAY,
  commentsPerDay: FEEDBACK_COMMENTS_PER_DAY,
  stagedMax: STAGED_IMAGES_MAX,
  quotaMb: FEEDBACK_IMAGE_QUOTA_BYTES / (1024 * 1024),
  ...uploadRefusalValues('bugReportImage'),
};

const isFeedbackErrorCode = (code: string): code is FeedbackErrorCode => (FEEDBACK_ERROR_CODES as readonly string[]).includes(code);

export function feedbackErrorKey(err: unknown, fallbackKey: string): string {
  if (err instanceof NetworkError) return 'errors.offline';
  if (err instanceof ApiError) {
    if (isFeedbackErrorCode(err.code)) return FEEDBACK_CODES[err.code];
    return CODES[err.code] ?? uploadErrorText('bugReportImage', err)?.key ?? requestErrorKey(err) ?? fallbackKey;
  }
  return fallbackKey;
}
