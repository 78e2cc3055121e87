import { describe, expect, it } from 'vitest';
import { growthOutliers, implausibleAgainstNeighbours, isImplausibleChange, type GrowthMeasure } from '../../shared/rules/growth-change';
import { addDays } from '../../shared/rules/calendar-date';

const day0 = '2026-03-01';
const at = (days: number, value: number) => ({ date: addDays(day0, days), value });

describe('isImplausibleChange', () => {
  it.each<[string, GrowthMeasure, number, number, number, boolean]>([
    // measure, from, to, days later, implausible
    ['the typo of the issue: 60 g to 2 g in a week', 'weight', 60, 2, 7, true],
    ['a slipped decimal point on one day', 'weight', 62.5, 625, 0, true],
    ['a slipped decimal point six weeks on', 'weight', 62.5, 625, 42, true],
    ['a large meal before weighing', 'weight', 100, 125, 1, false],
    ['exactly double on one day', 'weight', 50, 100, 0, false],
    ['just over double on one day', 'weight', 50, 101, 0, true],
    ['a clutch laid: a gravid female loses 45 %', 'weight', 100, 55, 1, false],
    ['a hatchling from 5 g to 12 g in two weeks', 'weight', 5, 12, 14, false],
    ['a hatchling quadrupling in three weeks', 'weight', 5, 20, 21, false],
    ['a hatchling ten times heavier in three weeks', 'weight', 5, 50, 21, true],
    ['a bearded dragon from 4 g to 32 g in two months', 'weight', 4, 32, 60, false],
    ['a year of growth from 60 g to 600 g', 'weight', 60, 600, 365, false],
    ['a third lost in a month of illness', 'weight', 300, 200, 30, false],
    ['a loss to a quarter in a month', 'weight', 300, 75, 30, true],
    ['a loss to a quarter over half a year', 'weight', 300, 75, 180, false],
    ['a length typed ten times too long', 'length', 18.5, 185, 30, true],
    ['a length that grows 20 % in a month', 'length', 18.5, 22, 30, false],
    ['a gecko that dropped its tail', 'length', 20, 11, 3, false],
    ['a length that shrinks to a third, even over a year', 'length', 30, 10, 365, true],
    ['a corn snake from 25 cm to 90 cm in a year', 'length', 25, 90, 365, false],
  ])('%s', (_, measure, from, to, days, want) => {
    expect(isImplausibleChange(measure, at(0, from), at(days, to))).toBe(want);
  });

  it('never judges a value that is not positive', () => {
    expect(isImplausibleChange('weight', at(0, 0), at(1, 50))).toBe(false);
    expect(isImplausibleChange('weight', at(0, 50), at(1, -1))).toBe(false);
  });
});

describe('implausibleAgainstNeighbours', () => {
  const others = [at(0, 55), at(10, 58), at(20, 60), at(40, 64)];

  it.each([
    ['a plausible new last reading', at(47, 65), null],
    ['a drop from the previous reading, reported from it', at(27, 2), { from: at(20, 60), to: at(27, 2), days: 7 }],
    ['a reading dated like another comes after it', at(20, 6), { from: at(20, 60), to: at(20, 6), days: 0 }],
    ['before every reading, plausible against the first', at(-5, 50), null],
    ['before every reading, judged against the first', at(-3, 5), { from: at(-3, 5), to: at(0, 55), days: 3 }],
  ])('%s', (_, candidate, want) => {
    const found = implausibleAgainstNeighbours('weight', others, candidate);
    expect(found).toEqual(want && { measure: 'weight', ...want });
  });

  it('reads the others in any order and with none finds nothing', () => {
    expect(implausibleAgainstNeighbours('weight', [...others].reverse(), at(27, 2))?.from).toEqual(at(20, 60));
    expect(implausibleAgainstNeighbours('weight', [], at(0, 2))).toBeNull();
  });
});

describe('growthOutliers', () => {
  it.each<[string, number[], boolean[]]>([
    ['a steady series', [55, 58, 60, 64], [false, false, false, false]],
    ['a typo between two agreeing readings', [55, 58, 6, 64], [false, false, true, false]],
    ['a typo as the last reading', [55, 58, 60, 2], [false, false, false, true]],
    ['a typo as the first reading', [550, 58, 60, 64], [true, false, false, false]],
    ['two readings: nothing tells which is wrong', [60, 2], [false, false]],
    ['a step the readings after it confirm is no outlier', [60, 61, 2, 2.1, 2.2], [false, false, false, false, false]],
    ['one reading, none', [60], [false]],
  ])('%s', (_, values, want) => {
    expect(growthOutliers('weight', values.map((v, i) => at(i * 7, v)))).toEqual(want);
  });
});
