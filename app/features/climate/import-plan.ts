/**
 * What an import of a parsed file would write: the lines without problems (or none, until the
 * keeper skips the lines with problems), less the moments the enclosure already has and the
 * moments the file repeats, cut to one import's limit. A keeper importing a logger's export wants
 * its newest readings, so the newest are kept by default; importing the file again brings the
 * older ones, since what is already here is skipped.
 */
import type { ParsedReading } from '../../../shared/enclosures/reading-csv';
import { MAX_IMPORT_READINGS } from '../../../shared/schemas/climate';
import type { ReadingInput } from './readings-repository';

export type ImportPick = 'newest' | 'oldest';

export interface ImportPlan {
  /** Oldest first. */
  readings: ReadingInput[];
  withProblems: number;
  alreadyHere: number;
  repeated: number;
  /** Readings past the limit, left for another import (0: none). */
  leftOver: number;
  /** Readings that would be imported without the limit. */
  wanted: number;
}

export function importPlan(rows: readonly ParsedReading[], existing: ReadonlySet<number>, pick: ImportPick = 'newest'): ImportPlan {
  const seen = new Set<number>();
  let withProblems = 0;
  let alreadyHere = 0;
  let repeated = 0;
  const wanted: ReadingInput[] = [];
  for (const row of rows) {
    if (row.problems.length > 0 || row.at === null) {
      withProblems += 1;
      continue;
    }
    if (existing.has(row.at)) alreadyHere += 1;
    else if (seen.has(row.at)) repeated += 1;
    else {
      seen.add(row.at);
      wanted.push({ at: row.at, ...row.values });
    }
  }
  wanted.sort((a, b) => a.at - b.at);
  const leftOver = Math.max(0, wanted.length - MAX_IMPORT_READINGS);
  const readings = leftOver === 0 ? wanted : pick === 'newest' ? wanted.slice(leftOver) : wanted.slice(0, MAX_IMPORT_READINGS);
  return { readings, withProblems, alreadyHere, repeated, leftOver, wanted: wanted.length };
}
