/**
 * The server's view of the synced-table registry: each table's SQL name. Pull, the tombstone
 * purge and the per-user row limit iterate this, so a new synced table needs no list here.
 */
import { LOG_KINDS, LOG_TABLES, type LogTable } from '../../../shared/mutators/logs';
import { SYNCED_TABLES, type SyncedTable } from '../../../shared/sync/protocol';

const SQL_TABLES: Record<SyncedTable, string> = {
  reptiles: 'reptiles', growthLogs: 'growth_logs', feeders: 'feeders', reminders: 'reminders',
  ...(Object.fromEntries(LOG_TABLES.map((t) => [t, LOG_KINDS[t].sqlTable])) as Record<LogTable, string>),
};

export const sqlTableOf = (table: SyncedTable): string => SQL_TABLES[table];

/** Every synced SQL table (all hold tombstones), for the purge. */
export const SYNCED_SQL_TABLES: readonly string[] = SYNCED_TABLES.map(sqlTableOf);
