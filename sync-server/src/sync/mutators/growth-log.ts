/**
 * Server mutators for growth logs. A log is for one of the user's live reptiles: a reptile of
 * another user, a missing or a deleted one answers `not-found`, exactly like a missing log, so ids
 * leak nothing. Edits are checked on the merged entry (decision record 0003): a patch that would
 * leave neither weight nor length is `invalid-args`. Every check comes before the first write.
 */
import type Database from 'better-sqlite3';
import { growthLogFromCreate, mergeGrowthLog, type GrowthLogData } from '../../../../shared/mutators/growth-log';
import { MutationRejected } from '../../../../shared/sync/errors';
import { perDatabase } from '../../db/prepared';
import type { MutatorContext, ServerMutator } from './context';

interface Row extends GrowthLogData {
  userId: string;
  reptileId: string;
  deleted: number;
}

function prepare(sqlite: Database.Database) {
  return {
    byId: sqlite.prepare<[string], Row>(`SELECT user_id AS userId, reptile_id AS reptileId, deleted, date, weight_grams AS weightGrams,
      length_cm AS lengthCm, notes FROM growth_logs WHERE id = ?`),
    exists: sqlite.prepare<[string], { one: number }>('SELECT 1 AS one FROM growth_logs WHERE id = ?'),
    liveReptile: sqlite.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM reptiles WHERE id = ? AND user_id = ? AND deleted = 0'),
    insert: sqlite.prepare(`INSERT INTO growth_logs (id, user_id, reptile_id, date, weight_grams, length_cm, notes, version, created_at, updated_at, deleted)
      VALUES (@id, @userId, @reptileId, @date, @weightGrams, @lengthCm, @notes, @version, @now, @now, 0)`),
    write: sqlite.prepare(`UPDATE growth_logs SET date = @date, weight_grams = @weightGrams, length_cm = @lengthCm, notes = @notes,
      deleted = @deleted, version = @version, updated_at = @now WHERE id = @id`),
    liveOfReptile: sqlite.prepare<[string, string], { id: string }>('SELECT id FROM growth_logs WHERE reptile_id = ? AND user_id = ? AND deleted = 0'),
    tombstone: sqlite.prepare(`UPDATE growth_logs SET weight_grams = NULL, length_cm = NULL, notes = NULL, deleted = 1, version = @version,
      updated_at = @now WHERE id = @id`),
  };
}
const statements = perDatabase(prepare);
const q = (ctx: MutatorContext) => statements(ctx.db.$client);

/** The log if it is this user's and live, with its reptile still live; else `not-found`. */
function liveLog(ctx: MutatorContext, s: ReturnType<typeof prepare>, id: string): Row {
  const row = s.byId.get(id);
  if (!row || row.userId !== ctx.userId || row.deleted || !s.liveReptile.get(row.reptileId, ctx.userId)) {
    throw new MutationRejected('not-found', `Growth log ${id} does not exist.`);
  }
  return row;
}

export const createGrowthLog: ServerMutator<'growthLog.create.v1'> = (ctx, args) => {
  const s = q(ctx);
  if (s.exists.get(args.id)) throw new MutationRejected('id-conflict', `A row with id ${args.id} already exists.`);
  if (!s.liveReptile.get(args.reptileId, ctx.userId)) throw new MutationRejected('not-found', `Reptile ${args.reptileId} does not exist.`);
  s.insert.run({ id: args.id, userId: ctx.userId, reptileId: args.reptileId, ...growthLogFromCreate(args), version: ctx.nextVersion(), now: ctx.now });
};

export const updateGrowthLog: ServerMutator<'growthLog.update.v1'> = (ctx, args) => {
  const s = q(ctx);
  const { date, weightGrams, lengthCm, notes } = liveLog(ctx, s, args.id);
  const merged = mergeGrowthLog({ date, weightGrams, lengthCm, notes }, args.patch);
  if (!merged) throw new MutationRejected('invalid-args', `The edit of growth log ${args.id} leaves an invalid entry (a weight or a length is required).`);
  s.write.run({ ...merged, id: args.id, deleted: 0, version: ctx.nextVersion(), now: ctx.now });
};

/** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
export const deleteGrowthLog: ServerMutator<'growthLog.delete.v1'> = (ctx, args) => {
  const s = q(ctx);
  const row = s.byId.get(args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Growth log ${args.id} does not exist.`);
  if (row.deleted) return;
  s.tombstone.run({ id: args.id, version: ctx.nextVersion(), now: ctx.now });
};

/**
 * Called by the reptile delete, in its transaction: the reptile's logs become tombstones, each
 * with a version of its own (pull pages by version, so two rows must never share one), and every
 * device drops them on its next pull.
 */
export function tombstoneGrowthLogsOf(ctx: MutatorContext, reptileId: string): void {
  const s = q(ctx);
  for (const { id } of s.liveOfReptile.all(reptileId, ctx.userId)) s.tombstone.run({ id, version: ctx.nextVersion(), now: ctx.now });
}
