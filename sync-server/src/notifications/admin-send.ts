/**
 * An admin's message (POST /api/admin/notifications): to one keeper, in one transaction with its
 * audit entry, or to everyone, in batches (send.ts `notifyAll`) with the entry in the first one.
 * The entry keeps what was sent (type, title, message, image), since the inbox rows are the
 * keepers' and may be hidden.
 */
import type { AdminNotificationBody, AdminNotificationResponse } from '../../../shared/api/notifications';
import { audit, type AuditActor } from '../audit/log';
import type { Store } from '../db/store';
import { HttpError } from '../errors';
import { notify, notifyAll, NOTIFY_ALL_BATCH } from './send';

export async function sendAdminNotification(store: Store, admin: AuditActor, body: AdminNotificationBody, now: number): Promise<AdminNotificationResponse> {
  const { userId, all, ...input } = body;
  const content = { type: input.type, title: input.title, message: input.message, imageUrl: input.imageUrl ?? null };
  if (all) {
    const count = await notifyAll(store, input, now, NOTIFY_ALL_BATCH, (tx) =>
      audit(tx, admin, { action: 'notification.send', targetType: 'everyone', targetId: null, after: content }, now));
    return { sent: count };
  }
  return store.transaction(async (tx) => {
    if (!userId || !(await tx.one('SELECT 1 AS one FROM users WHERE id = ?', [userId]))) throw new HttpError(404, 'not-found', 'No such user.');
    await notify(tx, userId, input, now);
    await audit(tx, admin, { action: 'notification.send', targetType: 'user', targetId: userId, after: content }, now);
    return { sent: 1 };
  });
}
