/**
 * The notification calls (spec section 7: the only calls without the `/api` prefix) and the
 * admins' send call. Read by the routes (sync-server/src/routes/notifications.ts) and the app.
 *
 * A notification is named as the spec names it (`is_read`, `created_at`, `image_url`); times are
 * epoch milliseconds like every time of this API. `type` is any string: the app shows a type it
 * does not know as general (shared/notifications/types.ts).
 */
import { z } from 'zod';
import { RowId } from '../schemas/common';
import {
  ADMIN_NOTIFICATION_TYPES, NOTIFICATION_IMAGE_URL_MAX, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, OWN_NOTIFICATION_IMAGE,
} from '../notifications/types';

export const NotificationView = z.object({
  id: RowId,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  image_url: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.number().int(),
});
export type NotificationView = z.infer<typeof NotificationView>;

/** GET /notifications: the newest messages that are not hidden, newest first. */
export const NotificationList = z.array(NotificationView);

export const notificationImagePath = (file: string): string => `/api/notifications/images/${file}`;

/**
 * An uploaded image's path (above), or an http(s) address (shown only where the CSP allows it); a
 * data:, javascript: or file: address is refused, never stored.
 */
export const ImageUrl = z.string().trim().max(NOTIFICATION_IMAGE_URL_MAX, 'errors.imageUrlInvalid')
  .refine((v) => OWN_NOTIFICATION_IMAGE.test(v) || z.url({ protocol: /^https?$/ }).safeParse(v).success, 'errors.imageUrlInvalid');

/** POST /api/admin/notifications/images answers where the uploaded image lives. */
export const NotificationImageResponse = z.object({ imageUrl: z.string() });

/**
 * POST /api/admin/notifications (admins only): to one keeper (`userId`) or to everyone
 * (`all: true`), never both. Answers how many messages were written.
 */
export const AdminNotificationBody = z.object({
  userId: RowId.optional(),
  all: z.literal(true, { error: 'errors.recipientRequired' }).optional(),
  type: z.enum(ADMIN_NOTIFICATION_TYPES, { error: 'errors.typeInvalid' }),
  title: z.string({ error: 'errors.titleRequired' }).trim().min(1, 'errors.titleRequired').max(NOTIFICATION_TITLE_MAX, 'errors.titleTooLong'),
  message: z.string({ error: 'errors.messageRequired' }).trim().min(1, 'errors.messageRequired').max(NOTIFICATION_MESSAGE_MAX, 'errors.messageTooLong'),
  imageUrl: ImageUrl.nullable().optional(),
}).refine((b) => (b.userId === undefined) !== (b.all === undefined), { message: 'errors.recipientRequired', path: ['userId'] });
export type AdminNotificationBody = z.infer<typeof AdminNotificationBody>;

/**
 * Messages to everyone: at most this many per 24 hours, all admins together, and one at a time.
 * Refused with `broadcast-limit` (429, `retryAfter` seconds and a Retry-After header) and
 * `broadcast-in-progress` (409: another admin's, or another tab's, is still being sent).
 */
export const BROADCASTS_PER_DAY = 3;
export type BroadcastRefusal = 'broadcast-limit' | 'broadcast-in-progress';

export const AdminNotificationResponse = z.object({ sent: z.number().int() });
export type AdminNotificationResponse = z.infer<typeof AdminNotificationResponse>;
