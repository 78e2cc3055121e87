/**
 * HerpTrack's own JSON export (shared/rules/export.ts `toJsonExport`) as the sheets its CSV export
 * would have written: the import reads both the same way, animals first, one sheet per kind of
 * record it imports. Null for any other JSON.
 */
import { feederRefs, reptileNames, toCsvTables, type ExportedTables } from '../rules/export';
import { toCsv } from '../rules/csv';
import { SYNCED_TABLES, type SyncedTable } from '../sync/tables';
import { readCsvTable, type CsvTable } from '../tabular/table';

/** The kinds of record a spreadsheet import makes (decision 0037: not breeding logs, not reminders). */
export const IMPORTED_TABLES: readonly SyncedTable[] = ['reptiles', 'feedingLogs', 'growthLogs', 'sheddingLogs', 'healthLogs', 'eventLogs'];

export function sheetsOfJsonExport(data: unknown): { name: string; table: CsvTable }[] | null {
  if (typeof data !== 'object' || data === null || (data as { app?: unknown }).app !== 'HerpTrack') return null;
  const source = data as Record<string, unknown>;
  const tables = Object.fromEntries(SYNCED_TABLES.map((t) => [t, Array.isArray(source[t]) ? source[t] : []])) as unknown as ExportedTables;
  const live = <T extends object>(rows: readonly T[]) => rows.map((r) => ({ ...r, deleted: false }));
  const files = toCsvTables(tables, reptileNames(live(tables.reptiles)), feederRefs(live(tables.feeders)));
  return files.filter((f) => IMPORTED_TABLES.includes(f.table) && (f.table === 'reptiles' ? f.rows.length > 0 : true))
    .map((f) => ({ name: f.fileSuffix ?? 'reptiles', table: readCsvTable(toCsv(f.rows, f.columns)) }));
}
