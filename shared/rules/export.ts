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

interface ExportTable<T extends SyncedTable> {
  columns: readonly (keyof SyncedRowOf<T> & string)[];
  /** The reptile a row belongs to; logs will answer with their reptileId. */
  reptileIdOf: (row: SyncedRowOf<T>) => string;
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
    .filter((row) => !row.deleted && (scope.kind === 'all' || spec.reptileIdOf(row) === scope.reptileId))
    // A log of a reptile deleted on this device (its tombstone not yet pulled) has nothing to belong to.
    .filter((row) => liveReptiles.has(spec.reptileIdOf(row)))
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
