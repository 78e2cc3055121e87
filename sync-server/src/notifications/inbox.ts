/**
 * A keeper's inbox: list, mark read, mark all read, hide. Every statement names the signed-in
 * user in its WHERE, so another keeper's id matches no row and answers 404 (the same answer as an
 * id that does not exist: the call never tells whether someone else's message exists).
 * Hidden messages stay in the table (the keeper removed them from view) and are never listed.
 */
import { NOTIFICATION_LIST_LIMIT } from '../../../shared/notifications/types';
import type { NotificationView } from '../../../shared/api/notifications';
import type { Queryable } from '../db/store';
import { HttpError } from '../errors';

interface Row {
  id: string;
  type: string;
  title: string;
  message: string;
  imageUrl: string | null;
  readAt: number | null;
  createdAt: number | string;
}

const notFound = () => new HttpError('not-found', 'No such notification.');

/** Newest first (ids break ties: UUIDv7 ids grow with time). */
export async function listNotifications(q: Queryable, userId: string, limit = NOTIFICATION_LIST_LIMIT): Promise<NotificationView[]> {
  const rows = await q.all<Row>(
    `SELECT id, type, title, message, image_url AS "imageUrl", read_at AS "readAt", created_at AS "createdAt"
     FROM notifications WHERE user_id = ? AND hidden = FALSE ORDER BY created_at DESC, id DESC LIMIT ?`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: r.id, type: r.type, title: r.title, message: r.message, image_url: r.imageUrl,
    is_read: r.readAt !== null, created_at: Number(r.createdAt),
  }));
}

/** Keeps the first reading's time when it is read again. */
export async function markRead(q: Queryable, userId: string, id: string, now: number): Promise<void> {
  const matched = await q.run('UPDATE notifications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?', [now, id, userId]);
  if (matched === 0) throw notFound();
}

export async function markAllRead(q: Queryable, userId: string, now: number): Promise<number> {
  return q.run('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL', [now, userId]);
}

export async function hideNotification(q: Queryable, userId: string, id: string): Promise<void> {
  const matched = await q.run('UPDATE notifications SET hidden = TRUE WHERE id = ? AND user_id = ?', [id, userId]);
  if (matched === 0) throw notFound();
}
