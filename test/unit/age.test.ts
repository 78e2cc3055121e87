import { describe, expect, it } from 'vitest';
import { ageFromHatchDate } from '../../shared/rules/age';

describe('ageFromHatchDate', () => {
  it.each([
    ['2024-03-10', '2024-03-10', { years: 0, months: 0 }],
    ['2023-12-15', '2024-01-14', { years: 0, months: 0 }],
    ['2023-12-15', '2024-01-15', { years: 0, months: 1 }],
    ['2024-01-31', '2024-02-28', { years: 0, months: 0 }],
    ['2024-01-31', '2024-02-29', { years: 0, months: 1 }],
    ['2023-01-31', '2023-02-28', { years: 0, months: 1 }],
    ['2024-01-31', '2024-03-30', { years: 0, months: 1 }],
    ['2024-01-31', '2024-03-31', { years: 0, months: 2 }],
    ['2024-02-29', '2025-02-27', { years: 0, months: 11 }],
    ['2024-02-29', '2025-02-28', { years: 1, months: 0 }],
    ['2020-05-10', '2024-05-09', { years: 3, months: 11 }],
    ['2020-05-10', '2024-05-10', { years: 4, months: 0 }],
    ['2015-07-01', '2024-03-10', { years: 8, months: 8 }],
    ['2024-03-11', '2024-03-10', null],
  ])('hatched %s, on %s: %j', (hatch, today, want) => {
    expect(ageFromHatchDate(hatch, today)).toEqual(want);
  });
});
