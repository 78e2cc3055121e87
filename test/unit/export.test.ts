/**
 * The export rules: RFC 4180 CSV with formula neutralising, and which rows and fields leave the
 * device (live rows only, no sync internals, one reptile or all).
 */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv, type CsvValue } from '../../shared/rules/csv';
import {
  csvFileName, exportFileName, feederRefs, reptileNames, selectExport, slugify, toCsvTables, toJsonExport, type ExportedRow, type ExportedTables, type LocalTables,
} from '../../shared/rules/export';
import { flattenBreeding, flattenFeeding, flattenReminder, flattenReptile, manualItemsText } from '../../shared/rules/export-csv';
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
  weightGrams: 1200, lengthCm: 110.5, notes: null, photoUrl: '/api/photos/p.webp', collectionId: null, feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null,
  sireId: null, sireName: null, damId: null, damName: null, clutchId: null, morphs: null, transferredAt: null, version: 3, updatedAt: 1, deleted: false, ...over,
});

describe('selectExport', () => {
  const growth = (over: Partial<SyncedRowOf<'growthLogs'>>): SyncedRowOf<'growthLogs'> => ({
    id: 'g1', userId: 'u1', reptileId: 'r1', date: '2026-11-01', weightGrams: 1250, lengthCm: null, notes: null, version: 4, updatedAt: 1, deleted: false, ...over,
  });
  const tables: LocalTables = {
    reptiles: [reptile({}), reptile({ id: 'r2', name: 'Gone', deleted: true }), reptile({ id: 'r3', name: 'Rex' })],
    growthLogs: [growth({}), growth({ id: 'g2', reptileId: 'r3', lengthCm: 90 }), growth({ id: 'g3', deleted: true }), growth({ id: 'g4', reptileId: 'r2' }), growth({ id: 'g5', reptileId: 'missing' })],
    feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [], reminders: [], feeders: [],
    collections: [], achievements: [], coinEntries: [], wallets: [], ocrImports: [], insights: [], transfers: [], racks: [], enclosures: [], placements: [], readings: [], equipment: [], upkeep: [], careModes: [], medCourses: [], waitlist: [], sales: [], salePayments: [],
  };

  it('exports live rows only, without sync internals', () => {
    const out = selectExport(tables, { kind: 'all' });
    expect(out.reptiles.map((r) => r.id)).toEqual(['r1', 'r3']);
    expect(out.reptiles[0]).toEqual({
      id: 'r1', name: 'Nagini', species: 'Python regius', hatchDate: '2024-05-01', sex: 'female', weightGrams: 1200, lengthCm: 110.5, notes: null,
      feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null, sireId: null, sireName: null, damId: null, damName: null, clutchId: null,
      morphs: null, transferredAt: null,
    });
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

describe('selectExport of the keeper\'s own records', () => {
  const feeder: SyncedRowOf<'feeders'> = { id: 'fd1', userId: 'u1', name: 'Mice', type: 'frozen', weightPerItemGrams: 12, lowStockThreshold: 2, quantity: 5, version: 1, updatedAt: 1, deleted: false };
  const reminder = (id: string, reptileId: string | null): SyncedRowOf<'reminders'> => ({
    id, userId: 'u1', taskType: 'feeding', description: null, reptileId, frequency: { kind: 'once' }, dueDate: '2026-11-25', anchorDay: 25,
    completed: false, completedAt: null, nextId: null, version: 1, updatedAt: 1, deleted: false,
  } as SyncedRowOf<'reminders'>);
  const tables: LocalTables = {
    reptiles: [reptile({}), reptile({ id: 'r3', name: 'Rex' })], growthLogs: [], feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [],
    reminders: [reminder('m-room', null), reminder('m-r1', 'r1'), reminder('m-r3', 'r3'), reminder('m-gone', 'r2')], feeders: [feeder],
    collections: [], achievements: [], coinEntries: [], wallets: [], ocrImports: [], insights: [], transfers: [], racks: [], enclosures: [], placements: [], readings: [], equipment: [], upkeep: [], careModes: [], medCourses: [], waitlist: [], sales: [], salePayments: [],
  };

  it.each([
    ['all', { kind: 'all' } as const, ['m-room', 'm-r1', 'm-r3'], ['fd1']],
    ['one reptile', { kind: 'reptile', reptileId: 'r1', name: 'Nagini' } as const, ['m-r1'], []],
  ])('%s: feeders and room reminders only with everything', (_name, scope, reminders, feeders) => {
    const out = selectExport(tables, scope);
    expect(out.reminders.map((r) => r.id)).toEqual(reminders);
    expect(out.feeders.map((f) => f.id)).toEqual(feeders);
  });
});

describe('toJsonExport', () => {
  it('states the app, format version, instant and canonical units', () => {
    const empty = { reptiles: [], growthLogs: [], feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [], reminders: [], feeders: [], collections: [], achievements: [], coinEntries: [], wallets: [], ocrImports: [], insights: [], transfers: [], racks: [], enclosures: [], placements: [], readings: [], equipment: [], upkeep: [], careModes: [], medCourses: [], waitlist: [], sales: [], salePayments: [] };
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
    [{ kind: 'all' } as const, 'zip', 'herptrack-all-reptiles-2026-11-22.zip'],
    [{ kind: 'reptile', reptileId: 'r1', name: 'Rex, the 2nd' } as const, 'json', 'herptrack-rex-the-2nd-2026-11-22.json'],
  ] as const)('%j as %s', (scope, ext, name) => expect(exportFileName(scope, '2026-11-22', ext)).toBe(name));
});

describe('CSV flattening', () => {
  const feeding = (over: Partial<ExportedRow<'feedingLogs'>>): ExportedRow<'feedingLogs'> => ({
    id: 'f1', reptileId: 'r1', date: '2026-11-20', outcome: 'ate', notes: null,
    source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] }, ...over,
  });

  it.each([
    ['one item', [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }], '2 × Mouse @ 12 g'],
    ['two items', [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }, { foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }], '2 × Mouse @ 12 g; 1 × Rat @ 40 g'],
    ['Cyrillic food', [{ foodItem: 'Мишка', count: 1, sizePerItemGrams: 5 }], '1 × Мишка @ 5 g'],
    ['sizes under a gram, exact', [{ foodItem: 'Fruit fly', count: 20, sizePerItemGrams: 0.05 }, { foodItem: 'Roach', count: 3, sizePerItemGrams: 0.5 }], '20 × Fruit fly @ 0.05 g; 3 × Roach @ 0.5 g'],
    ['no items', [], ''],
  ])('manual items: %s', (_name, items, text) => expect(manualItemsText(items)).toBe(text));

  const names = new Map([['r1', 'Nagini'], ['r2', 'Rex']]);
  const feeders = new Map([['fd1', { name: 'Frozen mouse', weightPerItemGrams: 20 }]]);

  it.each([
    ['manual: items, count of items and total grams; no feeder', feeding({ source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }, { foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] } }),
      { sourceKind: 'manual', items: '2 × Mouse @ 12 g; 1 × Rat @ 40 g', feederId: null, quantity: 3, deductFromInventory: null, totalGrams: 64 }],
    ['manual under a gram: exact sizes, total to the hundredth', feeding({ source: { kind: 'manual', items: [{ foodItem: 'Roach', count: 3, sizePerItemGrams: 0.1 }] } }),
      { items: '3 × Roach @ 0.1 g', quantity: 3, totalGrams: 0.3 }],
    ['inventory with deduction: the feeder named with its size, and the total', feeding({ outcome: 'refused', source: { kind: 'inventory', feederId: 'fd1', quantity: 2, deductFromInventory: true } }),
      { outcome: 'refused', sourceKind: 'inventory', items: '2 × Frozen mouse @ 20 g', feederId: 'fd1', quantity: 2, deductFromInventory: true, totalGrams: 40 }],
    ['inventory without deduction', feeding({ source: { kind: 'inventory', feederId: 'fd1', quantity: 1, deductFromInventory: false } }),
      { sourceKind: 'inventory', items: '1 × Frozen mouse @ 20 g', deductFromInventory: false }],
    ['inventory, the feeder deleted since: its id, no guessed name or grams', feeding({ source: { kind: 'inventory', feederId: 'gone', quantity: 2, deductFromInventory: true } }),
      { sourceKind: 'inventory', items: null, feederId: 'gone', quantity: 2, totalGrams: null }],
  ] as const)('feeding %s', (_name, row, expected) => {
    const flat = flattenFeeding(row, 'Nagini', feeders);
    expect(flat).toMatchObject({ id: 'f1', reptileId: 'r1', reptileName: 'Nagini', date: '2026-11-20', ...expected });
    expect(flat).not.toHaveProperty('source');
  });

  const breeding = (over: Partial<ExportedRow<'breedingLogs'>>): ExportedRow<'breedingLogs'> => ({
    id: 'b1', reptileId: 'r1', date: '2026-10-01', eventType: 'mating', parent1: null, parent2: null, clutchId: null, outcomeCount: null, notes: null, ...over,
  });

  it.each([
    ['a kept parent by its name and id, a typed one by name', breeding({ parent1: { reptileId: 'r1' }, parent2: { name: 'Zeus (borrowed)' } }),
      { parent1: 'Nagini', parent1ReptileId: 'r1', parent2: 'Zeus (borrowed)', parent2ReptileId: null }],
    ['a kept parent gone from the device keeps its id', breeding({ parent1: { reptileId: 'r9' }, parent2: { reptileId: 'r2' } }),
      { parent1: null, parent1ReptileId: 'r9', parent2: 'Rex', parent2ReptileId: 'r2' }],
    ['no parents on a laying', breeding({ eventType: 'laying', clutchId: 'c1', outcomeCount: 6 }),
      { parent1: null, parent1ReptileId: null, parent2: null, parent2ReptileId: null, clutchId: 'c1', outcomeCount: 6 }],
    ['a laying\'s incubation', breeding({ eventType: 'laying', outcomeCount: 6, incubationTempC: 31.5, incubationDays: 58 }),
      { incubationTempC: 31.5, incubationDays: 58, fertile: null, infertile: null, slugs: null }],
    ['a candling\'s counts', breeding({ eventType: 'candling', clutchId: 'c1', fertile: 4, infertile: 1, slugs: 1 }),
      { clutchId: 'c1', outcomeCount: null, incubationTempC: null, fertile: 4, infertile: 1, slugs: 1 }],
  ] as const)('breeding: %s', (_name, row, expected) => {
    expect(flattenBreeding(row, names)).toMatchObject({ reptileName: 'Nagini', eventType: row.eventType, ...expected });
  });

  it.each([
    ['once, for a reptile', { frequency: { kind: 'once' }, reptileId: 'r2', completed: false, completedAt: null },
      { frequencyKind: 'once', frequencyEvery: null, reptileName: 'Rex', completedAt: null }],
    ['every 2 weeks, the whole room, done', { frequency: { kind: 'weeks', every: 2 }, reptileId: null, completed: true, completedAt: Date.UTC(2026, 10, 20, 8) },
      { frequencyKind: 'weeks', frequencyEvery: 2, reptileName: null, completedAt: '2026-11-20T08:00:00.000Z' }],
  ] as const)('reminder %s', (_name, over, expected) => {
    const row = { id: 'm1', taskType: 'feeding', description: null, dueDate: '2026-11-25', ...over } as ExportedRow<'reminders'>;
    expect(flattenReminder(row, names)).toMatchObject(expected);
  });

  const emptyTables = (): ExportedTables => ({ reptiles: [], growthLogs: [], feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [], reminders: [], feeders: [], collections: [], achievements: [], coinEntries: [], wallets: [], ocrImports: [], insights: [], transfers: [], racks: [], enclosures: [], placements: [], readings: [], equipment: [], upkeep: [], careModes: [], medCourses: [], waitlist: [], sales: [], salePayments: [] });

  it('makes a file for the reptiles always and for each other table only when it has rows', () => {
    const tables = { ...emptyTables(), feedingLogs: [feeding({})], sheddingLogs: [{ id: 's1', reptileId: 'r2', date: '2026-11-01', complete: true, observations: null }] };
    const files = toCsvTables(tables, names, feeders);
    expect(files.map((f) => [f.table, f.fileSuffix])).toEqual([['reptiles', null], ['feedingLogs', 'feedings'], ['sheddingLogs', 'sheds']]);
    expect(files[2]?.columns).toEqual(['id', 'reptileId', 'reptileName', 'date', 'complete', 'observations']);
    expect(files[2]?.rows).toEqual([{ id: 's1', reptileId: 'r2', reptileName: 'Rex', date: '2026-11-01', complete: true, observations: null }]);
  });

  it('writes a reptile\'s morphs in words and the moment it was sold as ISO 8601, not "[object Object]" and a 13-digit number', () => {
    const { userId: _u, photoUrl: _p, collectionId: _c, version: _v, updatedAt: _t, deleted: _d, ...exported } = reptile({
      morphs: [{ gene: 'ball-python:pastel', state: 'super' }, { gene: 'ball-python:clown', state: 'possible-het', probability: 0.66 },
        { gene: { name: 'Ghost line', inheritance: 'recessive' }, state: 'het' }],
      transferredAt: Date.UTC(2027, 4, 1, 9, 30),
    });
    const row = flattenReptile(exported);
    expect(row).toMatchObject({ id: 'r1', name: 'Nagini', lengthCm: 110.5, morphs: 'Pastel (super); Clown (possible het 66%); Ghost line (het)', transferredAt: '2027-05-01T09:30:00.000Z' });
    expect(flattenReptile({ ...exported, morphs: null, transferredAt: null })).toMatchObject({ morphs: null, transferredAt: null });
    const [file] = toCsvTables({ ...emptyTables(), reptiles: [exported] }, names, feeders);
    expect(file?.rows).toEqual([row]);
  });

  it('names only live reptiles', () => {
    expect([...reptileNames([reptile({}), reptile({ id: 'r2', name: 'Gone', deleted: true })])]).toEqual([['r1', 'Nagini']]);
  });

  it('names feedings from live feeders only, by name and size per item', () => {
    const feeder = (id: string, name: string, deleted: boolean) => ({ id, name, weightPerItemGrams: 0.4, deleted, type: 'live', quantity: 3 });
    expect([...feederRefs([feeder('fd1', 'Pinhead cricket', false), feeder('fd2', 'Gone', true)])]).toEqual([['fd1', { name: 'Pinhead cricket', weightPerItemGrams: 0.4 }]]);
  });

  it.each([
    [{ kind: 'reptile', reptileId: 'r1', name: 'Nagini' } as const, 'feedings', 'herptrack-nagini-feedings-2026-11-22.csv'],
    [{ kind: 'all' } as const, 'events', 'herptrack-all-reptiles-events-2026-11-22.csv'],
    [{ kind: 'all' } as const, null, 'herptrack-all-reptiles-2026-11-22.csv'],
  ])('CSV file of %j / %s is %s', (scope, suffix, name) => expect(csvFileName(scope, '2026-11-22', suffix)).toBe(name));
});
