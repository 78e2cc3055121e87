import { describe, expect, it } from 'vitest';
import { UPCOMING_DAYS, dueWithin, isDue, isDueToday, isOverdue } from '../../shared/rules/reminder-due';

describe('reminder views', () => {
  it('looks 7 days ahead (spec section 9)', () => {
    expect(UPCOMING_DAYS).toBe(7);
  });

  it.each([
    // today, due, completed -> isDue, isOverdue, isDueToday, dueWithin(7)
    ['2024-03-10', '2024-02-01', false, [true, true, false, false]],
    ['2024-03-10', '2024-03-09', false, [true, true, false, false]],
    ['2024-03-10', '2024-03-10', false, [true, false, true, false]],
    ['2024-03-10', '2024-03-11', false, [false, false, false, true]],
    ['2024-03-10', '2024-03-17', false, [false, false, false, true]],
    ['2024-03-10', '2024-03-18', false, [false, false, false, false]],
    ['2024-12-28', '2025-01-04', false, [false, false, false, true]],
    ['2024-12-28', '2025-01-05', false, [false, false, false, false]],
    ['2028-02-28', '2028-02-29', false, [false, false, false, true]],
    ['2024-03-10', '2024-03-09', true, [false, false, false, false]],
    ['2024-03-10', '2024-03-10', true, [false, false, false, false]],
    ['2024-03-10', '2024-03-12', true, [false, false, false, false]],
  ] as const)('today %s, due %s, completed %j -> %j', (today, dueDate, completed, want) => {
    const r = { dueDate, completed };
    expect([isDue(r, today), isOverdue(r, today), isDueToday(r, today), dueWithin(r, today, 7)]).toEqual(want);
  });

  it.each([
    ['2024-03-11', 1, true], ['2024-03-12', 1, false], ['2024-03-24', 14, true],
  ])('due %s is within %i days of 2024-03-10: %j', (dueDate, n, want) => {
    expect(dueWithin({ dueDate, completed: false }, '2024-03-10', n)).toBe(want);
  });
});
