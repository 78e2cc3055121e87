/**
 * The export rules: RFC 4180 CSV with formula neutralising, and which rows and fields leave the
 * device (live rows only, no sync internals, one reptile or all).
 */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv, type CsvValue } from '../../shared/rules/csv';
import { exportFileName, selectExport, slugify, toJsonExport, type LocalTables } from '../../shared/rules/export';
import type { SyncedRowOf } from '../../shared/sync/protocol';

describe('csvCell', () => {
  const cases: [string, CsvValue, string][] = [
    ['plain text', 'Nagini', 'Nagini'],
    ['null is empty', null, ''],
    ['undefined is empty', undefined, ''],
    ['a number', 12.5, '12.5'],
    ['a boolean', true, 'true'],
    ['a comma is quoted', 'Rex, the second', '"Rex, the second"'],
    ['quotes are doubled and quoted', 'the "big" one', '"the ""big"" one"'],
    ['LF is quoted', 'line1\nline2', '"line1\nline2"'],
    ['CRLF is quoted', 'line1\r\nline2', '"line1\r\nline2"'],
    ['Cyrillic passes through', 'Змейко', 'Змейко'],
    ['= formula', '=1+1', "'=1+1"],
    ['+ formula', '+1+1', "'+1+1"],
    ['- formula', '-2+3', "'-2+3"],
    ['@ formula', '@SUM(A1)', "'@SUM(A1)"],
    ['leading tab', '\tx', "'\tx"],
    ['leading CR is neutralised and quoted', '\rx', `"'\rx"`],
    ['formula with comma and quote', '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['negative number text stays a number', '-12.5', '-12.5'],
    ['negative integer text', '-3', '-3'],
    ['a negative number value', -4, '-4'],
    ['a lone dash is not a number', '-', "'-"],
    ['= later in the text is fine', 'a=b', 'a=b'],
  ];
  it.each(cases)('%s', (_name, value, expected) => expect(csvCell(value)).toBe(expected));
});

describe('toCsv', () => {
  it('writes a BOM, a header row and CRLF-terminated rows in column order', () => {
    const rows = [{ a: 'x', b: 1, c: 'ignored' }, { a: 'y, z', b: null, c: '' }];
    expect(toCsv(rows, ['b', 'a'])).toBe(`${CSV_BOM}b,a\r\n1,x\r\n,"y, z"\r\n`);
  });
  it('writes only the header for no rows', () => {
    expect(toCsv([] as { id: string }[], ['id'])).toBe(`${CSV_BOM}id\r\n`);
  });
});

const reptile = (over: Partial<SyncedRowOf<'reptiles'>>): SyncedRowOf<'reptiles'> => ({
  id: 'r1', userId: 'u1', name: 'Nagini', species: 'Python regius', hatchDate: '2024-05-01', sex: 'female',
  weightGrams: 1200, lengthCm: 110.5, notes: null, photoUrl: '/api/photos/p.webp', version: 3, updatedAt: 1, deleted: false, ...over,
});

describe('selectExport', () => {
  const growth = (over: Partial<SyncedRowOf<'growthLogs'>>): SyncedRowOf<'growthLogs'> => ({
    id: 'g1', userId: 'u1', reptileId: 'r1', date: '2026-11-01', weightGrams: 1250, lengthCm: null, notes: null, version: 4, updatedAt: 1, deleted: false, ...over,
  });
  const tables: LocalTables = {
    reptiles: [reptile({}), reptile({ id: 'r2', name: 'Gone', deleted: true }), reptile({ id: 'r3', name: 'Rex' })],
    growthLogs: [growth({}), growth({ id: 'g2', reptileId: 'r3', lengthCm: 90 }), growth({ id: 'g3', deleted: true }), growth({ id: 'g4', reptileId: 'r2' }), growth({ id: 'g5', reptileId: 'missing' })],
    feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [],
  };

  it('exports live rows only, without sync internals', () => {
    const out = selectExport(tables, { kind: 'all' });
    expect(out.reptiles.map((r) => r.id)).toEqual(['r1', 'r3']);
    expect(out.reptiles[0]).toEqual({ id: 'r1', name: 'Nagini', species: 'Python regius', hatchDate: '2024-05-01', sex: 'female', weightGrams: 1200, lengthCm: 110.5, notes: null });
    expect(out.growthLogs).toEqual([
      { id: 'g1', reptileId: 'r1', date: '2026-11-01', weightGrams: 1250, lengthCm: null, notes: null },
      { id: 'g2', reptileId: 'r3', date: '2026-11-01', weightGrams: 1250, lengthCm: 90, notes: null },
    ]);
  });

  it('one reptile exports its growth logs only', () => {
    expect(selectExport(tables, { kind: 'reptile', reptileId: 'r3', name: 'Rex' }).growthLogs.map((g) => g.id)).toEqual(['g2']);
  });

  it.each([
    ['r3', ['r3']],
    ['r2', []],
    ['missing', []],
  ])('one reptile (%s) exports only its own rows', (reptileId, ids) => {
    expect(selectExport(tables, { kind: 'reptile', reptileId, name: 'x' }).reptiles.map((r) => r.id)).toEqual(ids);
  });
});

describe('toJsonExport', () => {
  it('states the app, format version, instant and canonical units', () => {
    const empty = { reptiles: [], growthLogs: [], feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [] };
    const json = toJsonExport(empty, new Date('2026-11-22T00:30:00Z'));
    expect(json).toEqual({ app: 'HerpTrack', version: 1, exportedAt: '2026-11-22T00:30:00.000Z', units: { weight: 'g', length: 'cm' }, ...empty });
  });
});

describe('file names', () => {
  it.each([
    ['Nagini', 'nagini'],
    ['Mr. Spike Jr', 'mr-spike-jr'],
    ['Змейко Горянин', 'змейко-горянин'],
    ['Йордан', 'йордан'],
    ['  ../../etc/passwd ', 'etc-passwd'],
    ['!!!', 'reptile'],
  ])('slug of %j is %j', (name, slug) => expect(slugify(name)).toBe(slug));

  it.each([
    [{ kind: 'all' } as const, 'csv', 'herptrack-all-reptiles-2026-11-22.csv'],
    [{ kind: 'reptile', reptileId: 'r1', name: 'Rex, the 2nd' } as const, 'json', 'herptrack-rex-the-2nd-2026-11-22.json'],
  ] as const)('%j as %s', (scope, ext, name) => expect(exportFileName(scope, '2026-11-22', ext)).toBe(name));
});
