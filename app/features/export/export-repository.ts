/**
 * Reads an export from the keeper's own database on this device, never from the network, so it
 * works offline and includes changes not yet synced (what the keeper sees is what they get).
 * All tables are read in one transaction, so a sync landing mid-export cannot mix states.
 */
import { EXPORT_TABLES, selectExport, toJsonExport, type ExportScope, type ExportedTables, type JsonExport, type LocalTables } from '../../../shared/rules/export';
import type { SyncedTable } from '../../../shared/sync/protocol';
import type { UserDb } from '../../lib/db';

export async function readExport(db: UserDb, scope: ExportScope): Promise<ExportedTables> {
  const names = Object.keys(EXPORT_TABLES) as SyncedTable[];
  const tables = await db.transaction('r', names.map((n) => db.synced(n)), async () => {
    const read: Partial<Record<SyncedTable, unknown>> = {};
    for (const name of names) read[name] = await db.synced(name).toArray();
    return read as LocalTables;
  });
  return selectExport(tables, scope);
}

export async function readJsonExport(db: UserDb, scope: ExportScope, now = new Date()): Promise<JsonExport> {
  return toJsonExport(await readExport(db, scope), now);
}
