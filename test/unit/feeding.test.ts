import { describe, expect, it } from 'vitest';
import { feedingStockEffect, manualItemsText, manualTotalGrams, toWholeGrams } from '../../shared/rules/feeding';
import type { FeedingSource } from '../../shared/schemas/feeding-log';
import { ID3, localeTexts } from '../helpers/issues';

describe('toWholeGrams', () => {
  it.each([
    [20, 'g', 20], [20.4, 'g', 20], [20.5, 'g', 21], [0.6, 'g', 1], [1, 'g', 1],
    [0.1, 'kg', 100], [1.2345, 'kg', 1235], [1, 'oz', 28], [0.02, 'oz', 1], [1, 'lb', 454],
  ] as const)('%d %s is %d g', (value, unit, grams) => {
    expect(toWholeGrams(value, unit)).toEqual({ ok: true, grams });
  });

  it.each([
    [0.4, 'g', 'errors.sizeUnderOneGram'], [0.0004, 'kg', 'errors.sizeUnderOneGram'], [0.01, 'oz', 'errors.sizeUnderOneGram'],
    [0, 'g', 'errors.sizePerItemPositive'], [-3, 'g', 'errors.sizePerItemPositive'], [Number.NaN, 'g', 'errors.sizePerItemPositive'],
    [Number.POSITIVE_INFINITY, 'kg', 'errors.sizePerItemPositive'], [null, 'g', 'errors.sizePerItemPositive'],
  ] as const)('refuses %d %s with %s', (value, unit, error) => {
    expect(toWholeGrams(value, unit)).toEqual({ ok: false, error });
    expect(localeTexts('logs').has(error)).toBe(true);
  });
});

describe('manualTotalGrams', () => {
  it.each([
    [[], 0],
    [[{ foodItem: 'mouse', count: 1, sizePerItemGrams: 12 }], 12],
    [[{ foodItem: 'mouse', count: 2, sizePerItemGrams: 20 }, { foodItem: 'chick', count: 1, sizePerItemGrams: 35 }], 75],
  ])('%j weighs %d g', (items, grams) => {
    expect(manualTotalGrams(items)).toBe(grams);
  });
});

describe('feedingStockEffect', () => {
  it.each<[FeedingSource, ReturnType<typeof feedingStockEffect>]>([
    [{ kind: 'inventory', feederId: ID3, quantity: 2, deductFromInventory: true }, { feederId: ID3, quantity: 2 }],
    [{ kind: 'inventory', feederId: ID3, quantity: 2, deductFromInventory: false }, null],
    [{ kind: 'manual', items: [{ foodItem: 'mouse', count: 2, sizePerItemGrams: 10 }] }, null],
  ])('%j takes %j', (source, want) => {
    expect(feedingStockEffect({ source })).toEqual(want);
  });
});

describe('manualItemsText', () => {
  const items = [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }, { foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }];
  it.each([
    ['with sizes in the reader\'s unit', (g: number) => `${g / 1000} kg`, '2 × Mouse (0.012 kg), 1 × Rat (0.04 kg)'],
    ['counts and food only', undefined, '2 × Mouse, 1 × Rat'],
  ] as const)('%s', (_, size, text) => {
    expect(manualItemsText(items, size)).toBe(text);
  });
});
