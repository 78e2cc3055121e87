/**
 * What a failed feedback call says to the keeper, as a key of the `feedback` namespace (or
 * common's for the generic refusals): the image refusals of shared/api/feedback.ts, no
 * connection, an item that is not theirs; anything else is the action's own failure (the spec's
 * "Failed to submit bug report"), never the server's English text.
 */
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';

const CODES: Record<string, string> = {
  'invalid-image': 'errors.invalidImage',
  'image-too-large': 'errors.imageTooLarge',
  'not-found': 'errors.notFound',
};

export function feedbackErrorKey(err: unknown, fallbackKey: string): string {
  if (err instanceof NetworkError) return 'errors.offline';
  if (err instanceof ApiError) return CODES[err.code] ?? requestErrorKey(err) ?? fallbackKey;
  return fallbackKey;
}
