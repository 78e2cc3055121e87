/**
 * The message form's values and their check. Title, message and type are checked by the shared
 * send schema (shared/api/notifications.ts), so the form refuses what the server would. Two rules
 * are the screen's own:
 * - the recipient is typed as an e-mail or a user id; an e-mail is looked up when sending;
 * - a picture must be one uploaded to our own origin: the app's CSP (`img-src 'self'`) would hide
 *   any other in every keeper's inbox, so the form does not pretend it could be shown.
 */
import { AdminNotificationBody } from '../../../shared/api/notifications';
import { OWN_NOTIFICATION_IMAGE } from '../../../shared/notifications/types';
import type { ADMIN_NOTIFICATION_TYPES } from '../../../shared/notifications/types';
import { RowId } from '../../../shared/schemas/common';

export type AdminNotificationType = (typeof ADMIN_NOTIFICATION_TYPES)[number];
export const RECIPIENTS = ['one', 'all'] as const;
export type Recipient = (typeof RECIPIENTS)[number];

export interface NotificationValues {
  recipient: Recipient;
  /** An e-mail or a user id, when `recipient` is 'one'. */
  who: string;
  type: AdminNotificationType;
  title: string;
  message: string;
  /** '' for none. */
  imageUrl: string;
}

export const EMPTY_NOTIFICATION: NotificationValues = { recipient: 'one', who: '', type: 'update', title: '', message: '', imageUrl: '' };

/** A field (`who`, `type`, `title`, `message`, `imageUrl`) to its message key. */
export type NotificationErrors = Partial<Record<keyof NotificationValues, string>>;

export type Target = { all: true } | { email: string } | { userId: string };

export interface CheckedNotification {
  target: Target;
  type: AdminNotificationType;
  title: string;
  message: string;
  imageUrl: string | null;
}

/** Our own image path from what was typed: the path itself, or the same address with this origin in front. */
export function ownImagePath(text: string, origin: string): string | null {
  const value = text.trim();
  const path = value.startsWith(`${origin}/`) ? value.slice(origin.length) : value;
  return OWN_NOTIFICATION_IMAGE.test(path) ? path : null;
}

function targetOf(values: NotificationValues): Target | string {
  if (values.recipient === 'all') return { all: true };
  const who = values.who.trim();
  if (!who) return 'errors.recipientRequired';
  if (who.includes('@')) return /^[^\s@]+@[^\s@]+$/.test(who) ? { email: who } : 'errors.recipientInvalid';
  return RowId.safeParse(who).success ? { userId: who } : 'errors.recipientInvalid';
}

export function checkNotification(values: NotificationValues, origin: string): { ok: CheckedNotification; errors: null } | { ok: null; errors: NotificationErrors } {
  const errors: NotificationErrors = {};
  const target = targetOf(values);
  if (typeof target === 'string') errors.who = target;
  const imageUrl = values.imageUrl.trim() ? ownImagePath(values.imageUrl, origin) : null;
  if (values.imageUrl.trim() && !imageUrl) errors.imageUrl = 'errors.imageNotOwn';
  // The recipient is checked above; `all` stands in for it so the schema checks the rest.
  const parsed = AdminNotificationBody.safeParse({ all: true, type: values.type, title: values.title, message: values.message, imageUrl });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'type' || field === 'title' || field === 'message' || field === 'imageUrl') errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || typeof target === 'string' || Object.keys(errors).length > 0) return { ok: null, errors };
  return { ok: { target, type: values.type, title: parsed.data.title, message: parsed.data.message, imageUrl }, errors: null };
}
