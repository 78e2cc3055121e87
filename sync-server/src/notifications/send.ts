/**
 * Writing to the notification inbox (issue 13). `notify` takes any Queryable, so a sender calls it
 * inside its own transaction (the push that awards a badge, the decision on an event): the message
 * then exists exactly when the thing it announces does, and a rollback takes both away.
 *
 * `dedupeKey` makes a message at most once per user and key: its id is a UUID v5 of the user and
 * the key, inserted with ON CONFLICT (id) DO NOTHING. The premium warnings remember "already
 * warned" this way, with no column for it; a contest job that runs twice sends one result.
 */
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import type { NotificationInput } from '../../../shared/notifications/types';
import type { Queryable, Store, Tx } from '../db/store';

/** Namespace of the deterministic ids (a fixed random UUID; changing it would resend every keyed message). */
const DEDUPE_NAMESPACE = '5b0d6a3e-2f41-4c1e-9a57-6e2c9f1d8b40';

export const dedupeId = (userId: string, key: string): string => uuidv5(`${userId}\n${key}`, DEDUPE_NAMESPACE);

export interface NotifyOptions {
  /** At most one message per user and key (see above). */
  dedupeKey?: string;
}

/** Sends one message to one user. Answers true when it was written (false: the key was already used). */
export async function notify(q: Queryable, userId: string, input: NotificationInput, now: number, opts: NotifyOptions = {}): Promise<boolean> {
  const id = opts.dedupeKey === undefined ? uuidv7() : dedupeId(userId, opts.dedupeKey);
  const changed = await q.run(
    `INSERT INTO notifications (id, user_id, type, title, message, image_url, read_at, hidden, created_at)
     VALUES (?, ?, ?, ?, ?, ?, NULL, FALSE, ?) ON CONFLICT (id) DO NOTHING`,
    [id, userId, input.type, input.title, input.message, input.imageUrl ?? null, now],
  );
  return changed > 0;
}

export const NOTIFY_ALL_BATCH = 500;

/**
 * Sends one message to every user, in batches of users (a keyset over their ids), each batch one
 * short transaction: a large user base never holds one long write, and the store's other requests
 * run between batches. Answers how many messages were written.
 *
 * `withFirstBatch` runs in the first batch's transaction: an admin's send writes its audit entry
 * there, so no message goes out unrecorded and no entry stands for a send that never began.
 */
export async function notifyAll(
  store: Store, input: NotificationInput, now: number, batchSize = NOTIFY_ALL_BATCH, withFirstBatch?: (tx: Tx) => Promise<void>,
): Promise<number> {
  let after = '';
  let sent = 0;
  for (;;) {
    const users = await store.all<{ id: string }>('SELECT id FROM users WHERE id > ? ORDER BY id LIMIT ?', [after, batchSize]);
    const last = users[users.length - 1];
    if (!last) return sent;
    const first = after === '';
    await store.transaction(async (tx) => {
      for (const u of users) if (await notify(tx, u.id, input, now)) sent++;
      if (first) await withFirstBatch?.(tx);
    });
    after = last.id;
  }
}
