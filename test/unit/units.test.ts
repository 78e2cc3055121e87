import { describe, expect, it } from 'vitest';
import { displayLength, displayWeight, fromCm, fromGrams, parseDecimal, toCm, toGrams } from '../../shared/rules/units';

describe('units', () => {
  it.each([
    [1, 'g', 1], [1.5, 'kg', 1500], [1, 'oz', 28.349523125], [1, 'lb', 453.59237],
  ] as const)('%d %s is %d g', (v, unit, grams) => {
    expect(toGrams(v, unit)).toBeCloseTo(grams, 9);
    expect(fromGrams(grams, unit)).toBeCloseTo(v, 9);
  });

  it.each([[10, 'cm', 10], [10, 'in', 25.4]] as const)('%d %s is %d cm', (v, unit, cm) => {
    expect(toCm(v, unit)).toBeCloseTo(cm, 9);
    expect(fromCm(cm, unit)).toBeCloseTo(v, 9);
  });

  it.each([
    [1234.4, 'g', 1234], [1234.6, 'g', 1235], [1234, 'kg', 1.23], [1000, 'lb', 2.2], [100, 'oz', 3.5],
  ] as const)('shows %d g in %s as %d', (grams, unit, shown) => {
    expect(displayWeight(grams, unit)).toBe(shown);
  });

  it('shows lengths to one decimal', () => {
    expect(displayLength(25.4, 'in')).toBe(10);
    expect(displayLength(123.456, 'cm')).toBe(123.5);
  });

  it.each([
    ['12', 12], ['12.5', 12.5], ['12,5', 12.5], [' 7 ', 7], ['.5', 0.5], ['', null], ['  ', null],
    [null, null], [undefined, null], [3, 3],
  ] as const)('parses %j as %j', (input, want) => {
    expect(parseDecimal(input)).toBe(want);
  });

  it.each(['abc', '12a', '1.2.3', '1e5', '--1'])('rejects %j as NaN', (input) => {
    expect(parseDecimal(input)).toBeNaN();
  });
});
