/**
 * Helpers every server mutator shares: ownership reads and the per-user row limit.
 */
import { MutationRejected } from '../../../../shared/sync/errors';
import type { Queryable } from '../../db/store';
import type { MutatorContext } from './context';

/**
 * Admits one new row into `sqlTable` for this user, or refuses the create (`row-limit`). Every row
 * a user ever created took a version of their space, so a space whose counter is below the limit
 * cannot hold that many rows in any table: nothing is counted (nearly every keeper). Past that, the
 * user's rows of the table (tombstones included) are counted once per batch through the
 * (user_id, version) index and then kept exact as the batch's creates apply.
 */
export async function admitRow(ctx: MutatorContext, sqlTable: string): Promise<void> {
  if (!rowLimitNear(ctx)) return;
  const counted = await ctx.memo(`rows.${sqlTable}`, async () => ({ n: await rowCount(ctx.tx, sqlTable, ctx.userId) }));
  if (counted.n >= ctx.limits.rowsPerTable) {
    throw new MutationRejected('row-limit', `At most ${ctx.limits.rowsPerTable} records of this kind per account.`, { limit: ctx.limits.rowsPerTable });
  }
  counted.n += 1;
}

/** Whether admitRow has anything to count: a hot create skips its await when it has not. */
export const rowLimitNear = (ctx: MutatorContext): boolean => ctx.spaceVersion() >= ctx.limits.rowsPerTable;

/** The user's rows of `sqlTable`, tombstones included: what the per-user row limit counts. */
export async function rowCount(q: Queryable, sqlTable: string, userId: string): Promise<number> {
  return Number((await q.one<{ n: number | string }>(`SELECT count(*) AS n FROM ${sqlTable} WHERE user_id = ?`, [userId]))?.n ?? 0);
}

/** Whether a row with this id exists in `sqlTable` (any user's: ids are global). */
export async function idTaken(ctx: MutatorContext, sqlTable: string, id: string): Promise<boolean> {
  return (await ctx.tx.one(`SELECT 1 AS one FROM ${sqlTable} WHERE id = ?`, [id])) !== undefined;
}

/**
 * A create's statement with its conflict clause, made once per statement: built on every call, the
 * new string's hash was computed again to find its prepared statement, 600 characters a create.
 */
const conflictForms = new Map<string, string>();
function withOnConflict(sql: string): string {
  let form = conflictForms.get(sql);
  if (form === undefined) conflictForms.set(sql, (form = `${sql} ON CONFLICT (id) DO NOTHING`));
  return form;
}

/**
 * Runs a create's `INSERT ... ON CONFLICT (id) DO NOTHING`: a row id already taken (by anyone)
 * inserts nothing and refuses the create (`id-conflict`), in the same round trip as the insert
 * instead of a look-up before it. Nothing is written when it refuses. In a push without
 * savepoints the row is queued for a multi-row insert instead (ctx.inserts): a taken id there
 * re-runs the push with savepoints, where this refuses it here.
 */
export async function insertNew(ctx: MutatorContext, sql: string, params: NonNullable<Parameters<MutatorContext['tx']['run']>[1]>, id: string): Promise<void> {
  if (ctx.inserts) {
    ctx.inserts.insert(sql, params);
    return;
  }
  const insert = withOnConflict(sql);
  // On SQLite at once: no tick of the event loop per create (Tx.runNow).
  if ((ctx.tx.runNow ? ctx.tx.runNow(insert, params) : await ctx.tx.run(insert, params)) === 0) {
    throw new MutationRejected('id-conflict', `A row with id ${id} already exists.`);
  }
}
