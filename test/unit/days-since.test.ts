import { describe, expect, it } from 'vitest';
import { daysSince } from '../../shared/rules/days-since';

describe('daysSince', () => {
  it.each([
    ['2024-03-10', '2024-03-10', 0],
    ['2024-03-09', '2024-03-10', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2024-12-31', '2025-01-01', 1],
    ['2024-03-30', '2024-04-01', 2],
    ['2023-03-10', '2024-03-10', 366],
    ['2024-03-11', '2024-03-10', -1],
  ])('from %s to %s: %i', (date, today, want) => {
    expect(daysSince(date, today)).toBe(want);
  });
});
