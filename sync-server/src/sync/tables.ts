/**
 * The server's view of the synced-table registry (shared/sync/tables.ts): each table's SQL name.
 * Pull, the tombstone purge and the per-user row limit iterate this, so a new synced table needs
 * no list here.
 */
import { SYNCED_TABLE_DEFS, SYNCED_TABLES, type SyncedTable } from '../../../shared/sync/tables';

export const sqlTableOf = (table: SyncedTable): string => SYNCED_TABLE_DEFS[table].sqlTable;

/** Every synced SQL table (all hold tombstones), for the purge. */
export const SYNCED_SQL_TABLES: readonly string[] = SYNCED_TABLES.map(sqlTableOf);
