import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, daysBetween, daysInMonth, fromEpochDay, isLeapYear, toEpochDay, todayIn } from '../../shared/rules/calendar-date';

describe('epoch days', () => {
  it.each([
    ['1970-01-01', 0], ['1970-01-02', 1], ['1969-12-31', -1], ['2000-03-01', 11017], ['2028-02-29', 21243], ['0099-12-31', -683_004],
  ])('%s is day %i', (iso, day) => {
    expect(toEpochDay(iso)).toBe(day);
    expect(fromEpochDay(day)).toBe(iso);
  });

  it('round-trips every day from 1900 to 2200', () => {
    fc.assert(fc.property(fc.integer({ min: toEpochDay('1900-01-01'), max: toEpochDay('2200-12-31') }), (day) => toEpochDay(fromEpochDay(day)) === day));
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'], ['2023-02-28', 1, '2023-03-01'], ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'], ['0099-12-31', 1, '0100-01-01'], ['2024-03-30', 2, '2024-04-01'],
  ])('%s + %i days = %s', (iso, n, want) => {
    expect(addDays(iso, n)).toBe(want);
    expect(daysBetween(iso, want)).toBe(n);
  });

  it.each([
    [1900, 2, 28], [2000, 2, 29], [2023, 2, 28], [2024, 2, 29], [2028, 2, 29], [2100, 2, 28],
    [2024, 1, 31], [2024, 4, 30], [2024, 6, 30], [2024, 7, 31], [2024, 9, 30], [2024, 11, 30], [2024, 12, 31],
  ])('%i-%i has %i days', (y, m, days) => {
    expect(daysInMonth(y, m)).toBe(days);
    expect(isLeapYear(y)).toBe(days === 29 || (m !== 2 && isLeapYear(y)));
  });

  it.each([
    ['2024-01-31', 1, undefined, '2024-02-29'], ['2023-01-31', 1, undefined, '2023-02-28'], ['2024-03-31', -1, undefined, '2024-02-29'],
    ['2024-12-15', 1, undefined, '2025-01-15'], ['2025-01-15', -1, undefined, '2024-12-15'], ['2024-02-29', 1, 31, '2024-03-31'],
    ['2024-02-29', 12, undefined, '2025-02-28'], ['2024-05-31', 25, undefined, '2026-06-30'],
  ])('%s + %i months (anchor %j) = %s', (iso, n, anchor, want) => {
    expect(addMonths(iso, n, anchor)).toBe(want);
  });
});

describe('todayIn', () => {
  const lateEvening = Date.UTC(2024, 2, 10, 23, 30);
  it.each([
    [lateEvening, 'UTC', '2024-03-10'],
    [lateEvening, 'Europe/Sofia', '2024-03-11'],
    [lateEvening, 'America/Los_Angeles', '2024-03-10'],
    [Date.UTC(2024, 0, 1, 5), 'Pacific/Honolulu', '2023-12-31'],
    [Date.UTC(2024, 11, 31, 11), 'Pacific/Kiritimati', '2025-01-01'],
  ])('%i in %s is %s', (now, zone, want) => {
    expect(todayIn(now, zone)).toBe(want);
  });
});

describe('independence from the local time zone', () => {
  const original = process.env.TZ;
  afterEach(() => { process.env.TZ = original; });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'])('gives the same answers in %s', (zone) => {
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2024, 0, 1)).getTimezoneOffset()).not.toBe(0);
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
    expect(toEpochDay('1970-01-01')).toBe(0);
  });
});
