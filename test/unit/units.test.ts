import { describe, expect, it } from 'vitest';
import {
  displayLength, displayWeight, formatLength, formatReading, formatWeight, fromCm, fromGrams, inputLength, inputWeight, parseDecimal, readingDecimals, toCm, toGrams,
} from '../../shared/rules/units';

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

  // Precision fits the size in the unit shown (docs/decisions/0018-exact-numbers.md): whole from
  // 100 up, tenths from 10, hundredths below 10, two significant digits below 1.
  it.each([
    [0, 2], [0.05, 3], [0.4, 2], [0.0024, 4], [0.00004, 4], [2.4, 2], [9.99, 2], [10, 1], [62.5, 1], [99.9, 1], [100, 0], [2000, 0], [-2.4, 2],
  ])('a reading of %d shows at most %d decimals', (value, decimals) => {
    expect(readingDecimals(value)).toBe(decimals);
  });

  it.each([
    [1234.4, 'g', 1234], [1234.6, 'g', 1235], [62.5, 'g', 62.5], [62.54, 'g', 62.5], [2.4, 'g', 2.4], [2.456, 'g', 2.46], [0.05, 'g', 0.05],
    [1234, 'kg', 1.23], [2000, 'kg', 2], [62.5, 'kg', 0.063], [2.4, 'kg', 0.0024],
    [1000, 'lb', 2.2], [100, 'oz', 3.53], [62.5, 'oz', 2.2], [2.4, 'oz', 0.085],
  ] as const)('shows %d g in %s as %d', (grams, unit, shown) => {
    expect(displayWeight(grams, unit)).toBe(shown);
  });

  it.each([
    [25.4, 'in', 10], [123.456, 'cm', 123], [21, 'cm', 21], [21.35, 'cm', 21.4], [8.25, 'cm', 8.25], [21, 'in', 8.27], [180, 'in', 70.9],
  ] as const)('shows %d cm in %s as %d', (cm, unit, shown) => {
    expect(displayLength(cm, unit)).toBe(shown);
  });

  // Text as the card, tabs, chart and calendar show it: the language's decimal mark and grouping,
  // no trailing zeros.
  it.each([
    // A hatchling, a young snake, an adult python; fruit flies and a pinhead cricket.
    [2.4, 'g', '2.4', '2,4'], [62.5, 'g', '62.5', '62,5'], [62.54, 'g', '62.5', '62,5'], [60, 'g', '60', '60'],
    [2000, 'g', '2,000', '2000'], [12345.6, 'g', '12,346', '12\u00a0346'], [0.05, 'g', '0.05', '0,05'], [0.4, 'g', '0.4', '0,4'],
    [2000, 'kg', '2', '2'], [2345, 'kg', '2.35', '2,35'], [62.5, 'kg', '0.063', '0,063'], [2.4, 'kg', '0.0024', '0,0024'],
    [62.5, 'oz', '2.2', '2,2'], [2.4, 'oz', '0.085', '0,085'], [2000, 'lb', '4.41', '4,41'], [453.59237, 'lb', '1', '1'],
  ] as const)('%d g in %s reads "%s" in English and "%s" in Bulgarian', (grams, unit, en, bg) => {
    expect(formatWeight('en', grams, unit)).toBe(en);
    expect(formatWeight('bg', grams, unit)).toBe(bg);
  });

  it.each([
    [21, 'cm', '21', '21'], [8.25, 'cm', '8.25', '8,25'], [21.35, 'cm', '21.4', '21,4'], [150, 'cm', '150', '150'], [152.4, 'cm', '152', '152'],
    [21, 'in', '8.27', '8,27'], [25.4, 'in', '10', '10'], [180, 'in', '70.9', '70,9'], [1.2, 'in', '0.47', '0,47'],
  ] as const)('%d cm in %s reads "%s" in English and "%s" in Bulgarian', (cm, unit, en, bg) => {
    expect(formatLength('en', cm, unit)).toBe(en);
    expect(formatLength('bg', cm, unit)).toBe(bg);
  });

  it('reads a number with no unit the same way (chart axes)', () => {
    expect([formatReading('en', 0.5), formatReading('bg', 0.5), formatReading('bg', 1250)]).toEqual(['0.5', '0,5', '1250']);
  });

  // An edit form shows what was typed, not what a card reads, so saving it untouched changes nothing.
  it.each([
    [62.5, 'g', '62.5'], [2.4, 'g', '2.4'], [1234.5, 'g', '1234.5'], [1234.5, 'kg', '1.2345'], [toGrams(2.2, 'oz'), 'oz', '2.2'], [0.05, 'g', '0.05'],
  ] as const)('an edit form shows %d g in %s as %s', (grams, unit, text) => {
    expect(inputWeight(grams, unit)).toBe(text);
  });

  it('an edit form shows a length as typed', () => {
    expect([inputLength(123.45, 'cm'), inputLength(toCm(8.3, 'in'), 'in')]).toEqual(['123.45', '8.3']);
    // Edit forms write the language's decimal mark, and read either back.
    expect([inputWeight(62.5, 'g', 'bg'), inputLength(18.5, 'cm', 'bg'), inputWeight(2000, 'g', 'bg')]).toEqual(['62,5', '18,5', '2000']);
    expect(parseDecimal(inputWeight(62.5, 'g', 'bg'))).toBe(62.5);
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
