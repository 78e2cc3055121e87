import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, daysBetween, fromEpochDay, toEpochDay } from '../../shared/rules/calendar-date';
import { anchorDayOf, nextOccurrence } from '../../shared/rules/recurrence';
import { REPEAT_UNITS, type Frequency } from '../../shared/schemas/reminder';

const days = (every: number): Frequency => ({ kind: 'days', every });
const weeks = (every: number): Frequency => ({ kind: 'weeks', every });
const months = (every: number): Frequency => ({ kind: 'months', every });

describe('nextOccurrence', () => {
  it('is null for a one-off task', () => {
    expect(nextOccurrence('2024-03-11', { kind: 'once' })).toBeNull();
  });

  it.each<[string, Frequency, string]>([
    ['2024-03-11', days(1), '2024-03-12'],
    ['2024-03-30', days(3), '2024-04-02'],
    ['2024-02-28', days(1), '2024-02-29'],
    ['2023-02-28', days(1), '2023-03-01'],
    ['2028-02-28', days(2), '2028-03-01'],
    ['2024-12-31', days(1), '2025-01-01'],
    ['2024-01-01', days(365), '2024-12-31'],
    ['2025-01-01', days(365), '2026-01-01'],
    ['2024-12-30', weeks(1), '2025-01-06'],
    ['2028-02-22', weeks(1), '2028-02-29'],
    ['2024-01-01', weeks(52), '2024-12-30'],
    ['2024-03-25', weeks(2), '2024-04-08'],
  ])('%s + %j = %s', (due, frequency, want) => {
    expect(nextOccurrence(due, frequency)).toBe(want);
  });

  it.each<[string, number, number | undefined, string]>([
    ['2024-01-15', 1, undefined, '2024-02-15'],
    ['2023-01-31', 1, undefined, '2023-02-28'],
    ['2024-01-31', 1, undefined, '2024-02-29'],
    ['2028-01-31', 1, undefined, '2028-02-29'],
    ['2024-03-31', 1, undefined, '2024-04-30'],
    ['2024-12-31', 1, undefined, '2025-01-31'],
    ['2024-12-15', 1, undefined, '2025-01-15'],
    ['2024-11-30', 3, undefined, '2025-02-28'],
    ['2024-08-31', 6, undefined, '2025-02-28'],
    ['2028-02-29', 12, undefined, '2029-02-28'],
    ['2028-02-29', 48, undefined, '2032-02-29'],
    // The series keeps its anchor day after a clamped month.
    ['2024-02-29', 1, 31, '2024-03-31'],
    ['2028-02-29', 1, 31, '2028-03-31'],
    ['2024-04-30', 1, 31, '2024-05-31'],
    ['2024-02-29', 1, 30, '2024-03-30'],
    ['2027-02-28', 12, 29, '2028-02-29'],
    ['2028-02-29', 12, 29, '2029-02-28'],
  ])('%s + %i months (anchor %j) = %s', (due, every, anchor, want) => {
    expect(nextOccurrence(due, months(every), anchor)).toBe(want);
  });

  it('walks a month-end series without drifting: Jan 31 -> Feb 29 -> Mar 31 ...', () => {
    const anchor = anchorDayOf('2028-01-31');
    const series = ['2028-01-31'];
    for (let i = 0; i < 12; i++) series.push(nextOccurrence(series.at(-1) ?? '', months(1), anchor) ?? '');
    expect(series).toEqual([
      '2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31', '2028-06-30', '2028-07-31',
      '2028-08-31', '2028-09-30', '2028-10-31', '2028-11-30', '2028-12-31', '2029-01-31',
    ]);
  });
});

const isoDate = fc.integer({ min: toEpochDay('1900-01-01'), max: toEpochDay('2199-12-31') }).map(fromEpochDay);
const repeating = fc.record({ kind: fc.constantFrom(...REPEAT_UNITS), every: fc.integer({ min: 1, max: 365 }) });

describe('nextOccurrence properties', () => {
  it('is strictly after the due date', () => {
    fc.assert(fc.property(isoDate, repeating, fc.integer({ min: 1, max: 31 }), (due, frequency, anchor) => {
      const next = nextOccurrence(due, frequency, anchor);
      return next !== null && next > due;
    }));
  });

  it('moves days and weeks by exactly that many days', () => {
    fc.assert(fc.property(isoDate, fc.constantFrom('days' as const, 'weeks' as const), fc.integer({ min: 1, max: 365 }), (due, kind, every) => {
      const next = nextOccurrence(due, { kind, every }) ?? '';
      return daysBetween(due, next) === (kind === 'weeks' ? 7 * every : every);
    }));
  });

  it('never drifts: k monthly steps land where k months from the start land', () => {
    fc.assert(fc.property(isoDate, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 30 }), (start, every, steps) => {
      const anchor = anchorDayOf(start);
      let due = start;
      for (let i = 0; i < steps; i++) due = nextOccurrence(due, months(every), anchor) ?? '';
      return due === addMonths(start, every * steps);
    }));
  });
});
