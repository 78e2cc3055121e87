/**
 * The notification calls (spec section 7: paths without the /api prefix). The list is checked
 * against the shared schema, so a malformed answer is an error the panel shows, not a crash.
 * These calls opt out of the API client's own retries: the spec gives the notification calls one
 * retry, which the query makes (app/lib/query/client.ts), not three more inside each attempt.
 */
import { NotificationList, type NotificationView } from '../../../shared/api/notifications';
import { apiRequest } from '../../lib/api/client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export async function fetchNotifications(signal?: AbortSignal): Promise<NotificationView[]> {
  return NotificationList.parse(await apiRequest('/notifications', { retry: false, signal }));
}

const post = async (path: string): Promise<void> => {
  await apiRequest(path, { method: 'POST', retry: false });
};

export const postRead = (id: string) => post(`/notifications/${encodeURIComponent(id)}/read`);
export const postReadAll = () => post('/notifications/read-all');
export const postHide = (id: string) => post(`/notifications/${encodeURIComponent(id)}/hide`);
