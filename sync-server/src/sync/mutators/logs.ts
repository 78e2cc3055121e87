/**
 * Server mutators of the generic reptile logs (shared/mutators/logs.ts): one implementation for
 * feeding, shedding, health, breeding and event logs. As for growth logs, a log is for one of the
 * user's live reptiles: another user's reptile, a missing or a deleted one answers `not-found`,
 * exactly like a missing log, so ids leak nothing. Edits are checked on the merged entry. A kind
 * may add checks (breeding: parents and clutch) and effects (feeding: stock) through its hooks;
 * every check runs before the first write.
 */
import type Database from 'better-sqlite3';
import { LOG_KINDS, LOG_TABLES, logDataOf, mergeLog, type LogCreateArgs, type LogData, type LogPatch, type LogTable } from '../../../../shared/mutators/logs';
import { MutationRejected } from '../../../../shared/sync/errors';
import { perDatabase } from '../../db/prepared';
import type { MutatorContext } from './context';

interface Row {
  userId: string;
  reptileId: string;
  date: string;
  data: string;
  deleted: number;
}

function prepareFor(sqlite: Database.Database, sql: string) {
  return {
    byId: sqlite.prepare<[string], Row>(`SELECT user_id AS userId, reptile_id AS reptileId, date, data, deleted FROM ${sql} WHERE id = ?`),
    exists: sqlite.prepare<[string], { one: number }>(`SELECT 1 AS one FROM ${sql} WHERE id = ?`),
    insert: sqlite.prepare(`INSERT INTO ${sql} (id, user_id, reptile_id, date, data, version, created_at, updated_at, deleted)
      VALUES (@id, @userId, @reptileId, @date, @data, @version, @now, @now, 0)`),
    write: sqlite.prepare(`UPDATE ${sql} SET date = @date, data = @data, version = @version, updated_at = @now WHERE id = @id`),
    liveOfReptile: sqlite.prepare<[string, string], { id: string }>(`SELECT id FROM ${sql} WHERE reptile_id = ? AND user_id = ? AND deleted = 0`),
    tombstone: sqlite.prepare(`UPDATE ${sql} SET deleted = 1, version = @version, updated_at = @now WHERE id = @id`),
  };
}
type Statements = ReturnType<typeof prepareFor>;

const statements = perDatabase((sqlite) => ({
  liveReptile: sqlite.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM reptiles WHERE id = ? AND user_id = ? AND deleted = 0'),
  tables: Object.fromEntries(LOG_TABLES.map((t) => [t, prepareFor(sqlite, LOG_KINDS[t].sqlTable)])) as Record<LogTable, Statements>,
}));
const q = (ctx: MutatorContext) => statements(ctx.db.$client);

/** Whether `reptileId` is one of this user's live reptiles (also used by the kinds' own checks). */
export function isLiveReptile(ctx: MutatorContext, reptileId: string): boolean {
  return q(ctx).liveReptile.get(reptileId, ctx.userId) !== undefined;
}

/** A live log of this user, its fields parsed; used by kinds that refer to other logs (clutches). */
export function liveLogOf<T extends LogTable>(ctx: MutatorContext, table: T, id: string): (LogData<T> & { reptileId: string }) | null {
  const row = q(ctx).tables[table].byId.get(id);
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
  check?: (ctx: MutatorContext, entry: LogData<T>, id: string) => void;
  /** Runs after a create's row is written, in the same savepoint (a feeding's stock deduction). */
  afterCreate?: (ctx: MutatorContext, args: LogCreateArgs<T>) => void;
}

/** The three mutators of one log kind. */
export function logMutators<T extends LogTable>(table: T, hooks: LogHooks<T> = {}) {
  const kind = LOG_KINDS[table];
  const label = kind.mutation;
  return {
    create(ctx: MutatorContext, args: LogCreateArgs<T>): void {
      const s = q(ctx).tables[table];
      if (s.exists.get(args.id)) throw new MutationRejected('id-conflict', `A row with id ${args.id} already exists.`);
      if (!isLiveReptile(ctx, args.reptileId)) throw new MutationRejected('not-found', `Reptile ${args.reptileId} does not exist.`);
      const entry = logDataOf(table, args);
      hooks.check?.(ctx, entry, args.id);
      s.insert.run({ id: args.id, userId: ctx.userId, reptileId: args.reptileId, ...stored(entry), version: ctx.nextVersion(), now: ctx.now });
      hooks.afterCreate?.(ctx, args);
    },

    update(ctx: MutatorContext, args: { id: string; patch: LogPatch<T> }): void {
      const s = q(ctx).tables[table];
      const row = s.byId.get(args.id);
      if (!row || row.userId !== ctx.userId || row.deleted || !isLiveReptile(ctx, row.reptileId)) {
        throw new MutationRejected('not-found', `${label} ${args.id} does not exist.`);
      }
      const merged = mergeLog(table, fieldsOf<T>(row), args.patch);
      if (!merged) throw new MutationRejected('invalid-args', `The edit of ${label} ${args.id} leaves an invalid entry.`);
      hooks.check?.(ctx, merged, args.id);
      s.write.run({ id: args.id, ...stored(merged), version: ctx.nextVersion(), now: ctx.now });
    },

    /** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
    remove(ctx: MutatorContext, args: { id: string }): void {
      const s = q(ctx).tables[table];
      const row = s.byId.get(args.id);
      if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `${label} ${args.id} does not exist.`);
      if (row.deleted) return;
      s.tombstone.run({ id: args.id, version: ctx.nextVersion(), now: ctx.now });
    },
  };
}

/**
 * Called by the reptile delete, in its transaction: every log of the reptile becomes a tombstone
 * with a version of its own (pull pages by version), and every device drops them on its next pull.
 */
export function tombstoneLogsOf(ctx: MutatorContext, reptileId: string): void {
  for (const table of LOG_TABLES) {
    const s = q(ctx).tables[table];
    for (const { id } of s.liveOfReptile.all(reptileId, ctx.userId)) s.tombstone.run({ id, version: ctx.nextVersion(), now: ctx.now });
  }
}
