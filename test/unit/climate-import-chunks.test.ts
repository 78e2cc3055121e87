/** How a logger file's readings are cut into mutations, and how a plan treats skipped lines and the limit. */
import { describe, expect, it } from 'vitest';
import { importChunks, importPlan, MAX_FILE_READINGS } from '../../app/features/climate/import-plan';
import type { ParsedReading } from '../../shared/enclosures/reading-csv';
import { MAX_IMPORT_READINGS } from '../../shared/schemas/climate';

const line = (k: number, at: number | null, problems: ParsedReading['problems'] = []): ParsedReading => ({ line: k + 2, at, values: { ambientC: 30 }, problems });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('importChunks', () => {
  it.each([
    [0, []],
    [1, [1]],
    [MAX_IMPORT_READINGS, [MAX_IMPORT_READINGS]],
    [MAX_IMPORT_READINGS + 1, [MAX_IMPORT_READINGS, 1]],
    [10_080, [4000, 4000, 2080]],
    [MAX_FILE_READINGS, [...Array.from({ length: 11 }, () => 4000), 640]],
  ])('cuts %i readings into runs of %j', (n, sizes) => {
    const chunks = importChunks(range(n));
    expect(chunks.map((c) => c.length)).toEqual(sizes);
    expect(chunks.flat()).toEqual(range(n));
  });
  it('takes another size, and refuses one that cuts nothing', () => {
    expect(importChunks(range(5), 2)).toEqual([[0, 1], [2, 3], [4]]);
    expect(() => importChunks(range(5), 0)).toThrow(RangeError);
  });
  it('a month of a reading every minute is the limit of one import', () => {
    expect(MAX_FILE_READINGS).toBe(44_640);
  });
});

describe('importPlan with skipped lines', () => {
  const bad = [{ column: 0, key: 'import.problems.dateUnknown' }];
  const rows = [line(0, 1000), line(1, null, bad), line(2, 2000), line(3, 2000), line(4, 3000, bad)];
  it('keeps the import shut while a line with a problem is not skipped', () => {
    expect(importPlan(rows, new Set())).toMatchObject({ withProblems: 2, skipped: 0, repeated: 1 });
    const one = importPlan(rows, new Set(), { skipped: new Set([3]) });
    expect(one).toMatchObject({ withProblems: 1, skipped: 1 });
    expect(one.status.get(3)).toBe('skipped');
    expect(one.status.get(6)).toBe('problem');
  });
  it('skips a line without problems too, and its moment comes from a later line of the file', () => {
    const plan = importPlan(rows, new Set([1000]), { skipped: new Set([3, 4, 6]) });
    expect(plan).toMatchObject({ withProblems: 0, skipped: 3, alreadyHere: 1, repeated: 0 });
    expect(plan.readings.map((r) => r.at)).toEqual([2000]);
    expect([...plan.status]).toEqual([[2, 'here'], [3, 'skipped'], [4, 'skipped'], [5, 'ready'], [6, 'skipped']]);
  });
  it('marks the lines past the limit as left out', () => {
    const many = range(5).map((k) => line(k, (k + 1) * 1000));
    const plan = importPlan(many, new Set(), { max: 3 });
    expect(plan.readings.map((r) => r.at)).toEqual([3000, 4000, 5000]);
    expect([...plan.status].filter(([, s]) => s === 'leftOut').map(([l]) => l)).toEqual([2, 3]);
  });
});
