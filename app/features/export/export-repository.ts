/**
 * Reads an export from the keeper's own database on this device, never from the network, so it
 * works offline and includes changes not yet synced (what the keeper sees is what they get).
 * All tables are read in one transaction, so a sync landing mid-export cannot mix states. Rows of
 * a shared collection leave only when the keeper's role there allows export (keepers and the
 * owner: shared/spaces/roles.ts); a sitter's or a viewer's export holds their own animals only.
 */
import { feederRefs, reptileNames, selectExport, toCsvTables, toJsonExport, type CsvTable, type ExportScope, type ExportedTables, type JsonExport, type LocalTables } from '../../../shared/rules/export';
import { SYNCED_TABLES, type SyncedTable } from '../../../shared/sync/tables';
import { todayIn } from '../../../shared/rules/calendar-date';
import { canDo } from '../../../shared/spaces/roles';
import type { SpacesMeta, UserDb } from '../../lib/db';

async function readTables(db: UserDb): Promise<LocalTables> {
  return db.transaction('r', [db.meta, ...SYNCED_TABLES.map((t) => db.synced(t))], async () => {
    const spaces = ((await db.meta.get('spaces')) as SpacesMeta | undefined)?.list ?? [];
    const today = todayIn();
    const exportable = new Set([db.userId, ...spaces.filter((s) => canDo({ role: s.role, until: s.until }, 'space.export', today)).map((s) => s.id)]);
    const read: Partial<Record<SyncedTable, unknown>> = {};
    for (const table of SYNCED_TABLES) read[table] = (await db.synced(table).toArray()).filter((r) => exportable.has(r.userId));
    return read as LocalTables;
  });
}

export async function readExport(db: UserDb, scope: ExportScope): Promise<ExportedTables> {
  return selectExport(await readTables(db), scope);
}

export async function readJsonExport(db: UserDb, scope: ExportScope, now = new Date()): Promise<JsonExport> {
  return toJsonExport(await readExport(db, scope), now);
}

/**
 * One table per CSV file; logs name their reptile and kept parents from every live reptile here,
 * and feedings their inventory feeder from every live feeder.
 */
export async function readCsvExport(db: UserDb, scope: ExportScope): Promise<CsvTable[]> {
  const tables = await readTables(db);
  return toCsvTables(selectExport(tables, scope), reptileNames(tables.reptiles), feederRefs(tables.feeders));
}
