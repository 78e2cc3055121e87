/**
 * An admin's message (POST /api/admin/notifications): to one keeper, in one transaction with its
 * audit entry, or to everyone, in batches (send.ts `notifyAll`) with the entry in the first one.
 * The entry keeps what was sent (type, title, message, image), since the inbox rows are the
 * keepers' and may be hidden.
 *
 * A message to everyone lands in every keeper's inbox, so it is limited (issue 24): one at a time,
 * across admins and server processes, and BROADCASTS_PER_DAY per 24 hours for all admins together
 * (per admin, two admins could double it; the keepers' inboxes are what is protected). Both are
 * hits in the database (auth/throttle.ts, ACCOUNT_LIMITS): the "sending" hit is taken before the
 * first batch and given back after the last, whatever happened; the daily one stays, since a send
 * that failed half-way still reached part of the keepers.
 */
import type { AdminNotificationBody, AdminNotificationResponse } from '../../../shared/api/notifications';
import { audit, type AuditActor } from '../audit/log';
import { ACCOUNT_LIMITS } from '../auth/limits';
import type { Reservation, Throttle } from '../auth/throttle';
import type { Store } from '../db/store';
import { HttpError } from '../errors';
import { notify, notifyAll, NOTIFY_ALL_BATCH } from './send';

/** The one subject of the broadcast limits: they are shared by every admin. */
export const BROADCAST_SUBJECT = 'everyone';

/** A throttle's 429 in the broadcast's own words; anything else as it is. */
async function reserve(throttle: Throttle, limit: (typeof ACCOUNT_LIMITS)['broadcastSending' | 'broadcastsPerDay'], refusal: (retryAfter: number) => HttpError): Promise<Reservation> {
  try {
    return await throttle.consume(BROADCAST_SUBJECT, limit);
  } catch (err) {
    if (err instanceof HttpError && err.code === 'rate-limited') throw refusal(Number(err.details.retryAfter ?? 60));
    throw err;
  }
}

const inProgress = () => new HttpError('broadcast-in-progress', 'A message to everyone is being sent right now. Try again when it has gone out.');
const dailyLimit = (retryAfter: number) => new HttpError('broadcast-limit', 'The daily number of messages to everyone has been reached.',
  { headers: { 'retry-after': String(retryAfter) }, details: { retryAfter } });

async function sendToEveryone(throttle: Throttle, send: () => Promise<number>): Promise<number> {
  const sending = await reserve(throttle, ACCOUNT_LIMITS.broadcastSending, inProgress);
  try {
    await reserve(throttle, ACCOUNT_LIMITS.broadcastsPerDay, dailyLimit);
    return await send();
  } finally {
    await throttle.release(sending);
  }
}

export async function sendAdminNotification(store: Store, throttle: Throttle, admin: AuditActor, body: AdminNotificationBody, now: number): Promise<AdminNotificationResponse> {
  const { userId, all, ...input } = body;
  const content = { type: input.type, title: input.title, message: input.message, imageUrl: input.imageUrl ?? null };
  if (all) {
    const count = await sendToEveryone(throttle, () => notifyAll(store, input, now, NOTIFY_ALL_BATCH, (tx) =>
      audit(tx, admin, { action: 'notification.send', targetType: 'everyone', targetId: null, after: content }, now)));
    return { sent: count };
  }
  return store.transaction(async (tx) => {
    if (!userId || !(await tx.one('SELECT 1 AS one FROM users WHERE id = ?', [userId]))) throw new HttpError('not-found', 'No such user.');
    await notify(tx, userId, input, now);
    await audit(tx, admin, { action: 'notification.send', targetType: 'user', targetId: userId, after: content }, now);
    return { sent: 1 };
  });
}
