/**
 * The records a spreadsheet import writes (issue 30), made from the change itself by both the
 * device's and the server's mutator: every row read again (rows.ts) with the columns and the
 * day/month order the keeper confirmed, each animal named resolved by the change's own list, and
 * each log given an id that follows from the import's id and the row's line, so the device and
 * the server make the same rows with the same ids. A row with any problem makes the whole import
 * fail (the screen never sends one): the server refuses it whole.
 */
import type { z } from 'zod';
import type { ReptileCreateArgs } from '../schemas/reptile';
import type { OcrLog } from '../schemas/ocr-import';
import { SHEET_LOGS_PER_ROW, type SheetImportCreateArgs } from '../schemas/sheet-import';
import { animalKey } from './columns';
import { readSheet, type SheetProblem } from './rows';

export interface SheetRecords {
  reptiles: z.output<typeof ReptileCreateArgs>[];
  logs: OcrLog[];
  /** Problems with their line; any makes the import fail whole. */
  problems: (SheetProblem & { line: number })[];
}


/**
 * The id of the import's `n`-th record: the import's id with its last 12 hex digits replaced by
 * `n` (its version and variant stay, so it is a valid UUID). Two imports' ids share their first
 * 80 bits only if they were made in the same millisecond with the same 26 random bits.
 */
export function importRecordId(importId: string, n: number): string {
  return `${importId.slice(0, 24)}${n.toString(16).padStart(12, '0')}`;
}

export function sheetRecords(args: SheetImportCreateArgs): SheetRecords {
  const read = readSheet({ headers: args.headers, rows: args.rows, separator: ',' }, args.columns, { dateOrder: args.dateOrder });
  const problems: SheetRecords['problems'] = read.fileProblems.map((p) => ({ ...p, line: 1 }));
  const animals = new Map(args.animals.map((a) => [animalKey(a.name), a]));
  const reptiles = new Map<string, z.output<typeof ReptileCreateArgs>>();
  const logs: OcrLog[] = [];
  const skips = new Map(args.rows.map((r) => [r.line, new Set(r.skip ?? [])]));
  for (const row of read.rows) {
    problems.push(...row.problems.map((p) => ({ ...p, line: row.line })));
    const animal = row.animal === null ? undefined : animals.get(animalKey(row.animal));
    if (!animal) {
      if (row.animal !== null) problems.push({ line: row.line, column: null, key: 'problems.animalUnknown', params: { name: row.animal } });
      continue;
    }
    if (!animal.existing && row.profile && !reptiles.has(animal.reptileId)) {
      reptiles.set(animal.reptileId, { ...row.profile, name: animal.name, id: animal.reptileId } as z.output<typeof ReptileCreateArgs>);
    }
    row.logs.forEach((draft, k) => {
      if (skips.get(row.line)?.has(k)) return;
      const log = { ...draft.fields, id: importRecordId(args.id, row.line * SHEET_LOGS_PER_ROW + k), reptileId: animal.reptileId };
      logs.push({ kind: draft.kind, args: log } as OcrLog);
    });
  }
  for (const a of args.animals) {
    if (!a.existing && !reptiles.has(a.reptileId)) problems.push({ line: 1, column: null, key: 'problems.animalWithoutProfile', params: { name: a.name } });
  }
  return { reptiles: [...reptiles.values()], logs, problems };
}
