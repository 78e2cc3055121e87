/**
 * Logging streaks across an animal's brumation (issue 29): the days it rests bridge a run without
 * lengthening it (shared/achievements/streak.ts; the rest of the streak rule is tested in
 * achievements.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { daysOfSpans, loggingStreaks } from '../../shared/achievements/streak';
describe('rest days (issue 29: an animal in brumation)', () => {
  it('a winter of brumation between two logged runs neither breaks nor lengthens the run', () => {
    const rest = daysOfSpans([{ startDate: '2026-01-04', endDate: '2026-01-09' }], '2026-02-01');
    expect(rest).toEqual(['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']);
    const dates = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-10', '2026-01-11'];
    expect(loggingStreaks(dates, '2026-01-11', rest)).toEqual({ longest: 5, current: 5 });
    expect(loggingStreaks(dates, '2026-01-11')).toEqual({ longest: 3, current: 2 });
  });

  it('one day outside the rest still breaks it; a brumation still running keeps the current run alive', () => {
    const rest = daysOfSpans([{ startDate: '2026-01-05', endDate: '2026-01-09' }], '2026-02-01');
    expect(loggingStreaks(['2026-01-02', '2026-01-03', '2026-01-10'], '2026-01-10', rest).longest).toBe(2);
    const running = daysOfSpans([{ startDate: '2026-01-04', endDate: null }], '2026-01-20');
    expect(running.at(-1)).toBe('2026-01-20');
    expect(loggingStreaks(['2026-01-02', '2026-01-03'], '2026-01-20', running)).toEqual({ longest: 2, current: 2 });
  });
});
