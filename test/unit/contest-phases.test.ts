/**
 * The contest's months and phases (shared/contest/month.ts, phases.ts) as tables: the UTC month of
 * an instant, the 18:00 UTC close on the last day across month lengths and leap years, the 18:30
 * prize time, and the phase at the boundaries (the last millisecond of one phase, the first of the next).
 */
import { describe, expect, it } from 'vitest';
import { contestMonthOf, daysInContestMonth, shiftMonth } from '../../shared/contest/month';
import { contestCloseAt, contestPhaseAt, contestPrizesAt, contestSchedule, isMonthClosed, type ContestPhase } from '../../shared/contest/phases';
import { DEFAULT_CONTEST_SETTINGS } from '../../shared/contest/settings';

const utc = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => Date.UTC(y, m - 1, d, h, min, s, ms);
const MS = 1;

describe('the contest month of an instant (UTC)', () => {
  it.each([
    [utc(2026, 1, 1), '2026-01'],
    [utc(2026, 1, 31, 23, 59, 59, 999), '2026-01'],
    [utc(2026, 2, 1), '2026-02'],
    [utc(2026, 12, 31, 23, 59, 59, 999), '2026-12'],
    [utc(2027, 1, 1), '2027-01'],
    [utc(2028, 2, 29, 12), '2028-02'],
    // 23:30 on Jan 31 in New York is already February in UTC: the contest follows UTC.
    [Date.parse('2026-01-31T23:30:00-05:00'), '2026-02'],
    [Date.parse('2026-02-01T01:30:00+03:00'), '2026-01'],
  ])('%s is %s', (at, month) => {
    expect(contestMonthOf(at)).toBe(month);
  });

  it.each([
    ['2026-01', 31], ['2026-02', 28], ['2028-02', 29], ['2100-02', 28], ['2000-02', 29], ['2026-04', 30], ['2026-12', 31],
  ])('%s has %i days', (month, days) => {
    expect(daysInContestMonth(month)).toBe(days);
  });

  it.each([
    ['2026-12', 1, '2027-01'], ['2027-01', -1, '2026-12'], ['2026-01', 13, '2027-02'], ['2028-02', 0, '2028-02'],
  ])('%s shifted by %i is %s', (month, n, expected) => {
    expect(shiftMonth(month, n)).toBe(expected);
  });

  it('refuses what is not YYYY-MM', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01']) expect(() => contestCloseAt(bad)).toThrow();
  });
});

describe('the close (18:00 UTC on the last day) and the prizes (18:30)', () => {
  it.each([
    ['2026-01', utc(2026, 1, 31, 18)],
    ['2026-02', utc(2026, 2, 28, 18)],
    ['2028-02', utc(2028, 2, 29, 18)],
    ['2100-02', utc(2100, 2, 28, 18)],
    ['2000-02', utc(2000, 2, 29, 18)],
    ['2026-04', utc(2026, 4, 30, 18)],
    ['2026-12', utc(2026, 12, 31, 18)],
  ])('%s closes at %s', (month, closesAt) => {
    expect(contestCloseAt(month)).toBe(closesAt);
    expect(contestPrizesAt(month)).toBe(closesAt + 30 * 60_000);
  });

  it.each([
    [utc(2026, 1, 31, 17, 59, 59, 999), false],
    [utc(2026, 1, 31, 18), true],
    [utc(2026, 2, 15), true],
  ])('January 2026 at %s closed: %s', (at, closed) => {
    expect(isMonthClosed('2026-01', at)).toBe(closed);
  });
});

describe('the phase at an instant (defaults: submissions through the 20th)', () => {
  const phase = (at: number) => {
    const m = contestPhaseAt(at, DEFAULT_CONTEST_SETTINGS);
    return [m.month, m.phase, m.phaseEndsAt] as [string, ContestPhase, number];
  };
  it.each<[string, number, [string, ContestPhase, number]]>([
    ['the first instant of a month', utc(2026, 1, 1), ['2026-01', 'submission', utc(2026, 1, 21)]],
    ['the last instant of the 20th', utc(2026, 1, 20, 23, 59, 59, 999), ['2026-01', 'submission', utc(2026, 1, 21)]],
    ['the first instant of the 21st', utc(2026, 1, 21), ['2026-01', 'voting', utc(2026, 1, 31, 18)]],
    ['Jan 31, one ms before 18:00', utc(2026, 1, 31, 18) - MS, ['2026-01', 'voting', utc(2026, 1, 31, 18)]],
    ['Jan 31, 18:00', utc(2026, 1, 31, 18), ['2026-01', 'closed', utc(2026, 2, 1)]],
    ['Jan 31, 23:59:59.999', utc(2026, 2, 1) - MS, ['2026-01', 'closed', utc(2026, 2, 1)]],
    ['Feb 1, 00:00', utc(2026, 2, 1), ['2026-02', 'submission', utc(2026, 2, 21)]],
    ['Feb 28 17:59 in a common year', utc(2026, 2, 28, 17, 59), ['2026-02', 'voting', utc(2026, 2, 28, 18)]],
    ['Feb 28 18:00 in a common year', utc(2026, 2, 28, 18), ['2026-02', 'closed', utc(2026, 3, 1)]],
    ['Feb 28 18:00 in a leap year (still voting)', utc(2028, 2, 28, 18), ['2028-02', 'voting', utc(2028, 2, 29, 18)]],
    ['Feb 29 18:00 in a leap year', utc(2028, 2, 29, 18), ['2028-02', 'closed', utc(2028, 3, 1)]],
    ['Apr 30 18:00 (a 30-day month)', utc(2026, 4, 30, 18), ['2026-04', 'closed', utc(2026, 5, 1)]],
    ['Dec 31 17:59:59.999', utc(2026, 12, 31, 18) - MS, ['2026-12', 'voting', utc(2026, 12, 31, 18)]],
    ['Dec 31 18:00 (the next contest opens in the next year)', utc(2026, 12, 31, 18), ['2026-12', 'closed', utc(2027, 1, 1)]],
    ['Jan 1 of the next year', utc(2027, 1, 1), ['2027-01', 'submission', utc(2027, 1, 21)]],
  ])('%s', (_name, at, expected) => {
    expect(phase(at)).toEqual(expected);
  });

  it('moves the start of voting with the settings, never past the last day', () => {
    expect(contestSchedule('2026-03', { submissionEndDay: 10 }).votingStartsAt).toBe(utc(2026, 3, 11));
    expect(contestSchedule('2026-02', { submissionEndDay: 27 }).votingStartsAt).toBe(utc(2026, 2, 28));
    // Even a value past the settings' limit leaves the last day to voting.
    expect(contestSchedule('2026-02', { submissionEndDay: 31 }).votingStartsAt).toBe(utc(2026, 2, 28));
    expect(contestPhaseAt(utc(2026, 3, 10, 23), { submissionEndDay: 10 }).phase).toBe('submission');
    expect(contestPhaseAt(utc(2026, 3, 11), { submissionEndDay: 10 }).phase).toBe('voting');
  });

  it('gives the whole timetable of a month', () => {
    expect(contestSchedule('2028-02', DEFAULT_CONTEST_SETTINGS)).toEqual({
      month: '2028-02', opensAt: utc(2028, 2, 1), votingStartsAt: utc(2028, 2, 21), closesAt: utc(2028, 2, 29, 18),
      prizesAt: utc(2028, 2, 29, 18, 30), endsAt: utc(2028, 3, 1),
    });
  });
});
