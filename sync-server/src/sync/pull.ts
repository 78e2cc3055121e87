/**
 * Pull: the rows of this user with `version > cookie`, tombstones included, oldest version first,
 * one page at a time. A page and its `lastMutationId` are read in one snapshot (a read
 * transaction under WAL), so a client that applies the last page has seen every effect of every
 * mutation up to `lastMutationId`. A client whose cookie predates purged tombstones (it may hold
 * rows deleted since) is told to start over (`reset`) and gets the full list of live rows.
 */
import type Database from 'better-sqlite3';
import { PullRequest, PULL_PAGE_SIZE, type PullResponse, type SyncedRowOf, type SyncedTable } from '../../../shared/sync/protocol';
import { RejectionParams, type RejectionCode } from '../../../shared/sync/errors';
import { LOG_KINDS, LOG_TABLES, type LogTable } from '../../../shared/mutators/logs';
import { checkSchemaVersion, clientState, parseBody } from './checks';
import { frequencyOf } from './mutators/reminder';
import type { SyncDeps } from './push';
import { currentVersion, readNumber, TOMBSTONE_HORIZON_KEY } from './versions';

export function photoUrl(id: string, file: string | null): string | null {
  return file ? `/api/reptiles/${id}/photo?v=${file.slice(0, 8)}` : null;
}

interface ReptileDbRow {
  id: string; userId: string; name: string; species: string; hatchDate: string | null; sex: 'male' | 'female' | 'unknown';
  weightGrams: number | null; lengthCm: number | null; notes: string | null; photoFile: string | null;
  version: number; updatedAt: number; deleted: number;
}

/** One reader per synced table: rows above a version for one user, and their wire shape. */
interface TableReader<T extends SyncedTable> {
  since: (sqlite: Database.Database, userId: string, from: number, liveOnly: boolean, limit: number) => SyncedRowOf<T>[];
}

const REPTILE_COLUMNS = `id, user_id AS userId, name, species, hatch_date AS hatchDate, sex, weight_grams AS weightGrams,
  length_cm AS lengthCm, notes, photo_file AS photoFile, version, updated_at AS updatedAt, deleted`;

const GROWTH_LOG_COLUMNS = `id, user_id AS userId, reptile_id AS reptileId, date, weight_grams AS weightGrams, length_cm AS lengthCm,
  notes, version, updated_at AS updatedAt, deleted`;

const baseReaders: { [T in 'reptiles' | 'growthLogs']: TableReader<T> } = {
  reptiles: {
    since(sqlite, userId, from, liveOnly, limit) {
      const rows = sqlite.prepare(
        `SELECT ${REPTILE_COLUMNS} FROM reptiles WHERE user_id = ? AND version > ? ${liveOnly ? 'AND deleted = 0' : ''} ORDER BY version LIMIT ?`,
      ).all(userId, from, limit) as ReptileDbRow[];
      return rows.map(({ photoFile, deleted, ...r }) => ({ ...r, deleted: deleted === 1, photoUrl: photoUrl(r.id, photoFile) }));
    },
  },
  // A deleted reptile's logs are tombstoned with it (mutators/reptile.ts), so no filter is needed here.
  growthLogs: {
    since(sqlite, userId, from, liveOnly, limit) {
      const rows = sqlite.prepare(
        `SELECT ${GROWTH_LOG_COLUMNS} FROM growth_logs WHERE user_id = ? AND version > ? ${liveOnly ? 'AND deleted = 0' : ''} ORDER BY version LIMIT ?`,
      ).all(userId, from, limit) as (Omit<SyncedRowOf<'growthLogs'>, 'deleted'> & { deleted: number })[];
      return rows.map(({ deleted, ...r }) => ({ ...r, deleted: deleted === 1 }));
    },
  },
};

/**
 * A generic log (shared/mutators/logs.ts): `date` is a column, the other entered fields are the
 * JSON object in `data`, written only by the log's mutators after the shared schema parsed them.
 */
function logReader<T extends LogTable>(table: T): TableReader<T> {
  const sql = LOG_KINDS[table].sqlTable;
  return {
    since(sqlite, userId, from, liveOnly, limit) {
      const rows = sqlite.prepare(
        `SELECT id, user_id AS userId, reptile_id AS reptileId, date, data, version, updated_at AS updatedAt, deleted FROM ${sql}
         WHERE user_id = ? AND version > ? ${liveOnly ? 'AND deleted = 0' : ''} ORDER BY version LIMIT ?`,
      ).all(userId, from, limit) as { id: string; userId: string; reptileId: string; date: string; data: string; version: number; updatedAt: number; deleted: number }[];
      return rows.map(({ data, deleted, ...r }) => ({ ...(JSON.parse(data) as object), ...r, deleted: deleted === 1 }) as SyncedRowOf<T>);
    },
  };
}

const FEEDER_COLUMNS = `id, user_id AS userId, name, type, weight_per_item_grams AS weightPerItemGrams, low_stock_threshold AS lowStockThreshold,
  quantity, version, updated_at AS updatedAt, deleted`;

const REMINDER_COLUMNS = `id, user_id AS userId, reptile_id AS reptileId, task_type AS taskType, description, repeat_kind AS repeatKind,
  repeat_every AS repeatEvery, due_date AS dueDate, anchor_day AS anchorDay, completed, completed_at AS completedAt, next_id AS nextId,
  version, updated_at AS updatedAt, deleted`;

type ReminderDbRow = Omit<SyncedRowOf<'reminders'>, 'deleted' | 'completed' | 'frequency'> & {
  deleted: number; completed: number; repeatKind: SyncedRowOf<'reminders'>['frequency']['kind']; repeatEvery: number | null;
};

const inventoryReaders: { [T in 'feeders' | 'reminders']: TableReader<T> } = {
  feeders: {
    since(sqlite, userId, from, liveOnly, limit) {
      const rows = sqlite.prepare(
        `SELECT ${FEEDER_COLUMNS} FROM feeders WHERE user_id = ? AND version > ? ${liveOnly ? 'AND deleted = 0' : ''} ORDER BY version LIMIT ?`,
      ).all(userId, from, limit) as (Omit<SyncedRowOf<'feeders'>, 'deleted'> & { deleted: number })[];
      return rows.map(({ deleted, ...r }) => ({ ...r, deleted: deleted === 1 }));
    },
  },
  // The clean-up job tombstones completed tasks 24 hours after completion (jobs/reminder-cleanup.ts).
  reminders: {
    since(sqlite, userId, from, liveOnly, limit) {
      const rows = sqlite.prepare(
        `SELECT ${REMINDER_COLUMNS} FROM reminders WHERE user_id = ? AND version > ? ${liveOnly ? 'AND deleted = 0' : ''} ORDER BY version LIMIT ?`,
      ).all(userId, from, limit) as ReminderDbRow[];
      return rows.map(({ deleted, completed, repeatKind, repeatEvery, ...r }) => ({
        ...r, frequency: frequencyOf(repeatKind, repeatEvery), completed: completed === 1, deleted: deleted === 1,
      }));
    },
  },
};

const readers: { [T in SyncedTable]: TableReader<T> } = {
  ...inventoryReaders,
  ...baseReaders,
  feedingLogs: logReader('feedingLogs'),
  sheddingLogs: logReader('sheddingLogs'),
  healthLogs: logReader('healthLogs'),
  breedingLogs: logReader('breedingLogs'),
  eventLogs: logReader('eventLogs'),
};

const emptyChanges = (): PullResponse['changes'] => ({ reptiles: [], growthLogs: [], feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [],
  feeders: [], reminders: [] });

/** The SQL table of every synced table (all hold tombstones), for the purge. */
export const TOMBSTONE_TABLES = Object.values({
  reptiles: 'reptiles', growthLogs: 'growth_logs', feeders: 'feeders', reminders: 'reminders', ...Object.fromEntries(LOG_TABLES.map((t) => [t, LOG_KINDS[t].sqlTable])) as Record<LogTable, string>,
} as const satisfies Record<SyncedTable, string>);

export function pullChanges(deps: SyncDeps, userId: string, body: unknown, pageSize = PULL_PAGE_SIZE): PullResponse {
  const req = parseBody(PullRequest, body);
  checkSchemaVersion(req.schemaVersion);
  const sqlite = deps.db.$client;
  // A read transaction: rows, lastMutationId and the counter come from one snapshot.
  return sqlite.transaction((): PullResponse => {
    const { lastMutationId } = clientState(deps.db, req.clientId, userId);
    const horizon = readNumber(sqlite, TOMBSTONE_HORIZON_KEY);
    const counter = currentVersion(sqlite);
    // Below the horizon the client may hold rows whose tombstones are gone; above the counter it
    // remembers a server that no longer exists (restored from a backup). Both start over.
    const reset = req.cookie > 0 && (req.cookie < horizon || req.cookie > counter);
    // A client with nothing (fresh, or reset) needs no tombstones: it cannot hold those rows.
    const full = req.cookie === 0 || reset;
    const from = full ? 0 : req.cookie;

    const candidates: { table: SyncedTable; row: SyncedRowOf<SyncedTable> }[] = [];
    for (const table of Object.keys(readers) as SyncedTable[]) {
      for (const row of readers[table].since(sqlite, userId, from, full, pageSize + 1)) candidates.push({ table, row });
    }
    candidates.sort((a, b) => a.row.version - b.row.version);
    const page = candidates.slice(0, pageSize);
    const hasMore = candidates.length > pageSize;
    const changes = emptyChanges();
    for (const c of page) (changes[c.table] as SyncedRowOf<SyncedTable>[]).push(c.row);
    // The last page moves the cookie to the counter: everything of this user up to it is in hand.
    const cookie = hasMore ? (page.at(-1)?.row.version ?? from) : Math.max(from, counter);
    const rejections = hasMore ? [] : (sqlite.prepare(
      `SELECT mutation_id AS mutationId, name, code, message, params, rejected_at AS rejectedAt FROM sync_rejections
       WHERE client_id = ? AND mutation_id > ? AND mutation_id <= ? ORDER BY mutation_id`,
    ).all(req.clientId, req.sinceMutationId, lastMutationId) as { mutationId: number; name: string; code: RejectionCode; message: string; params: string | null; rejectedAt: number }[])
      .map(({ params, ...r }) => (params === null ? r : { ...r, params: RejectionParams.parse(JSON.parse(params)) }));
    return { cookie, reset, hasMore, lastMutationId, rejections, changes };
  }).deferred();
}
