/**
 * What an import of a read sheet would write now, against what the keeper already has (issue 30):
 * each row ready, with a problem, skipped by the keeper, already in HerpTrack, or repeated in the
 * file; the animals it creates and the ones it adds to; and the change to send. An animal is
 * matched by name (animalKey) among the keeper's own; a log is already here when the animal has
 * one of the same kind on the same day saying the same (the same food, count and size and
 * outcome; the same weight and length; the same issue...), so importing a file a second time
 * adds nothing, and a row whose meal is here but whose weighing is new sends the weighing only.
 * Pure: the screen previews with it and the tests table it.
 */
import type { SheetImportCreateArgs } from '../schemas/sheet-import';
import { animalKey, type ImportColumn } from './columns';
import type { DraftKind, SheetProblem, SheetRead } from './rows';
import type { DateOrder } from '../tabular/dates';
import type { CsvTable } from '../tabular/table';

export type RowStatus = 'ready' | 'problem' | 'skipped' | 'here' | 'repeated';

export interface LocalAnimal {
  id: string;
  name: string;
}

const fold = (text: unknown) => (typeof text === 'string' ? text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en') : '');
const num = (n: unknown) => (typeof n === 'number' ? String(Math.round(n * 100) / 100) : '');

/**
 * A log's identity for "already here": its animal, kind, day and what it says. Notes do not
 * count (a note added since does not make the meal another meal).
 */
export function logFingerprint(animal: string, kind: DraftKind, fields: Readonly<Record<string, unknown>>): string {
  const date = String(fields.date ?? '');
  let what = '';
  switch (kind) {
    case 'feedingLog': {
      const source = fields.source as { kind?: string; items?: { foodItem: string; count: number; sizePerItemGrams: number }[] } | undefined;
      const item = source?.items?.[0];
      what = [fields.outcome, fold(item?.foodItem), item?.count ?? '', num(item?.sizePerItemGrams)].join('|');
      break;
    }
    case 'growthLog': what = [num(fields.weightGrams), num(fields.lengthCm)].join('|'); break;
    case 'sheddingLog': what = String(fields.complete ?? ''); break;
    case 'healthLog': what = fold(fields.issue); break;
    case 'eventLog': what = [fields.eventType, fold(fields.description)].join('|'); break;
  }
  return [animalKey(animal), kind, date, what].join('\u241F');
}

export interface SheetPlan {
  status: Map<number, RowStatus>;
  /** Problems the plan adds to a row's own (an animal it cannot find or create). */
  problems: Map<number, SheetProblem[]>;
  /** For a ready row some of whose logs are already here: the indices of those, left out. */
  skipLogs: Map<number, number[]>;
  counts: Record<RowStatus, number>;
  /** The new animals, by name as first written, in file order. */
  newAnimals: string[];
  /** The keeper's animals the import adds logs to. */
  matched: LocalAnimal[];
  /** Logs the import writes. */
  logs: number;
}

export interface PlanOptions {
  /** The keeper's own animals (kept, not given to another keeper). */
  animals: readonly LocalAnimal[];
  /** Fingerprints of the logs the keeper's animals already have (logFingerprint, by the animal's name). */
  existing: ReadonlySet<string>;
  /** Lines the keeper chose to leave out. */
  skipped: ReadonlySet<number>;
}

export function planSheet(read: SheetRead, options: PlanOptions): SheetPlan {
  const own = new Map(options.animals.map((a) => [animalKey(a.name), a]));
  const status = new Map<number, RowStatus>();
  const problems = new Map<number, SheetProblem[]>();
  const skipLogs = new Map<number, number[]>();
  const seen = new Set<string>();
  const wanted = new Map<number, number>();
  for (const row of read.rows) {
    if (options.skipped.has(row.line)) { status.set(row.line, 'skipped'); continue; }
    const key = row.animal === null ? null : animalKey(row.animal);
    if (row.problems.length > 0 || key === null) { status.set(row.line, 'problem'); continue; }
    const mine = own.get(key);
    if (read.kind === 'animals') {
      status.set(row.line, mine ? 'here' : seen.has(key) ? 'repeated' : 'ready');
      seen.add(key);
      continue;
    }
    // Each log on its own: a row whose meal is here but whose weighing is new sends the weighing only.
    // Only the keeper's own animals have logs here already.
    const here = (p: string) => mine !== undefined && options.existing.has(p);
    const prints = row.logs.map((l) => logFingerprint(row.animal ?? '', l.kind, l.fields));
    const fresh = prints.map((p, k) => (here(p) || seen.has(p) ? -1 : k)).filter((k) => k >= 0);
    for (const p of prints) seen.add(p);
    if (fresh.length === 0) {
      status.set(row.line, prints.every(here) ? 'here' : 'repeated');
      continue;
    }
    if (fresh.length < prints.length) skipLogs.set(row.line, prints.map((_, k) => k).filter((k) => !fresh.includes(k)));
    wanted.set(row.line, fresh.length);
    status.set(row.line, 'ready');
  }
  // A new animal is made from the first row sent for it that gives its profile (its species): an
  // animal none of whose sent rows does (that row skipped, or with a problem) cannot be created,
  // and its rows say so.
  const profiled = new Set<string>();
  for (const row of read.rows) {
    if (status.get(row.line) === 'ready' && row.animal !== null && row.profile && row.profile.species !== '') profiled.add(animalKey(row.animal));
  }
  const newAnimals = new Map<string, string>();
  const matched = new Map<string, LocalAnimal>();
  let logs = 0;
  for (const row of read.rows) {
    if (status.get(row.line) !== 'ready' || row.animal === null) continue;
    const key = animalKey(row.animal);
    const mine = own.get(key);
    if (mine) matched.set(key, mine);
    else if (profiled.has(key)) { if (!newAnimals.has(key)) newAnimals.set(key, row.animal); }
    else {
      status.set(row.line, 'problem');
      skipLogs.delete(row.line);
      problems.set(row.line, [{ column: null, key: read.kind === 'logs' ? 'problems.animalUnknown' : 'problems.speciesMissing', params: { name: row.animal } }]);
      continue;
    }
    logs += wanted.get(row.line) ?? 0;
  }
  const counts: Record<RowStatus, number> = { ready: 0, problem: 0, skipped: 0, here: 0, repeated: 0 };
  for (const s of status.values()) counts[s] += 1;
  return { status, problems, skipLogs, counts, newAnimals: [...newAnimals.values()], matched: [...matched.values()], logs };
}

export interface ImportSource {
  fileName: string;
  table: CsvTable;
  columns: readonly ImportColumn[];
  dateOrder: DateOrder;
}

/**
 * The change that imports the plan's ready rows: their cells as the keeper left them, and every
 * animal they name (the keeper's by id, each new one with an id from `newId`).
 */
export function sheetImportArgs(id: string, source: ImportSource, plan: SheetPlan, newId: () => string): SheetImportCreateArgs {
  return {
    id,
    fileName: source.fileName.slice(0, 200) || 'sheet',
    headers: source.table.headers.map((h) => h.slice(0, 200)),
    columns: [...source.columns],
    dateOrder: source.dateOrder,
    rows: source.table.rows.filter((r) => plan.status.get(r.line) === 'ready').map((r) => {
      const skip = plan.skipLogs.get(r.line);
      return { line: r.line, cells: r.cells.slice(0, source.table.headers.length), ...(skip ? { skip } : {}) };
    }),
    animals: [
      ...plan.matched.map((a) => ({ name: a.name, reptileId: a.id, existing: true })),
      ...plan.newAnimals.map((name) => ({ name, reptileId: newId(), existing: false })),
    ],
  };
}
