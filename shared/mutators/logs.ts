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
