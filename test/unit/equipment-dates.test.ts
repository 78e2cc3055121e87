/**
 * Replacement dates of an enclosure's equipment (shared/enclosures/equipment.ts) and the recurring
 * cleaning of an enclosure (shared/enclosures/upkeep.ts), as tables (issue 28).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPLACE_MONTHS, DUE_SOON_DAYS, defaultReplaceMonths, needsReplacing, replacementDue, replacementState } from '../../shared/enclosures/equipment';
import { DEFAULT_UPKEEP_DAYS, dueUpkeep, intervalsOf, kindsThatCount, nextDue, overdueUpkeep, upkeepState, type UpkeepKindState } from '../../shared/enclosures/upkeep';
import { EQUIPMENT_KINDS, UPKEEP_KINDS } from '../../shared/schemas/climate';

describe('default replacement intervals', () => {
  it('are 12 months for UVB tubes, 6 for UVB bulbs and none for the rest', () => {
    expect(Object.keys(DEFAULT_REPLACE_MONTHS).sort()).toEqual([...EQUIPMENT_KINDS].sort());
    expect(EQUIPMENT_KINDS.map((k) => [k, defaultReplaceMonths(k)])).toEqual([
      ['heatMat', null], ['heatLamp', null], ['ceramicHeater', null], ['uvbTube', 12], ['uvbBulb', 6], ['thermostat', null], ['light', null], ['other', null],
    ]);
  });
});

describe('replacementDue', () => {
  it.each([
    ['2026-03-12', 12, '2027-03-12'],
    ['2026-03-12', 6, '2026-09-12'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-01', 120, '2036-05-01'],
  ])('installed %s, every %i months: replace by %s', (installedOn, months, due) => {
    expect(replacementDue(installedOn, months)).toBe(due);
  });
});

describe('replacementState', () => {
  const bulb = (installedOn: string, replaceEveryMonths: number | null = 6) => ({ installedOn, replaceEveryMonths });
  it.each([
    ['no interval', bulb('2020-01-01', null), '2026-11-29', { state: 'none' }],
    ['no interval (undefined)', { installedOn: '2020-01-01', replaceEveryMonths: undefined }, '2026-11-29', { state: 'none' }],
    ['months ahead', bulb('2026-11-01'), '2026-11-29', { state: 'ok', due: '2027-05-01', daysLeft: 153 }],
    ['15 days ahead', bulb('2026-06-13'), '2026-11-28', { state: 'ok', due: '2026-12-13', daysLeft: 15 }],
    ['14 days ahead: due soon', bulb('2026-06-13'), '2026-11-29', { state: 'dueSoon', due: '2026-12-13', daysLeft: 14 }],
    ['tomorrow', bulb('2026-05-30'), '2026-11-29', { state: 'dueSoon', due: '2026-11-30', daysLeft: 1 }],
    ['today', bulb('2026-05-29'), '2026-11-29', { state: 'dueSoon', due: '2026-11-29', daysLeft: 0 }],
    ['yesterday', bulb('2026-05-28'), '2026-11-29', { state: 'overdue', due: '2026-11-28', daysOverdue: 1 }],
    ['a year late', bulb('2025-05-29', 6), '2026-11-29', { state: 'overdue', due: '2025-11-29', daysOverdue: 365 }],
    ['31 Aug + 6 months, on 1 Mar', bulb('2026-08-31'), '2027-03-01', { state: 'overdue', due: '2027-02-28', daysOverdue: 1 }],
    ['31 Aug + 6 months, on 28 Feb', bulb('2026-08-31'), '2027-02-28', { state: 'dueSoon', due: '2027-02-28', daysLeft: 0 }],
  ] as const)('%s', (_name, equipment, today, expected) => {
    expect(replacementState(equipment, today)).toEqual(expected);
  });

  it('says due soon within DUE_SOON_DAYS days and overdue after the day', () => {
    expect(DUE_SOON_DAYS).toBe(14);
    expect(needsReplacing(replacementState(bulb('2026-06-13'), '2026-11-29'))).toBe(true);
    expect(needsReplacing(replacementState(bulb('2026-06-13'), '2026-11-28'))).toBe(false);
    expect(needsReplacing(replacementState(bulb('2025-01-01'), '2026-11-28'))).toBe(true);
    expect(needsReplacing(replacementState(bulb('2025-01-01', null), '2026-11-28'))).toBe(false);
  });
});

describe('upkeep intervals', () => {
  it('default to a day for spot cleans and water, 30 days for a full clean, 90 for substrate and disinfection', () => {
    expect(UPKEEP_KINDS.map((k) => [k, DEFAULT_UPKEEP_DAYS[k]])).toEqual([
      ['spotClean', 1], ['fullClean', 30], ['substrateChange', 90], ['disinfection', 90], ['waterChange', 1], ['other', null],
    ]);
  });

  it("take the keeper's own where valid, the default elsewhere, and null as not recurring", () => {
    expect(intervalsOf({ fullClean: 14, waterChange: null, substrateChange: 0, disinfection: 1.5, spotClean: 366 })).toEqual({
      spotClean: 1, fullClean: 14, substrateChange: 90, disinfection: 90, waterChange: null, other: null,
    });
    expect(intervalsOf({ other: 7, spotClean: 365 })).toMatchObject({ other: 7, spotClean: 365 });
    expect(intervalsOf(undefined)).toEqual(DEFAULT_UPKEEP_DAYS);
  });

  it.each([
    ['fullClean', '2026-11-01', undefined, '2026-12-01'],
    ['fullClean', '2026-11-01', 14, '2026-11-15'],
    ['substrateChange', '2026-12-15', undefined, '2027-03-15'],
    ['substrateChange', '2028-01-01', undefined, '2028-03-31'],
    ['spotClean', '2026-12-31', undefined, '2027-01-01'],
    ['fullClean', null, undefined, null],
    ['other', '2026-11-01', undefined, null],
    ['waterChange', '2026-11-01', null, null],
  ] as const)('nextDue(%s, %s, %s) is %s', (kind, last, every, next) => {
    expect(nextDue(kind, last, every)).toBe(next);
  });
});

describe('upkeepState', () => {
  const byKind = (states: UpkeepKindState[]) => Object.fromEntries(states.map((s) => [s.kind, s]));
  const today = '2026-11-29';

  it('knows nothing due before a kind was ever done', () => {
    const states = upkeepState([], today);
    expect(states.map((s) => s.kind)).toEqual([...UPKEEP_KINDS]);
    expect(states.every((s) => s.status === 'none' && s.next === null && s.last === null && s.overdueDays === 0)).toBe(true);
  });

  it('counts from the last one done, says due today, overdue with days, or fine', () => {
    const s = byKind(upkeepState([
      { kind: 'fullClean', date: '2026-10-01' },
      { kind: 'fullClean', date: '2026-10-20' },
      { kind: 'fullClean', date: '2026-09-01' },
      { kind: 'spotClean', date: '2026-11-29' },
      { kind: 'substrateChange', date: '2026-08-31' },
      { kind: 'waterChange', date: '2026-11-28' },
      { kind: 'other', date: '2026-11-02' },
    ], today));
    expect(s.fullClean).toEqual({ kind: 'fullClean', last: '2026-10-20', countsFrom: '2026-10-20', everyDays: 30, next: '2026-11-19', overdueDays: 10, status: 'overdue' });
    expect(s.spotClean).toMatchObject({ last: '2026-11-29', next: '2026-11-30', status: 'ok', overdueDays: 0 });
    expect(s.substrateChange).toMatchObject({ last: '2026-08-31', next: '2026-11-29', status: 'due', overdueDays: 0 });
    expect(s.waterChange).toMatchObject({ next: '2026-11-29', status: 'due' });
    expect(s.disinfection).toMatchObject({ last: null, next: null, status: 'none' });
    expect(s.other).toMatchObject({ last: '2026-11-02', everyDays: null, next: null, status: 'none' });
  });

  it('lets a deeper clean count for the lighter ones it includes, never the other way', () => {
    const s = byKind(upkeepState([
      { kind: 'spotClean', date: '2026-11-01' },
      { kind: 'fullClean', date: '2026-10-01' },
      { kind: 'substrateChange', date: '2026-11-20' },
      { kind: 'spotClean', date: '2026-11-28' },
    ], today));
    // The substrate change of the 20th is a full clean too: next full clean 30 days after it.
    expect(s.fullClean).toMatchObject({ last: '2026-10-01', countsFrom: '2026-11-20', next: '2026-12-20', status: 'ok' });
    expect(s.spotClean).toMatchObject({ last: '2026-11-28', countsFrom: '2026-11-28', next: '2026-11-29', status: 'due' });
    // A spot clean does not make a substrate change or a disinfection any later.
    expect(s.substrateChange).toMatchObject({ countsFrom: '2026-11-20', next: '2027-02-18' });
    expect(s.disinfection).toMatchObject({ countsFrom: null, status: 'none' });
    expect(byKind(upkeepState([{ kind: 'disinfection', date: '2026-11-29' }], today)).spotClean).toMatchObject({ last: null, countsFrom: '2026-11-29', next: '2026-11-30' });
  });

  it("uses the keeper's intervals, and none for a kind they stopped", () => {
    const events = [{ kind: 'fullClean', date: '2026-11-10' }, { kind: 'waterChange', date: '2026-11-20' }];
    const s = byKind(upkeepState(events, today, { fullClean: 14, waterChange: null }));
    expect(s.fullClean).toMatchObject({ everyDays: 14, next: '2026-11-24', overdueDays: 5, status: 'overdue' });
    expect(s.waterChange).toMatchObject({ everyDays: null, next: null, status: 'none' });
  });

  it('lists the overdue kinds, most overdue first', () => {
    const states = upkeepState([
      { kind: 'fullClean', date: '2026-10-20' },
      { kind: 'waterChange', date: '2026-11-20' },
      { kind: 'spotClean', date: '2026-11-29' },
    ], today);
    expect(overdueUpkeep(states).map((s) => [s.kind, s.overdueDays])).toEqual([['fullClean', 10], ['waterChange', 8]]);
  });

  it('names the kinds a reader must find the last day of', () => {
    expect([...kindsThatCount()].sort()).toEqual(['disinfection', 'fullClean', 'spotClean', 'substrateChange', 'waterChange']);
    expect([...kindsThatCount({ spotClean: null, fullClean: null, substrateChange: null, disinfection: null, waterChange: null })]).toEqual([]);
    expect([...kindsThatCount({ spotClean: null, fullClean: null, disinfection: null, waterChange: null })]).toEqual(['substrateChange']);
    expect([...kindsThatCount({ spotClean: 2, fullClean: null, substrateChange: null, disinfection: null, waterChange: null })].sort()).toEqual(['disinfection', 'fullClean', 'spotClean', 'substrateChange']);
  });
});

describe('what a cleaning reminder says', () => {
  const state = (over: Partial<UpkeepKindState>): UpkeepKindState =>
    ({ kind: 'spotClean', last: null, countsFrom: null, everyDays: 1, next: null, overdueDays: 0, status: 'ok', ...over });
  it('names the overdue kinds and those due today that come round less than daily, most overdue first', () => {
    expect(dueUpkeep([
      state({ kind: 'spotClean', status: 'due', everyDays: 1 }),
      state({ kind: 'waterChange', status: 'overdue', overdueDays: 2 }),
      state({ kind: 'fullClean', status: 'due', everyDays: 30 }),
      state({ kind: 'disinfection', status: 'ok', everyDays: 90 }),
    ]).map((s) => s.kind)).toEqual(['waterChange', 'fullClean']);
  });
  it('leaves out a kind a deeper due one includes', () => {
    expect(dueUpkeep([
      state({ kind: 'spotClean', status: 'overdue', overdueDays: 33 }),
      state({ kind: 'fullClean', status: 'overdue', everyDays: 30, overdueDays: 4 }),
    ]).map((s) => [s.kind, s.overdueDays])).toEqual([['fullClean', 4]]);
  });
});
