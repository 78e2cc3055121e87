/**
 * Server mutators for growth logs. A log is for one of the user's live reptiles: a reptile of
 * another user, a missing or a deleted one answers `not-found`, exactly like a missing log, so ids
 * leak nothing. Edits are checked on the merged entry (decision record 0003): a patch that would
 * leave neither weight nor length is `invalid-args`. Every check comes before the first write.
 */
import { growthLogFromCreate, mergeGrowthLog, type GrowthLogData } from '../../../../shared/mutators/growth-log';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext, ServerMutator } from './context';
import { checkKeptReptile, isLiveReptile } from './logs';
import { admitRow, insertNew } from './rows';

interface Row extends GrowthLogData {
  userId: string;
  reptileId: string;
  deleted: boolean | number;
}

const byId = (ctx: MutatorContext, id: string) => ctx.tx.one<Row>(`SELECT user_id AS "userId", reptile_id AS "reptileId", deleted, date,
  weight_grams AS "weightGrams", length_cm AS "lengthCm", notes FROM growth_logs WHERE id = ?`, [id]);

const tombstone = (ctx: MutatorContext, id: string) => ctx.tx.run(
  'UPDATE growth_logs SET weight_grams = NULL, length_cm = NULL, notes = NULL, deleted = TRUE, version = ?, updated_at = ? WHERE id = ?',
  [ctx.nextVersion(), ctx.now, id],
);

/** The log if it is this user's and live, with its reptile still live; else `not-found`. */
async function liveLog(ctx: MutatorContext, id: string): Promise<Row> {
  const row = await byId(ctx, id);
  if (!row || row.userId !== ctx.userId || row.deleted || !(await isLiveReptile(ctx, row.reptileId))) {
    throw new MutationRejected('not-found', `Growth log ${id} does not exist.`);
  }
  await checkKeptReptile(ctx, row.reptileId);
  return row;
}

export const createGrowthLog: ServerMutator<'growthLog.create.v1'> = async (ctx, args) => {
  await checkKeptReptile(ctx, args.reptileId);
  await admitRow(ctx, 'growth_logs');
  const g = growthLogFromCreate(args);
  await insertNew(ctx, `INSERT INTO growth_logs (id, user_id, reptile_id, date, weight_grams, length_cm, notes, author_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, args.reptileId, g.date, g.weightGrams, g.lengthCm, g.notes, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

export const updateGrowthLog: ServerMutator<'growthLog.update.v1'> = async (ctx, args) => {
  const { date, weightGrams, lengthCm, notes } = await liveLog(ctx, args.id);
  const merged = mergeGrowthLog({ date, weightGrams, lengthCm, notes }, args.patch);
  if (!merged) throw new MutationRejected('invalid-args', `The edit of growth log ${args.id} leaves an invalid entry (a weight or a length is required).`);
  await ctx.tx.run('UPDATE growth_logs SET date = ?, weight_grams = ?, length_cm = ?, notes = ?, deleted = FALSE, version = ?, updated_at = ? WHERE id = ?',
    [merged.date, merged.weightGrams, merged.lengthCm, merged.notes, ctx.nextVersion(), ctx.now, args.id]);
};

/** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
export const deleteGrowthLog: ServerMutator<'growthLog.delete.v1'> = async (ctx, args) => {
  const row = await byId(ctx, args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Growth log ${args.id} does not exist.`);
  if (row.deleted) return;
  // The read-only copy loses a log only with the whole animal (reptile.delete).
  if (await isLiveReptile(ctx, row.reptileId)) await checkKeptReptile(ctx, row.reptileId);
  await tombstone(ctx, args.id);
};

/**
 * Called by the reptile delete, in its transaction: the reptile's logs become tombstones, each
 * with a version of its own (pull pages by version, so two rows must never share one), and every
 * device drops them on its next pull.
 */
export async function tombstoneGrowthLogsOf(ctx: MutatorContext, reptileId: string): Promise<void> {
  const live = await ctx.tx.all<{ id: string }>('SELECT id FROM growth_logs WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id', [reptileId, ctx.userId]);
  for (const { id } of live) await tombstone(ctx, id);
}
