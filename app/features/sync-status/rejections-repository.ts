/**
 * What the keeper can do with a refused change. Retrying records it again through `mutate` (it
 * is validated again and gets a new mutation id); only once that is stored does the rejection
 * go, so a failed retry loses nothing. Dismissing is the keeper's explicit choice.
 */
import { v7 as uuidv7 } from 'uuid';
import { isMutationName, type MutationArgs } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';
import type { LocalRejection, UserDb } from '../../lib/db';

export function canRetry(r: LocalRejection): boolean {
  return isMutationName(r.name) && r.args !== null && r.code !== 'invalid-args' && r.code !== 'not-found';
}

export async function retryRejection(db: UserDb, r: LocalRejection): Promise<void> {
  if (!isMutationName(r.name) || r.args === null) return;
  // A create refused for its id is retried as a new row; anything else exactly as typed.
  const args = r.code === 'id-conflict' ? { ...(r.args as object), id: uuidv7() } : r.args;
  await mutate(r.name, args as never);
  await db.rejections.delete(r.mutationId);
}

/**
 * A feeding refused for stock another device used meanwhile: kept as the keeper logged it, only
 * without taking from the inventory (the animal was fed; the count is what ran short).
 */
export function canLogWithoutDeduction(r: LocalRejection): boolean {
  const args = r.args as { source?: { kind?: string; deductFromInventory?: boolean } } | null;
  return r.name === 'feedingLog.create.v1' && r.code === 'insufficient-stock' && args?.source?.kind === 'inventory' && args.source.deductFromInventory === true;
}

export async function logWithoutDeduction(db: UserDb, r: LocalRejection): Promise<void> {
  if (!canLogWithoutDeduction(r)) return;
  const args = r.args as MutationArgs<'feedingLog.create.v1'>;
  if (args.source.kind !== 'inventory') return;
  await mutate('feedingLog.create.v1', { ...args, id: uuidv7(), source: { ...args.source, deductFromInventory: false } });
  await db.rejections.delete(r.mutationId);
}

export async function dismissRejection(db: UserDb, r: LocalRejection): Promise<void> {
  await db.rejections.delete(r.mutationId);
}

/** Everything not on the server, as JSON the keeper can paste somewhere safe. */
export async function exportUnsynced(db: UserDb): Promise<string> {
  const [waiting, refused] = await Promise.all([db.outbox.orderBy('mutationId').toArray(), db.rejections.orderBy('mutationId').toArray()]);
  return JSON.stringify({
    app: 'HerpTrack',
    exportedAt: new Date().toISOString(),
    waiting: waiting.map((e) => ({ change: e.name, data: e.args, at: new Date(e.createdAt).toISOString() })),
    refused: refused.map((r) => ({ change: r.name, reason: r.code, data: r.args, at: r.createdAt ? new Date(r.createdAt).toISOString() : null })),
  }, null, 2);
}

export const rejectionJson = (r: LocalRejection): string => JSON.stringify({ change: r.name, reason: r.code, data: r.args }, null, 2);
