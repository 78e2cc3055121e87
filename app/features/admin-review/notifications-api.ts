/**
 * The admins' message calls (shared/api/notifications.ts, shared/api/admin.ts): find a keeper by
 * e-mail, upload a message image to our own origin, and send. Sending is never retried by the
 * client: a message to everyone sent twice is two messages in every inbox.
 */
import type { z } from 'zod';
import type { AdminUsersResponse } from '../../../shared/api/admin';
import type { AdminNotificationBody, AdminNotificationResponse, NotificationImageResponse } from '../../../shared/api/notifications';
import { apiRequest } from '../../lib/api/client';

type UserRow = z.infer<typeof AdminUsersResponse>['items'][number];

/**
 * The account whose e-mail is exactly `email` (case aside), or null. The users search matches a
 * prefix of the e-mail or the username, so the exact match is picked from its first page.
 */
export async function findUserByEmail(email: string, signal?: AbortSignal): Promise<UserRow | null> {
  const wanted = email.trim().toLowerCase();
  const page = await apiRequest<z.infer<typeof AdminUsersResponse>>(`/api/admin/users?q=${encodeURIComponent(wanted)}&per_page=25`, { signal });
  return page.items.find((u) => u.email.toLowerCase() === wanted) ?? null;
}

/** The raw bytes (the server judges them, re-encodes to WEBP and answers its same-origin path). */
export const uploadNotificationImage = (file: Blob) =>
  apiRequest<z.infer<typeof NotificationImageResponse>>('/api/admin/notifications/images', {
    method: 'POST', body: new Blob([file], { type: 'application/octet-stream' }), retry: false,
  });

export const sendNotification = (body: AdminNotificationBody) =>
  apiRequest<AdminNotificationResponse>('/api/admin/notifications', { method: 'POST', body, retry: false });
