/**
 * Sends the outbox, oldest first, in batches of at most MAX_PUSH_MUTATIONS (and well under the
 * server's size limit). Push never removes outbox entries: pull does, together with the server
 * rows that show their effect, so the screen never loses a change in between. Free of React and
 * `window`: the service worker runs this same code on Background Sync.
 */
import { MAX_PUSH_BYTES, MAX_PUSH_MUTATIONS, SCHEMA_VERSION } from '../../../shared/sync/constants';
import type { OutboxEntry, UserDb } from '../db/database';
import { MutationGapError } from './errors';
import type { SyncTransport } from './transport';

const BATCH_BYTES = MAX_PUSH_BYTES / 2;

function cutBySize(entries: OutboxEntry[]): OutboxEntry[] {
  let bytes = 0;
  const out: OutboxEntry[] = [];
  for (const e of entries) {
    bytes += JSON.stringify(e.args).length + 100;
    if (out.length > 0 && bytes > BATCH_BYTES) break;
    out.push(e);
  }
  return out;
}

export async function pushOutbox(db: UserDb, transport: SyncTransport, batchSize = MAX_PUSH_MUTATIONS): Promise<{ sent: number }> {
  const { clientId } = await db.getMeta('client');
  // Bounded by what exists now: writes arriving during the push wait for the next cycle (their
  // own debounced trigger), so a busy keeper cannot keep one push going forever.
  const upTo = (await db.outbox.orderBy('mutationId').last())?.mutationId ?? 0;
  let after = 0;
  let sent = 0;
  for (;;) {
    const batch = cutBySize(await db.outbox.where('mutationId').between(after, upTo, false, true).limit(Math.min(batchSize, MAX_PUSH_MUTATIONS)).toArray());
    const first = batch[0];
    const last = batch.at(-1);
    if (!first || !last) return { sent };
    const res = await transport.push({
      clientId, schemaVersion: SCHEMA_VERSION,
      mutations: batch.map((e) => ({ id: e.mutationId, name: e.name, args: e.args, createdAt: e.createdAt })),
    });
    sent += batch.length;
    if (res.lastMutationId >= last.mutationId) {
      after = last.mutationId;
      continue;
    }
    // The server is behind this batch: resend from where it is, if this device still has that.
    const next = await db.outbox.where('mutationId').above(res.lastMutationId).first();
    if (!next || next.mutationId !== res.lastMutationId + 1) throw new MutationGapError(res.lastMutationId, next?.mutationId ?? first.mutationId);
    if (res.lastMutationId < after) throw new MutationGapError(res.lastMutationId, first.mutationId);
    after = res.lastMutationId;
  }
}
