/**
 * A spreadsheet import as one offline change (`sheetImport.create.v1`, issue 30): the sheet's
 * cells as the keeper confirmed them (their fixes in, the rows they skipped and the rows already
 * in HerpTrack out), how its columns are read, the day/month order, and which animal each name
 * in it is: one of the keeper's own (by id) or a new one (the id the device chose). Both sides
 * make the records from it with the same reader (shared/sheet-import), so the change carries
 * cells, not thousands of records: 10,000 rows of a log sheet fit in one push. The server applies
 * it whole or refuses it whole (docs/decisions/0037-records-in-and-out.md).
 */
import { z } from 'zod';
import { RowId } from './common';
import { animalKey, IMPORT_ROLES, LENGTH_UNITS, UNITS_OF, WEIGHT_UNITS } from '../sheet-import/columns';

/** Rows of one import: a keeper's whole feeding spreadsheet of years, within one push (MAX_PUSH_BYTES). */
export const SHEET_IMPORT_MAX_ROWS = 20_000;
/** Logs one row may give (a feeding, a weighing, a shed, a health entry, an event), with room to spare: record ids are spaced by it. */
export const SHEET_LOGS_PER_ROW = 8;
/** Columns of a sheet that are read. */
export const SHEET_IMPORT_MAX_COLUMNS = 60;
/** New and matched animals of one import. */
export const SHEET_IMPORT_MAX_ANIMALS = 2_000;

const Cell = z.string().max(5000, 'errors.importCellTooLong');

export const SheetImportColumn = z.object({
  role: z.enum(IMPORT_ROLES, { error: 'errors.importColumnInvalid' }),
  unit: z.enum([...WEIGHT_UNITS, ...LENGTH_UNITS], { error: 'errors.importColumnInvalid' }).nullable(),
}).refine((c) => (UNITS_OF[c.role] ? c.unit !== null && UNITS_OF[c.role]!.includes(c.unit) : c.unit === null), 'errors.importColumnInvalid');

export const SheetImportAnimal = z.object({
  name: z.string().trim().min(1, 'errors.importAnimalInvalid').max(100, 'errors.importAnimalInvalid'),
  reptileId: RowId,
  /** One of the keeper's own animals (its logs are added to it); false: created by this import. */
  existing: z.boolean(),
});

export const SheetImportCreateArgs = z.object({
  id: RowId,
  fileName: z.string().trim().min(1, 'errors.importFileName').max(200, 'errors.importFileName'),
  headers: z.array(z.string().max(200, 'errors.importCellTooLong')).min(1).max(SHEET_IMPORT_MAX_COLUMNS, 'errors.importTooManyColumns'),
  columns: z.array(SheetImportColumn).min(1).max(SHEET_IMPORT_MAX_COLUMNS, 'errors.importTooManyColumns'),
  dateOrder: z.enum(['dmy', 'mdy'], { error: 'errors.importColumnInvalid' }),
  rows: z.array(z.object({
    line: z.number().int().min(2).max(10_000_000),
    cells: z.array(Cell).max(SHEET_IMPORT_MAX_COLUMNS, 'errors.importTooManyColumns'),
    /** The row's logs already in HerpTrack (by their order in the row), left out. */
    skip: z.array(z.number().int().min(0).max(SHEET_LOGS_PER_ROW - 1)).max(SHEET_LOGS_PER_ROW).optional(),
  })).min(1, 'errors.importNothing').max(SHEET_IMPORT_MAX_ROWS, 'errors.importTooManyRows'),
  animals: z.array(SheetImportAnimal).max(SHEET_IMPORT_MAX_ANIMALS, 'errors.importTooManyAnimals'),
}).superRefine((v, ctx) => {
  if (v.columns.length !== v.headers.length) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'errors.importColumnInvalid' });
  const lines = new Set<number>();
  v.rows.forEach((r, i) => {
    if (lines.has(r.line)) ctx.addIssue({ code: 'custom', path: ['rows', i, 'line'], message: 'errors.importRowTwice' });
    lines.add(r.line);
  });
  const ids = new Set<string>();
  const names = new Set<string>();
  v.animals.forEach((a, i) => {
    if (ids.has(a.reptileId) || names.has(animalKey(a.name))) ctx.addIssue({ code: 'custom', path: ['animals', i], message: 'errors.importAnimalInvalid' });
    ids.add(a.reptileId);
    names.add(animalKey(a.name));
  });
});
export type SheetImportCreateArgs = z.output<typeof SheetImportCreateArgs>;
