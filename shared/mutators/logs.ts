/**
 * The reptile logs that share one shape (feeding, shedding, health, breeding, event): a row is
 * `{id, userId, reptileId, version, updatedAt, deleted}` plus the fields of the log's schema, with
 * absent optional fields stored as null. One table of kinds drives the server's mutators and pull
 * readers, the app's optimistic mutators and its Dexie tables, so a sixth kind is one line here
 * (docs/decisions/0007-generic-log-tables.md). Growth logs predate this and keep their own columns.
 *
 * Each log's schema file (shared/schemas/*-log.ts, messages are `logs` translation keys) exports:
 * - `XFields`: the editable fields, without defaults (see fields.ts `patchOf`).
 * - `X`: the whole entry with its cross-field rules. Patches are checked field by field, so both
 *   sides validate the merged entry (`mergeLog` below) before applying an edit.
 * - `XCreateArgs` (id + reptileId + fields, defaults applied), `XUpdateArgs` ({id, patch}) and
 *   `XDeleteArgs` ({id}). A log never moves to another reptile: reptileId is not patchable.
 */
import type { z } from 'zod';
import { BreedingLog, BreedingLogCreateArgs, BreedingLogDeleteArgs, BreedingLogFields, BreedingLogUpdateArgs } from '../schemas/breeding-log';
import { EventLog, EventLogCreateArgs, EventLogDeleteArgs, EventLogFields, EventLogUpdateArgs } from '../schemas/event-log';
import { FeedingLog, FeedingLogCreateArgs, FeedingLogDeleteArgs, FeedingLogFields, FeedingLogUpdateArgs } from '../schemas/feeding-log';
import { HealthLog, HealthLogCreateArgs, HealthLogDeleteArgs, HealthLogFields, HealthLogUpdateArgs } from '../schemas/health-log';
import { SheddingLog, SheddingLogCreateArgs, SheddingLogDeleteArgs, SheddingLogFields, SheddingLogUpdateArgs } from '../schemas/shedding-log';

export const LOG_KINDS = {
  feedingLogs: { mutation: 'feedingLog', sqlTable: 'feeding_logs', fields: FeedingLogFields, entry: FeedingLog, create: FeedingLogCreateArgs, update: FeedingLogUpdateArgs, remove: FeedingLogDeleteArgs },
  sheddingLogs: { mutation: 'sheddingLog', sqlTable: 'shedding_logs', fields: SheddingLogFields, entry: SheddingLog, create: SheddingLogCreateArgs, update: SheddingLogUpdateArgs, remove: SheddingLogDeleteArgs },
  healthLogs: { mutation: 'healthLog', sqlTable: 'health_logs', fields: HealthLogFields, entry: HealthLog, create: HealthLogCreateArgs, update: HealthLogUpdateArgs, remove: HealthLogDeleteArgs },
  breedingLogs: { mutation: 'breedingLog', sqlTable: 'breeding_logs', fields: BreedingLogFields, entry: BreedingLog, create: BreedingLogCreateArgs, update: BreedingLogUpdateArgs, remove: BreedingLogDeleteArgs },
  eventLogs: { mutation: 'eventLog', sqlTable: 'event_logs', fields: EventLogFields, entry: EventLog, create: EventLogCreateArgs, update: EventLogUpdateArgs, remove: EventLogDeleteArgs },
} as const;

export type LogTable = keyof typeof LOG_KINDS;
export const LOG_TABLES = Object.keys(LOG_KINDS) as LogTable[];

/**
 * Every SQL table of a keeper's logs: growth's own and the generic kinds'. What counts as "logs"
 * (the admin's user page, achievements) and what goes with a transferred animal read it.
 */
export const LOG_SQL_TABLES: readonly string[] = ['growth_logs', ...LOG_TABLES.map((table) => LOG_KINDS[table].sqlTable)];

/** What can be done to an entry, and which of the kind's schemas its arguments follow. */
export const LOG_OPS = { create: 'create', update: 'update', delete: 'remove' } as const;
export type LogOp = keyof typeof LOG_OPS;

/** The registry's name of a log kind's mutation: 'feedingLog.create.v1'. */
export type LogMutationName<T extends LogTable = LogTable, Op extends LogOp = LogOp> =
  T extends LogTable ? `${(typeof LOG_KINDS)[T]['mutation']}.${Op}.v1` : never;
export const logMutationName = <T extends LogTable, Op extends LogOp>(table: T, op: Op): LogMutationName<T, Op> =>
  `${LOG_KINDS[table].mutation}.${op}.v1` as LogMutationName<T, Op>;

type TableOf<M extends string> = { [T in LogTable]: (typeof LOG_KINDS)[T]['mutation'] extends M ? T : never }[LogTable];
/** Each log mutation's argument schema, by name: the mutation registry spreads it. */
export type LogMutationSchemas = {
  [N in LogMutationName]: N extends `${infer M}.${infer Op extends LogOp}.v1` ? (typeof LOG_KINDS)[TableOf<M>][(typeof LOG_OPS)[Op]] : never;
};

/**
 * One entry per log kind and operation, under the registry's names: the mutation registry, the
 * server's mutators and the app's optimistic ones are each built with it, so a kind added to
 * LOG_KINDS needs no line in any of them (issue 25: the fifteen names were listed by hand in all
 * three). `make` answers a kind's three entries; the caller states the table's type.
 */
export function byLogMutation<V>(make: (table: LogTable) => Readonly<Record<LogOp, V>>): Record<LogMutationName, V> {
  const out: Partial<Record<LogMutationName, V>> = {};
  for (const table of LOG_TABLES) {
    const made = make(table);
    for (const op of Object.keys(LOG_OPS) as LogOp[]) out[logMutationName(table, op)] = made[op];
  }
  return out as Record<LogMutationName, V>;
}

export const LOG_MUTATION_SCHEMAS = byLogMutation<z.ZodType>((table) => ({
  create: LOG_KINDS[table].create, update: LOG_KINDS[table].update, delete: LOG_KINDS[table].remove,
})) as unknown as LogMutationSchemas;

type Fields<T extends LogTable> = z.infer<(typeof LOG_KINDS)[T]['fields']>;
/** The entered fields of a log row: every field present, absent optionals as null. */
export type LogData<T extends LogTable> = { [K in keyof Fields<T>]-?: Exclude<Fields<T>[K], undefined> | (undefined extends Fields<T>[K] ? null : never) };
export type LogCreateArgs<T extends LogTable> = z.output<(typeof LOG_KINDS)[T]['create']>;
export type LogPatch<T extends LogTable> = z.output<(typeof LOG_KINDS)[T]['update']>['patch'];

/** The log's fields out of create args or a merged row: only its own keys, `undefined` and '' as null. */
export function logDataOf<T extends LogTable>(table: T, input: object): LogData<T> {
  const out: Record<string, unknown> = {};
  const source = input as Record<string, unknown>;
  for (const key of Object.keys(LOG_KINDS[table].fields.shape)) {
    const value = source[key];
    out[key] = value === undefined || value === '' ? null : value;
  }
  return out as LogData<T>;
}

/**
 * The row's fields after an edit, or null when the merged entry breaks a cross-field rule (a
 * mating whose patch drops a parent, a resolved date before the issue): patches are checked field
 * by field, the whole entry only here, by both sides alike (decision record 0003).
 */
export function mergeLog<T extends LogTable>(table: T, current: LogData<T>, patch: LogPatch<T>): LogData<T> | null {
  const merged = logDataOf(table, { ...current, ...(patch as object) });
  return LOG_KINDS[table].entry.safeParse(merged).success ? merged : null;
}
