/**
 * What "export my records" writes. The export is generic over the synced tables: each table the
 * keeper owns is registered once in EXPORT_TABLES with the columns that leave the device (a
 * whitelist, so sync internals such as userId, version, updatedAt, deleted and the server photo
 * path never do) and how a row finds its reptile (for exporting one reptile). The `satisfies`
 * below makes a new synced table a type error until it is registered here.
 *
 * Measures stay in canonical units (grams, centimetres), whatever the keeper's display units:
 * an export is for keeping and re-importing, so it must not carry display rounding. The JSON says
 * so in `units`, and the column names (weightGrams, lengthCm) say so in the CSV.
 */
import type { SyncedRowOf, SyncedTable } from '../sync/protocol';
import type { CsvValue } from './csv';
import { manualTotalGrams } from './feeding';

interface ExportTable<T extends SyncedTable> {
  columns: readonly (keyof SyncedRowOf<T> & string)[];
  /**
   * The reptile a row belongs to; null for the keeper's own records (feeders, a reminder for the
   * whole room), which leave only with the whole export.
   */
  reptileIdOf: (row: SyncedRowOf<T>) => string | null;
}

export const EXPORT_TABLES = {
  reptiles: {
    columns: ['id', 'name', 'species', 'hatchDate', 'sex', 'weightGrams', 'lengthCm', 'notes'],
    reptileIdOf: (row) => row.id,
  },
  growthLogs: {
    columns: ['id', 'reptileId', 'date', 'weightGrams', 'lengthCm', 'notes'],
    reptileIdOf: (row) => row.reptileId,
  },
  feedingLogs: { columns: ['id', 'reptileId', 'date', 'source', 'outcome', 'notes'], reptileIdOf: (row) => row.reptileId },
  sheddingLogs: { columns: ['id', 'reptileId', 'date', 'complete', 'observations'], reptileIdOf: (row) => row.reptileId },
  healthLogs: { columns: ['id', 'reptileId', 'date', 'issue', 'severity', 'treatment', 'notes', 'status', 'resolvedDate'], reptileIdOf: (row) => row.reptileId },
  breedingLogs: { columns: ['id', 'reptileId', 'date', 'eventType', 'parent1', 'parent2', 'clutchId', 'outcomeCount', 'notes'], reptileIdOf: (row) => row.reptileId },
  eventLogs: { columns: ['id', 'reptileId', 'date', 'eventType', 'description'], reptileIdOf: (row) => row.reptileId },
  reminders: { columns: ['id', 'reptileId', 'taskType', 'description', 'frequency', 'dueDate', 'completed', 'completedAt'], reptileIdOf: (row) => row.reptileId ?? null },
  feeders: { columns: ['id', 'name', 'type', 'weightPerItemGrams', 'quantity', 'lowStockThreshold'], reptileIdOf: () => null },
} as const satisfies { [T in SyncedTable]: ExportTable<T> };

type Columns<T extends SyncedTable> = (typeof EXPORT_TABLES)[T]['columns'][number];
export type ExportedRow<T extends SyncedTable> = Pick<SyncedRowOf<T>, Extract<Columns<T>, keyof SyncedRowOf<T>>>;
export type ExportedTables = { [T in SyncedTable]: ExportedRow<T>[] };
export type LocalTables = { [T in SyncedTable]: readonly SyncedRowOf<T>[] };

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
  // Checked per table by the `satisfies` above; TypeScript cannot follow T through the union.
  const spec = EXPORT_TABLES[table] as unknown as ExportTable<T>;
  return rows
    .filter((row) => !row.deleted)
    .filter((row) => {
      const reptileId = spec.reptileIdOf(row);
      if (reptileId === null) return scope.kind === 'all';
      // A log of a reptile deleted on this device (its tombstone not yet pulled) has nothing to belong to.
      return (scope.kind === 'all' || reptileId === scope.reptileId) && liveReptiles.has(reptileId);
    })
    .map((row) => Object.fromEntries(spec.columns.map((c) => [c, row[c]])) as ExportedRow<T>);
}

/** The live rows in scope, each cut down to its exported columns. Tombstones never leave. */
export function selectExport(tables: LocalTables, scope: ExportScope): ExportedTables {
  const liveReptiles = new Set(tables.reptiles.filter((r) => !r.deleted).map((r) => r.id));
  const out: Partial<Record<SyncedTable, unknown[]>> = {};
  for (const table of Object.keys(EXPORT_TABLES) as SyncedTable[]) out[table] = exportRows(table, tables[table], scope, liveReptiles);
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

/** `herptrack-all-reptiles-2026-11-22.csv`, `herptrack-nagini-2026-11-22.json`. */
export function exportFileName(scope: ExportScope, today: string, extension: 'json' | 'csv'): string {
  const subject = scope.kind === 'all' ? 'all-reptiles' : slugify(scope.name);
  return `herptrack-${subject}-${today}.${extension}`;
}

/**
 * CSV: one file per table, because a spreadsheet has one header row. Nested values (a feeding's
 * source, a breeding parent) become flat columns a spreadsheet can sort and filter; the JSON keeps
 * them nested. Every log row also names its reptile, so a file read on its own still makes sense.
 */
export type CsvRow = Record<string, CsvValue>;

export interface CsvTable {
  table: SyncedTable;
  /** The file-name part after the subject: `herptrack-nagini-feedings-2026-11-22.csv`; null for reptiles. */
  fileSuffix: string | null;
  columns: readonly string[];
  rows: CsvRow[];
}

/** "2 × Mouse @ 12 g; 1 × Rat @ 40 g": grams, as stored, whatever the keeper's display unit. */
export const manualItemsText = (items: readonly { foodItem: string; count: number; sizePerItemGrams: number }[]): string =>
  items.map((i) => `${i.count} × ${i.foodItem} @ ${i.sizePerItemGrams} g`).join('; ');

export const FEEDING_CSV_COLUMNS = ['id', 'reptileId', 'reptileName', 'date', 'outcome', 'sourceKind', 'items', 'feederId', 'quantity', 'deductFromInventory', 'totalGrams', 'notes'] as const;

export function flattenFeeding(row: ExportedRow<'feedingLogs'>, reptileName: string | null): CsvRow {
  const s = row.source;
  const manual = s.kind === 'manual';
  return {
    id: row.id, reptileId: row.reptileId, reptileName, date: row.date, outcome: row.outcome, sourceKind: s.kind,
    items: manual ? manualItemsText(s.items) : null,
    feederId: manual ? null : s.feederId,
    quantity: manual ? s.items.reduce((n, i) => n + i.count, 0) : s.quantity,
    deductFromInventory: manual ? null : s.deductFromInventory,
    // Known only for a manual entry: an inventory feeder's size lives in the inventory, not the log.
    totalGrams: manual ? manualTotalGrams(s.items) : null,
    notes: row.notes,
  };
}

type ExportedParent = ExportedRow<'breedingLogs'>['parent1'];

/** A kept parent by its name on this device (null if it is no longer there), a typed one by its name. */
function parentColumns(parent: ExportedParent, names: ReadonlyMap<string, string>): [string | null, string | null] {
  if (parent == null) return [null, null];
  return 'reptileId' in parent ? [names.get(parent.reptileId) ?? null, parent.reptileId] : [parent.name, null];
}

export const BREEDING_CSV_COLUMNS = ['id', 'reptileId', 'reptileName', 'date', 'eventType', 'parent1', 'parent1ReptileId', 'parent2', 'parent2ReptileId', 'clutchId', 'outcomeCount', 'notes'] as const;

export function flattenBreeding(row: ExportedRow<'breedingLogs'>, names: ReadonlyMap<string, string>): CsvRow {
  const [parent1, parent1ReptileId] = parentColumns(row.parent1, names);
  const [parent2, parent2ReptileId] = parentColumns(row.parent2, names);
  return {
    id: row.id, reptileId: row.reptileId, reptileName: names.get(row.reptileId) ?? null, date: row.date, eventType: row.eventType,
    parent1, parent1ReptileId, parent2, parent2ReptileId, clutchId: row.clutchId, outcomeCount: row.outcomeCount, notes: row.notes,
  };
}

export const REMINDER_CSV_COLUMNS = ['id', 'reptileId', 'reptileName', 'taskType', 'description', 'frequencyKind', 'frequencyEvery', 'dueDate', 'completed', 'completedAt'] as const;

export function flattenReminder(row: ExportedRow<'reminders'>, names: ReadonlyMap<string, string>): CsvRow {
  const f = row.frequency;
  return {
    id: row.id, reptileId: row.reptileId ?? null, reptileName: row.reptileId ? (names.get(row.reptileId) ?? null) : null,
    taskType: row.taskType, description: row.description ?? null, frequencyKind: f.kind, frequencyEvery: f.kind === 'once' ? null : f.every,
    dueDate: row.dueDate, completed: row.completed,
    // An instant, written as ISO 8601 so a spreadsheet reads a time rather than a 13-digit number.
    completedAt: row.completedAt === null ? null : new Date(row.completedAt).toISOString(),
  };
}

/** Columns of a flat log: its exported columns with the reptile's name after its id. */
function withReptileName(columns: readonly string[]): string[] {
  const at = columns.indexOf('reptileId') + 1;
  return [...columns.slice(0, at), 'reptileName', ...columns.slice(at)];
}

function flatLog(table: 'growthLogs' | 'sheddingLogs' | 'healthLogs' | 'eventLogs', fileSuffix: string, rows: readonly (CsvRow & { reptileId: string })[], names: ReadonlyMap<string, string>): CsvTable {
  return {
    table, fileSuffix, columns: withReptileName(EXPORT_TABLES[table].columns),
    rows: rows.map((row) => ({ ...row, reptileName: names.get(row.reptileId) ?? null })),
  };
}

/**
 * The CSV files of an export: reptiles first, then each other table that has rows (an empty
 * table makes no file). `names` maps every live reptile on the device to its name, not only those
 * in scope, so a parent that is another of the keeper's reptiles is still named.
 */
export function toCsvTables(tables: ExportedTables, names: ReadonlyMap<string, string>): CsvTable[] {
  const all: CsvTable[] = [
    { table: 'reptiles', fileSuffix: null, columns: EXPORT_TABLES.reptiles.columns, rows: tables.reptiles as CsvRow[] },
    { table: 'feedingLogs', fileSuffix: 'feedings', columns: FEEDING_CSV_COLUMNS, rows: tables.feedingLogs.map((r) => flattenFeeding(r, names.get(r.reptileId) ?? null)) },
    flatLog('growthLogs', 'growth', tables.growthLogs, names),
    flatLog('sheddingLogs', 'sheds', tables.sheddingLogs, names),
    flatLog('healthLogs', 'health', tables.healthLogs, names),
    { table: 'breedingLogs', fileSuffix: 'breeding', columns: BREEDING_CSV_COLUMNS, rows: tables.breedingLogs.map((r) => flattenBreeding(r, names)) },
    flatLog('eventLogs', 'events', tables.eventLogs, names),
    { table: 'reminders', fileSuffix: 'reminders', columns: REMINDER_CSV_COLUMNS, rows: tables.reminders.map((r) => flattenReminder(r, names)) },
    { table: 'feeders', fileSuffix: 'feeders', columns: EXPORT_TABLES.feeders.columns, rows: tables.feeders as CsvRow[] },
  ];
  return all.filter((t) => t.table === 'reptiles' || t.rows.length > 0);
}

/** The names of the live reptiles on the device, for naming logs and kept parents. */
export const reptileNames = (reptiles: readonly { id: string; name: string; deleted: boolean }[]): Map<string, string> =>
  new Map(reptiles.filter((r) => !r.deleted).map((r) => [r.id, r.name]));

/** `herptrack-nagini-2026-11-22.csv` for the reptiles, `herptrack-nagini-feedings-2026-11-22.csv` for a log. */
export function csvFileName(scope: ExportScope, today: string, fileSuffix: string | null): string {
  const subject = scope.kind === 'all' ? 'all-reptiles' : slugify(scope.name);
  return `herptrack-${subject}${fileSuffix ? `-${fileSuffix}` : ''}-${today}.csv`;
}
