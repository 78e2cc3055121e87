/**
 * Server mutators of the generic reptile logs (shared/mutators/logs.ts): one implementation for
 * feeding, shedding, health, breeding and event logs. As for growth logs, a log is for one of the
 * user's live reptiles: another user's reptile, a missing or a deleted one answers `not-found`,
 * exactly like a missing log, so ids leak nothing. Edits are checked on the merged entry. A kind
 * may add checks (breeding: parents and clutch) and effects (feeding: stock) through its hooks;
 * every check runs before the first write.
 */
import { LOG_KINDS, LOG_TABLES, logDataOf, mergeLog, type LogCreateArgs, type LogData, type LogPatch, type LogTable } from '../../../../shared/mutators/logs';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext } from './context';
import { admitRow, insertNew } from './rows';

interface Row {
  userId: string;
  reptileId: string;
  date: string;
  data: string;
  deleted: boolean | number;
}

const byId = (ctx: MutatorContext, sql: string, id: string) =>
  ctx.tx.one<Row>(`SELECT user_id AS "userId", reptile_id AS "reptileId", date, data, deleted FROM ${sql} WHERE id = ?`, [id]);

const tombstone = (ctx: MutatorContext, sql: string, id: string) =>
  ctx.tx.run(`UPDATE ${sql} SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?`, [ctx.nextVersion(), ctx.now, id]);

/** Whether `reptileId` is one of this user's live reptiles (also used by the kinds' own checks). */
export async function isLiveReptile(ctx: MutatorContext, reptileId: string): Promise<boolean> {
  return (await ctx.tx.one('SELECT 1 AS one FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE', [reptileId, ctx.userId])) !== undefined;
}

/**
 * Refuses a change of `reptileId`'s records unless it is one of this user's live reptiles that
 * they still keep: `not-found` as isLiveReptile, `reptile-transferred` once it went to a buyer
 * (its row and logs are the seller's read-only copy, decision 0029). A parent or a clutch in
 * another animal's record may still name it: that is history, not a change of its records.
 */
export async function checkKeptReptile(ctx: MutatorContext, reptileId: string): Promise<void> {
  const row = await ctx.tx.one<{ transferredAt: number | null }>(
    'SELECT transferred_at AS "transferredAt" FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE', [reptileId, ctx.userId]);
  if (!row) throw new MutationRejected('not-found', `Reptile ${reptileId} does not exist.`);
  if (row.transferredAt !== null) throw new MutationRejected('reptile-transferred', `Reptile ${reptileId} went to another keeper; its records are read-only.`);
}

/** A live log of this user, its fields parsed; used by kinds that refer to other logs (clutches). */
export async function liveLogOf<T extends LogTable>(ctx: MutatorContext, table: T, id: string): Promise<(LogData<T> & { reptileId: string }) | null> {
  const row = await byId(ctx, LOG_KINDS[table].sqlTable, id);
  if (!row || row.userId !== ctx.userId || row.deleted) return null;
  return { ...fieldsOf<T>(row), reptileId: row.reptileId };
}

function fieldsOf<T extends LogTable>(row: Row): LogData<T> {
  return { ...(JSON.parse(row.data) as object), date: row.date } as LogData<T>;
}

function stored<T extends LogTable>(data: LogData<T>): { date: string; data: string } {
  const { date, ...rest } = data as LogData<T> & { date: string };
  return { date, data: JSON.stringify(rest) };
}

export interface LogHooks<T extends LogTable> {
  /** Checks an entry (new, or merged after an edit) against the server's state; throws MutationRejected. */
  check?: (ctx: MutatorContext, entry: LogData<T>, id: string) => Promise<void>;
  /** Runs after a create's row is written, in the same savepoint (a feeding's stock deduction). */
  afterCreate?: (ctx: MutatorContext, args: LogCreateArgs<T>) => Promise<void>;
}

/** The three mutators of one log kind. */
export function logMutators<T extends LogTable>(table: T, hooks: LogHooks<T> = {}) {
  const kind = LOG_KINDS[table];
  const sql = kind.sqlTable;
  const label = kind.mutation;
  return {
    async create(ctx: MutatorContext, args: LogCreateArgs<T>): Promise<void> {
      await checkKeptReptile(ctx, args.reptileId);
      const entry = logDataOf(table, args);
      await hooks.check?.(ctx, entry, args.id);
      await admitRow(ctx, sql);
      const { date, data } = stored(entry);
      await insertNew(ctx, `INSERT INTO ${sql} (id, user_id, reptile_id, date, data, author_id, version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
        [args.id, ctx.userId, args.reptileId, date, data, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], args.id);
      await hooks.afterCreate?.(ctx, args);
    },

    async update(ctx: MutatorContext, args: { id: string; patch: LogPatch<T> }): Promise<void> {
      const row = await byId(ctx, sql, args.id);
      if (!row || row.userId !== ctx.userId || row.deleted || !(await isLiveReptile(ctx, row.reptileId))) {
        throw new MutationRejected('not-found', `${label} ${args.id} does not exist.`);
      }
      await checkKeptReptile(ctx, row.reptileId);
      const merged = mergeLog(table, fieldsOf<T>(row), args.patch);
      if (!merged) throw new MutationRejected('invalid-args', `The edit of ${label} ${args.id} leaves an invalid entry.`);
      await hooks.check?.(ctx, merged, args.id);
      const { date, data } = stored(merged);
      await ctx.tx.run(`UPDATE ${sql} SET date = ?, data = ?, version = ?, updated_at = ? WHERE id = ?`, [date, data, ctx.nextVersion(), ctx.now, args.id]);
    },

    /** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
    async remove(ctx: MutatorContext, args: { id: string }): Promise<void> {
      const row = await byId(ctx, sql, args.id);
      if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `${label} ${args.id} does not exist.`);
      if (row.deleted) return;
      // The read-only copy loses a log only with the whole animal (reptile.delete).
      if (await isLiveReptile(ctx, row.reptileId)) await checkKeptReptile(ctx, row.reptileId);
      await tombstone(ctx, sql, args.id);
    },
  };
}

/**
 * Called by the reptile delete, in its transaction: every log of the reptile becomes a tombstone
 * with a version of its own (pull pages by version), and every device drops them on its next pull.
 */
export async function tombstoneLogsOf(ctx: MutatorContext, reptileId: string): Promise<void> {
  for (const table of LOG_TABLES) {
    const sql = LOG_KINDS[table].sqlTable;
    const live = await ctx.tx.all<{ id: string }>(`SELECT id FROM ${sql} WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id`, [reptileId, ctx.userId]);
    for (const { id } of live) await tombstone(ctx, sql, id);
  }
}
