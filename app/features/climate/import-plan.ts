/**
 * What an import of a parsed file would write: the lines without problems, less the lines the
 * keeper skipped, the moments the enclosure already has and the moments the file repeats, cut to
 * one import's limit. Lines with problems keep the import shut until each is skipped (or fixed).
 * A file longer than one mutation holds is still imported in one step: its readings travel as
 * several `reading.import.v1` mutations written in one local transaction (`importChunks`). Past
 * MAX_FILE_READINGS the keeper wants the newest readings, so the newest are kept by default;
 * importing the file again brings the older ones, since what is already here is skipped.
 */
import type { ParsedReading } from '../../../shared/enclosures/reading-csv';
import { MAX_IMPORT_READINGS } from '../../../shared/schemas/climate';
import type { ReadingInput } from './readings-repository';

/**
 * Readings one import of a file takes: 31 days of a reading every minute (12 mutations). All of
 * them are written in one IndexedDB transaction; measured with fake-indexeddb (the app tests),
 * a week (10,080) takes about 1 s and a month about 12 s, while two months took over a minute,
 * growing faster than the count: a longer file is cut, and the rest imported again.
 */
export const MAX_FILE_READINGS = 31 * 24 * 60;

export type ImportPick = 'newest' | 'oldest';

/** What becomes of a line: imported, a problem that shuts the import, skipped by the keeper, already here, a repeat of the file, or past the limit. */
export type LineStatus = 'ready' | 'problem' | 'skipped' | 'here' | 'repeated' | 'leftOut';

export interface ImportPlan {
  /** Oldest first. */
  readings: ReadingInput[];
  /** Lines with problems not skipped: the import stays shut while there is one. */
  withProblems: number;
  /** Lines the keeper skipped (with problems or not). */
  skipped: number;
  alreadyHere: number;
  repeated: number;
  /** Readings past the limit, left for another import (0: none). */
  leftOver: number;
  /** Readings that would be imported without the limit. */
  wanted: number;
  /** Each line's outcome, by its line number in the file. */
  status: ReadonlyMap<number, LineStatus>;
}

export interface PlanOptions {
  pick?: ImportPick;
  /** Line numbers the keeper skipped. */
  skipped?: ReadonlySet<number>;
  /** Readings at most (tests use a small one). */
  max?: number;
}

export function importPlan(rows: readonly ParsedReading[], existing: ReadonlySet<number>, options: PlanOptions = {}): ImportPlan {
  const { pick = 'newest', skipped = new Set<number>(), max = MAX_FILE_READINGS } = options;
  const status = new Map<number, LineStatus>();
  const seen = new Set<number>();
  let withProblems = 0;
  let skippedLines = 0;
  let alreadyHere = 0;
  let repeated = 0;
  const wanted: { line: number; reading: ReadingInput }[] = [];
  for (const row of rows) {
    if (skipped.has(row.line)) {
      skippedLines += 1;
      status.set(row.line, 'skipped');
    } else if (row.problems.length > 0 || row.at === null) {
      withProblems += 1;
      status.set(row.line, 'problem');
    } else if (existing.has(row.at)) {
      alreadyHere += 1;
      status.set(row.line, 'here');
    } else if (seen.has(row.at)) {
      repeated += 1;
      status.set(row.line, 'repeated');
    } else {
      seen.add(row.at);
      wanted.push({ line: row.line, reading: { at: row.at, ...row.values } });
      status.set(row.line, 'ready');
    }
  }
  wanted.sort((a, b) => a.reading.at - b.reading.at);
  const leftOver = Math.max(0, wanted.length - max);
  const kept = leftOver === 0 ? wanted : pick === 'newest' ? wanted.slice(leftOver) : wanted.slice(0, max);
  const left = pick === 'newest' ? wanted.slice(0, leftOver) : wanted.slice(max);
  for (const w of left) status.set(w.line, 'leftOut');
  return { readings: kept.map((w) => w.reading), withProblems, skipped: skippedLines, alreadyHere, repeated, leftOver, wanted: wanted.length, status };
}

/**
 * How an import's readings are cut into mutations: in the order given (oldest first), consecutive
 * runs of at most `size`, every run full but the last. The plan has dropped repeated moments and
 * sorted them, so the runs cover moments apart, and each run's own check of the moments already
 * held (on the device and on the server) sees the runs before it as already held.
 */
export function importChunks<T>(readings: readonly T[], size: number = MAX_IMPORT_READINGS): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, not ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < readings.length; i += size) chunks.push(readings.slice(i, i + size));
  return chunks;
}
