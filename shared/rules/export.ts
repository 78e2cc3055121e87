/**
 * What "export my records" writes. The export is generic over the synced tables: each table's
 * entry in the registry (shared/sync/tables.ts, `export`) names the columns that leave the device
 * (a whitelist, so sync internals such as userId, version, updatedAt, deleted and the server photo
 * path never do) and how a row finds its reptile (for exporting one reptile); its CSV file is
 * CSV_FILES below.
 *
 * Measures stay in canonical units (grams, centimetres), whatever the keeper's display units:
 * an export is for keeping and re-importing, so it must not carry display rounding. The JSON says
 * so in `units`, and the column names (weightGrams, lengthCm) say so in the CSV.
 */
import { SYNCED_TABLE_DEFS, SYNCED_TABLES, type SyncedRowOf, type SyncedTable, type TableExport } from '../sync/tables';
import { BREEDING_CSV_COLUMNS, FEEDING_CSV_COLUMNS, REMINDER_CSV_COLUMNS, REPTILE_CSV_COLUMNS, flattenBreeding, flattenFeeding, flattenReminder, flattenReptile, type CsvRow } from './export-csv';
import type { FeederRef } from './feeding';

type ExportOf<T extends SyncedTable> = (typeof SYNCED_TABLE_DEFS)[T]['export'];
type Columns<T extends SyncedTable> = ExportOf<T>['columns'][number];
export type ExportedRow<T extends SyncedTable> = Pick<SyncedRowOf<T>, Extract<Columns<T>, keyof SyncedRowOf<T>>>;
export type ExportedTables = { [T in SyncedTable]: ExportedRow<T>[] };
export type LocalTables = { [T in SyncedTable]: readonly SyncedRowOf<T>[] };

/** A table's export part, as generic code sees it: TypeScript cannot follow one T through the union. */
const exportOf = <T extends SyncedTable>(table: T) => SYNCED_TABLE_DEFS[table].export as unknown as TableExport<ExportedRow<T>, keyof ExportedRow<T> & string>;

/** The columns a table exports (the CSV of a table without flat cells adds its reptile's name). */
export const exportColumns = <T extends SyncedTable>(table: T): readonly (keyof ExportedRow<T> & string)[] => exportOf(table).columns;

/** A table's CSV file: the file-name part and, for rows with nested values, their flat cells. */
interface CsvFile<Row> {
  /** The file-name part after the subject (`herptrack-nagini-feedings-…`); null: the subject's own file, written even when empty. */
  file: string | null;
  /** Flat cells for rows with nested values; without it, the columns above with the reptile's name after its id. */
  flat?: { columns: readonly string[]; row: (row: Row, reptileNames: ReadonlyMap<string, string>, feeders: ReadonlyMap<string, FeederRef>) => CsvRow };
}

/** Every synced table's CSV file, in the registry's order of files (a missing table is a type error). */
const CSV_FILES: { [T in SyncedTable]: CsvFile<ExportedRow<T>> } = {
  reptiles: { file: null, flat: { columns: REPTILE_CSV_COLUMNS, row: (row) => flattenReptile(row) } },
  feedingLogs: { file: 'feedings', flat: { columns: FEEDING_CSV_COLUMNS, row: (row, names, feeders) => flattenFeeding(row, names.get(row.reptileId) ?? null, feeders) } },
  growthLogs: { file: 'growth' },
  sheddingLogs: { file: 'sheds' },
  healthLogs: { file: 'health' },
  breedingLogs: { file: 'breeding', flat: { columns: BREEDING_CSV_COLUMNS, row: flattenBreeding } },
  eventLogs: { file: 'events' },
  reminders: { file: 'reminders', flat: { columns: REMINDER_CSV_COLUMNS, row: flattenReminder } },
  feeders: { file: 'feeders' },
  collections: { file: 'collections' },
  achievements: { file: 'achievements' },
  coinEntries: { file: 'repticoins' },
  wallets: { file: 'plan' },
  ocrImports: { file: 'ocr-imports' },
  insights: { file: 'insights' },
  transfers: { file: 'sales' },
  racks: { file: 'racks' },
  enclosures: { file: 'enclosures' },
  placements: { file: 'moves' },
  readings: { file: 'readings' },
  equipment: { file: 'equipment' },
  upkeep: { file: 'cleaning' },
  careModes: { file: 'care-modes' },
  medCourses: { file: 'medication' },
  waitlist: { file: 'waitlist' },
  sales: { file: 'sales' },
  salePayments: { file: 'sale-payments' },
};

export const EXPORT_FORMAT_VERSION = 1;

export interface JsonExport extends ExportedTables {
  app: 'HerpTrack';
  version: typeof EXPORT_FORMAT_VERSION;
  /** ISO 8601 instant of the export. */
  exportedAt: string;
  units: { weight: 'g'; length: 'cm' };
}

/** Whole export or one reptile's records. */
export type ExportScope = { kind: 'all' } | { kind: 'reptile'; reptileId: string; name: string };

function exportRows<T extends SyncedTable>(table: T, rows: readonly SyncedRowOf<T>[], scope: ExportScope, liveReptiles: ReadonlySet<string>): ExportedRow<T>[] {
  const spec = exportOf(table);
  return rows
    .filter((row) => !row.deleted)
    .filter((row) => {
      const reptileId = spec.reptileIdOf(row as ExportedRow<T>);
      if (reptileId === null) return scope.kind === 'all';
      // A log of a reptile deleted on this device (its tombstone not yet pulled) has nothing to belong to.
      return (scope.kind === 'all' || reptileId === scope.reptileId) && liveReptiles.has(reptileId);
    })
    .map((row) => Object.fromEntries(spec.columns.map((c) => [c, (row as ExportedRow<T>)[c]])) as ExportedRow<T>);
}

/** The live rows in scope, each cut down to its exported columns. Tombstones never leave. */
export function selectExport(tables: LocalTables, scope: ExportScope): ExportedTables {
  const liveReptiles = new Set(tables.reptiles.filter((r) => !r.deleted).map((r) => r.id));
  const out: Partial<Record<SyncedTable, unknown[]>> = {};
  for (const table of SYNCED_TABLES) out[table] = exportRows(table, tables[table], scope, liveReptiles);
  return out as ExportedTables;
}

export function toJsonExport(tables: ExportedTables, exportedAt: Date): JsonExport {
  return { app: 'HerpTrack', version: EXPORT_FORMAT_VERSION, exportedAt: exportedAt.toISOString(), units: { weight: 'g', length: 'cm' }, ...tables };
}

/** A file-name part from a reptile's name: letters of any script kept as typed (й stays
 * й: a Cyrillic name must not lose its letters), everything else a dash. */
export function slugify(name: string): string {
  const slug = name.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, 60).replace(/-+$/, '') || 'reptile';
}

/** `herptrack-all-reptiles-2026-11-22.zip` (the CSV files), `herptrack-nagini-2026-11-22.json`. */
export function exportFileName(scope: ExportScope, today: string, extension: 'json' | 'zip'): string {
  const subject = scope.kind === 'all' ? 'all-reptiles' : slugify(scope.name);
  return `herptrack-${subject}-${today}.${extension}`;
}

/** CSV: one file per table, because a spreadsheet has one header row (see export-csv.ts). */
export interface CsvTable {
  table: SyncedTable;
  /** The file-name part after the subject: `herptrack-nagini-feedings-2026-11-22.csv`; null for reptiles. */
  fileSuffix: string | null;
  columns: readonly string[];
  rows: CsvRow[];
}

/** Columns of a plain table: its exported columns, with the reptile's name after its id when it has one. */
function withReptileName(columns: readonly string[]): readonly string[] {
  const at = columns.indexOf('reptileId') + 1;
  return at === 0 ? columns : [...columns.slice(0, at), 'reptileName', ...columns.slice(at)];
}

function csvTable<T extends SyncedTable>(table: T, rows: readonly ExportedRow<T>[], names: ReadonlyMap<string, string>, feeders: ReadonlyMap<string, FeederRef>): CsvTable {
  const { columns } = exportOf(table);
  const { file, flat } = CSV_FILES[table] as CsvFile<ExportedRow<T>>;
  if (flat) return { table, fileSuffix: file, columns: flat.columns, rows: rows.map((row) => flat.row(row, names, feeders)) };
  const named = (row: CsvRow): CsvRow => (typeof row.reptileId === 'string' ? { ...row, reptileName: names.get(row.reptileId) ?? null } : row);
  return { table, fileSuffix: file, columns: withReptileName(columns), rows: rows.map((row) => named(row as CsvRow)) };
}

/**
 * The CSV files of an export, in registry order: the reptiles' own file always, each other table
 * only when it has rows. `names` maps every live reptile on the device to its name, not only
 * those in scope, so a parent that is another of the keeper's reptiles is still named; `feeders`
 * likewise holds every live feeder, which one reptile's export does not carry, so its feedings
 * from the inventory are still named with their size.
 */
export function toCsvTables(tables: ExportedTables, names: ReadonlyMap<string, string>, feeders: ReadonlyMap<string, FeederRef>): CsvTable[] {
  const fileOf = <T extends SyncedTable>(table: T) => csvTable(table, tables[table], names, feeders);
  return SYNCED_TABLES.map(fileOf).filter((t) => t.fileSuffix === null || t.rows.length > 0);
}

/** The names of the live reptiles on the device, for naming logs and kept parents. */
export const reptileNames = (reptiles: readonly { id: string; name: string; deleted: boolean }[]): Map<string, string> =>
  new Map(reptiles.filter((r) => !r.deleted).map((r) => [r.id, r.name]));

/** The live feeders on the device, for naming feedings from the inventory. */
export const feederRefs = (feeders: readonly (FeederRef & { id: string; deleted: boolean })[]): Map<string, FeederRef> =>
  new Map(feeders.filter((f) => !f.deleted).map((f) => [f.id, { name: f.name, weightPerItemGrams: f.weightPerItemGrams }]));

/** `herptrack-nagini-2026-11-22.csv` for the reptiles, `herptrack-nagini-feedings-2026-11-22.csv` for a log. */
export function csvFileName(scope: ExportScope, today: string, fileSuffix: string | null): string {
  const subject = scope.kind === 'all' ? 'all-reptiles' : slugify(scope.name);
  return `herptrack-${subject}${fileSuffix ? `-${fileSuffix}` : ''}-${today}.csv`;
}
