/**
 * The notification inbox's vocabulary, shared by the server (which writes and lists messages) and
 * the app (which shows them). The spec names welcome, alert and update; the system also sends
 * achievement, contest, event and premium messages. A type the app does not know is shown as
 * general, so an older app never breaks on a newer server's type.
 */
export const NOTIFICATION_TYPES = ['welcome', 'alert', 'update', 'achievement', 'contest', 'event', 'premium'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types an admin may send by hand; the others are the system's own. */
export const ADMIN_NOTIFICATION_TYPES = ['welcome', 'alert', 'update'] as const satisfies readonly NotificationType[];

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 5000;
export const NOTIFICATION_IMAGE_URL_MAX = 2048;
/**
 * The path of an image uploaded for a message (POST /api/admin/notifications/images), served from
 * our own origin: the only place the app's CSP (`img-src 'self'`) lets a keeper's browser load one.
 */
export const OWN_NOTIFICATION_IMAGE = /^\/api\/notifications\/images\/[0-9a-f-]{36}\.webp$/;
/** How many messages the inbox lists: the newest ones (older ones stay, unlisted). */
export const NOTIFICATION_LIST_LIMIT = 50;

/** What a sender hands to the service. */
export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  imageUrl?: string | null;
}

/** How the app shows a type: its own look, or "general" for any type it does not know. */
export type NotificationKind = NotificationType | 'general';
export const notificationKind = (type: string): NotificationKind =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : 'general';
