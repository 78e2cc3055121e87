/**
 * What an import of a read sheet writes against what the keeper already has (issue 30): each
 * row ready, with a problem, skipped, already in HerpTrack or repeated in the file; matched and
 * new animals; the change sent (ready rows and the animal list only); and the records both sides
 * make from it, with ids that follow from the import's id and the row's line.
 */
import { describe, expect, it } from 'vitest';
import { readCsvTable } from '../../shared/tabular/table';
import { guessColumns } from '../../shared/sheet-import/columns';
import { readSheet, type SheetRead } from '../../shared/sheet-import/rows';
import { logFingerprint, planSheet, sheetImportArgs, type LocalAnimal, type PlanOptions, type RowStatus } from '../../shared/sheet-import/plan';
import { importRecordId, sheetRecords } from '../../shared/sheet-import/records';
import { SheetImportCreateArgs } from '../../shared/schemas/sheet-import';

const IMPORT_ID = '019a0000-0000-7000-8000-abcdefabcdef';
const NAGINI: LocalAnimal = { id: '11111111-1111-4111-8111-111111111111', name: 'Nagini' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const read = (csv: string) => {
  const table = readCsvTable(csv);
  const columns = guessColumns(table.headers);
  return { table, columns, read: readSheet(table, columns) };
};
const plan = (r: SheetRead, options: Partial<PlanOptions> = {}) =>
  planSheet(r, { animals: [NAGINI], existing: new Set(), skipped: new Set(), ...options });
const statuses = (p: ReturnType<typeof planSheet>) => Object.fromEntries(p.status);
const printsOf = (r: SheetRead) => new Set(r.rows.flatMap((row) => row.logs.map((l) => logFingerprint(row.animal ?? '', l.kind, l.fields))));
/** New animals' ids, in the order asked for. */
const ids = () => {
  let n = 0;
  return () => `22222222-2222-4222-8222-${String(n++).padStart(12, '0')}`;
};
const importOf = (file: ReturnType<typeof read>, p: ReturnType<typeof planSheet>) =>
  sheetImportArgs(IMPORT_ID, { fileName: 'log.csv', table: file.table, columns: file.columns, dateOrder: file.read.dateOrder }, p, ids());

const LOG_FILE = [
  'Date,Animal,Species,Food,Weight,Notes',
  '2026-03-01,Nagini,,mouse 30 g,350,first',
  '2026-03-01,nagini ,,mouse 30 g,350,the same again',
  '2026-03-02,Zeus,Ball python,rat 80 g,,',
  '2026-03-03,Zeus,,rat 80 g,900,',
  '2026-03-04,Ghost,,mouse 30 g,,',
  '2026-03-05,Nagini,,mouse,,',
  '2026-03-06,Nagini,,mouse 30 g,,',
  '',
].join('\n');

describe('planSheet: a logs sheet', () => {
  const file = read(LOG_FILE);
  const p = plan(file.read, { skipped: new Set([8]) });

  it('gives each row its status', () => {
    expect(statuses(p)).toEqual<Record<number, RowStatus>>({ 2: 'ready', 3: 'repeated', 4: 'ready', 5: 'ready', 6: 'problem', 7: 'problem', 8: 'skipped' });
    expect(p.counts).toEqual({ ready: 3, problem: 2, skipped: 1, here: 0, repeated: 1 });
    expect(p.logs).toBe(5);
  });

  it('matches the keeper\'s animal by name, and names the new one once', () => {
    expect(p.matched).toEqual([NAGINI]);
    expect(p.newAnimals).toEqual(['Zeus']);
  });

  it('says an unknown animal without a species, and adds nothing for a row\'s own problem', () => {
    expect(p.problems.get(6)).toEqual([{ column: null, key: 'problems.animalUnknown', params: { name: 'Ghost' } }]);
    expect(p.problems.has(7)).toBe(false);
  });

  it('a second import of the same rows, once they exist, is all here and nothing ready', () => {
    const zeus: LocalAnimal = { id: '22222222-2222-4222-8222-000000000000', name: 'Zeus' };
    const again = plan(file.read, { animals: [NAGINI, zeus], existing: printsOf(file.read) });
    expect(statuses(again)).toEqual({ 2: 'here', 3: 'here', 4: 'here', 5: 'here', 6: 'problem', 7: 'problem', 8: 'here' });
    expect(again.counts.ready).toBe(0);
    expect(again.logs).toBe(0);
    expect(again.newAnimals).toEqual([]);
    expect(again.matched).toEqual([]);
    expect(importOf(file, again).rows).toEqual([]);
  });

  it('a note added since does not make a log another log', () => {
    const notes = read('Date,Animal,Weight,Notes\n2026-03-01,Nagini,350,new note\n');
    const existing = new Set([logFingerprint('Nagini', 'growthLog', { date: '2026-03-01', weightGrams: 350, lengthCm: null, notes: 'old' })]);
    expect(statuses(plan(notes.read, { existing }))).toEqual({ 2: 'here' });
  });

  it('a log of the same day saying something else is not here', () => {
    const other = read('Date,Animal,Weight\n2026-03-01,Nagini,351\n');
    const existing = new Set([logFingerprint('Nagini', 'growthLog', { date: '2026-03-01', weightGrams: 350, lengthCm: null })]);
    expect(statuses(plan(other.read, { existing }))).toEqual({ 2: 'ready' });
  });

  it('an unknown animal whose species another row gives is new', () => {
    const late = read('Date,Animal,Species,Weight\n2026-03-01,Zeus,,900\n2026-03-02,Zeus,Ball python,905\n');
    const got = plan(late.read);
    expect(statuses(got)).toEqual({ 2: 'ready', 3: 'ready' });
    expect(got.newAnimals).toEqual(['Zeus']);
  });

  it('a new animal whose only species row is a problem is unknown on its other rows', () => {
    // Today: line 3 is ready and Zeus is a new animal, but the change sent without line 2 has no
    // profile for Zeus: sheetRecords says problems.animalWithoutProfile and the import fails whole.
    const f = read('Date,Animal,Species,Food\n2026-03-01,Zeus,Ball python,rat\n2026-03-02,Zeus,,rat 80 g\n');
    const got = plan(f.read);
    expect(got.status.get(3)).toBe('problem');
    expect(sheetRecords(importOf(f, got)).problems).toEqual([]);
  });

  it('a new animal whose only species row is skipped is unknown on its other rows', () => {
    // Today: as above, with the keeper's skip instead of a problem.
    const f = read('Date,Animal,Species,Food\n2026-03-01,Zeus,Ball python,rat 80 g\n2026-03-02,Zeus,,rat 80 g\n');
    const got = plan(f.read, { skipped: new Set([2]) });
    expect(sheetRecords(importOf(f, got)).problems).toEqual([]);
  });

  it('a row whose feeding is already here imports only its new weighing', () => {
    // Today: the row is ready (not every log is here) and the change writes the feeding again.
    const f = read('Date,Animal,Food,Weight\n2026-03-01,Nagini,mouse 30 g,350\n');
    const feeding = f.read.rows[0]?.logs[0];
    const existing = new Set(feeding ? [logFingerprint('Nagini', feeding.kind, feeding.fields)] : []);
    const got = plan(f.read, { existing });
    expect(sheetRecords(importOf(f, got)).logs.map((l) => l.kind)).toEqual(['growthLog']);
  });
});

describe('planSheet: an animals sheet', () => {
  const file = read('Name,Species,Sex\nNagini,Ball python,f\nZeus,Ball python,m\nzeus,Ball python,m\nGhost,,m\nBoa,Boa constrictor,boy\nKa,Ball python,f\n');
  const p = plan(file.read, { skipped: new Set([7]) });

  it('a keeper\'s animal is here, a name twice is repeated, a row without species a problem', () => {
    expect(statuses(p)).toEqual({ 2: 'here', 3: 'ready', 4: 'repeated', 5: 'problem', 6: 'problem', 7: 'skipped' });
    // Its own row says so, under the species cell; the plan adds nothing.
    expect(file.read.rows.find((r) => r.line === 5)?.problems).toEqual([{ column: 1, key: 'problems.speciesMissing' }]);
    expect(p.problems.get(5)).toBeUndefined();
    expect(p.newAnimals).toEqual(['Zeus']);
    expect(p.matched).toEqual([]);
    expect(p.logs).toBe(0);
  });

  it('the change makes the new animal\'s profile', () => {
    const args = importOf(file, p);
    expect(args.rows.map((r) => r.line)).toEqual([3]);
    expect(sheetRecords(args)).toEqual({
      reptiles: [{ id: '22222222-2222-4222-8222-000000000000', name: 'Zeus', species: 'Ball python', sex: 'male', hatchDate: null, morphs: null, notes: null, weightGrams: null, lengthCm: null }],
      logs: [],
      problems: [],
    });
  });
});

describe('sheetImportArgs and sheetRecords', () => {
  const file = read(LOG_FILE);
  const p = plan(file.read, { skipped: new Set([8]) });
  const args = importOf(file, p);

  it('carries the ready rows only, and the animal list', () => {
    expect(args).toEqual({
      id: IMPORT_ID,
      fileName: 'log.csv',
      headers: ['Date', 'Animal', 'Species', 'Food', 'Weight', 'Notes'],
      columns: file.columns,
      dateOrder: 'dmy',
      rows: [
        { line: 2, cells: ['2026-03-01', 'Nagini', '', 'mouse 30 g', '350', 'first'] },
        { line: 4, cells: ['2026-03-02', 'Zeus', 'Ball python', 'rat 80 g', '', ''] },
        { line: 5, cells: ['2026-03-03', 'Zeus', '', 'rat 80 g', '900', ''] },
      ],
      animals: [
        { name: 'Nagini', reptileId: NAGINI.id, existing: true },
        { name: 'Zeus', reptileId: '22222222-2222-4222-8222-000000000000', existing: false },
      ],
    });
    expect(SheetImportCreateArgs.safeParse(args).success).toBe(true);
  });

  it('gives an empty file name a name', () => {
    expect(sheetImportArgs(IMPORT_ID, { fileName: '', table: file.table, columns: file.columns, dateOrder: 'dmy' }, p, ids()).fileName).toBe('sheet');
  });

  const records = sheetRecords(args);

  it('makes the logs of the ready rows, each with the id of its line and place', () => {
    expect(records.problems).toEqual([]);
    expect(records.logs.map((l) => [l.kind, l.args.id, l.args.reptileId, l.args.date])).toEqual([
      ['feedingLog', importRecordId(IMPORT_ID, 2 * 8 + 0), NAGINI.id, '2026-03-01'],
      ['growthLog', importRecordId(IMPORT_ID, 2 * 8 + 1), NAGINI.id, '2026-03-01'],
      ['feedingLog', importRecordId(IMPORT_ID, 4 * 8 + 0), '22222222-2222-4222-8222-000000000000', '2026-03-02'],
      ['feedingLog', importRecordId(IMPORT_ID, 5 * 8 + 0), '22222222-2222-4222-8222-000000000000', '2026-03-03'],
      ['growthLog', importRecordId(IMPORT_ID, 5 * 8 + 1), '22222222-2222-4222-8222-000000000000', '2026-03-03'],
    ]);
    expect(records.logs[0]?.args).toMatchObject({ notes: 'first' });
  });

  it('every id is a valid UUID, distinct, and the import\'s own up to its last 12 digits', () => {
    const logIds = records.logs.map((l) => l.args.id);
    for (const id of logIds) {
      expect(id).toMatch(UUID);
      expect(id.slice(0, 24)).toBe(IMPORT_ID.slice(0, 24));
    }
    expect(new Set(logIds).size).toBe(logIds.length);
  });

  it('makes the new animal, not the matched one', () => {
    expect(records.reptiles).toEqual([{ id: '22222222-2222-4222-8222-000000000000', name: 'Zeus', species: 'Ball python', sex: 'unknown', hatchDate: null, morphs: null, notes: null }]);
  });

  it('the same change makes the same records again (device and server)', () => {
    expect(sheetRecords(args)).toEqual(records);
  });

  it('refuses a row whose animal the change does not list', () => {
    const got = sheetRecords({ ...args, animals: args.animals.filter((a) => a.name !== 'Zeus') });
    expect(got.problems).toContainEqual({ line: 4, column: null, key: 'problems.animalUnknown', params: { name: 'Zeus' } });
  });

  it('refuses a new animal no row gives a profile', () => {
    const got = sheetRecords({ ...args, rows: args.rows.filter((r) => r.line !== 4) });
    expect(got.problems).toContainEqual({ line: 1, column: null, key: 'problems.animalWithoutProfile', params: { name: 'Zeus' } });
  });
});

describe('importRecordId', () => {
  it.each([
    [0, '019a0000-0000-7000-8000-000000000000'],
    [17, '019a0000-0000-7000-8000-000000000011'],
    [8 * 10_000_000 + 7, '019a0000-0000-7000-8000-000004c4b407'],
  ])('record %i → %s', (n, id) => {
    expect(importRecordId(IMPORT_ID, n)).toBe(id);
    expect(id).toMatch(UUID);
  });
});

describe('logFingerprint', () => {
  it.each<[string, Parameters<typeof logFingerprint>, Parameters<typeof logFingerprint>, boolean]>([
    ['notes do not count', ['Nagini', 'growthLog', { date: '2026-03-01', weightGrams: 350, notes: 'a' }], ['Nagini', 'growthLog', { date: '2026-03-01', weightGrams: 350, notes: 'b' }], true],
    ['the name\'s case and spacing do not count', ['Nagini', 'sheddingLog', { date: '2026-03-01', complete: true }], [' nagini', 'sheddingLog', { date: '2026-03-01', complete: true }], true],
    ['the food\'s case does not count', ['Nagini', 'feedingLog', { date: '2026-03-01', outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 30 }] } }],
      ['Nagini', 'feedingLog', { date: '2026-03-01', outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'mouse', count: 1, sizePerItemGrams: 30 }] } }], true],
    ['another day counts', ['Nagini', 'growthLog', { date: '2026-03-01', weightGrams: 350 }], ['Nagini', 'growthLog', { date: '2026-03-02', weightGrams: 350 }], false],
    ['another outcome counts', ['Nagini', 'feedingLog', { date: '2026-03-01', outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'mouse', count: 1, sizePerItemGrams: 30 }] } }],
      ['Nagini', 'feedingLog', { date: '2026-03-01', outcome: 'refused', source: { kind: 'manual', items: [{ foodItem: 'mouse', count: 1, sizePerItemGrams: 30 }] } }], false],
    ['another kind counts', ['Nagini', 'healthLog', { date: '2026-03-01', issue: 'Mites' }], ['Nagini', 'eventLog', { date: '2026-03-01', description: 'Mites' }], false],
    ['another animal counts', ['Nagini', 'growthLog', { date: '2026-03-01', weightGrams: 350 }], ['Zeus', 'growthLog', { date: '2026-03-01', weightGrams: 350 }], false],
  ])('%s', (_, a, b, same) => {
    expect(logFingerprint(...a) === logFingerprint(...b)).toBe(same);
  });
});
