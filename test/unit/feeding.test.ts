import { describe, expect, it } from 'vitest';
import { feedingItems, feedingStockEffect, manualItemsText, manualTotalGrams, toItemGrams } from '../../shared/rules/feeding';
import { ManualFeedingItem } from '../../shared/schemas/feeding-log';
import type { FeedingSource } from '../../shared/schemas/feeding-log';
import { ID3, localeTexts } from '../helpers/issues';

describe('toItemGrams: exact to the hundredth of a gram (decision 0018)', () => {
  it.each([
    // A 0.5 g roach stays 0.5 g (it was "1 g each"); fruit flies and pinheads are accepted.
    [0.5, 'g', 0.5], [0.05, 'g', 0.05], [0.4, 'g', 0.4], [0.01, 'g', 0.01], [0.005, 'g', 0.01],
    [20, 'g', 20], [20.4, 'g', 20.4], [62.5, 'g', 62.5], [2.4, 'g', 2.4], [12.345, 'g', 12.35], [0.6, 'g', 0.6],
    [0.1, 'kg', 100], [1.2345, 'kg', 1234.5], [0.0004, 'kg', 0.4], [0.00005, 'kg', 0.05],
    [1, 'oz', 28.35], [0.02, 'oz', 0.57], [0.01, 'oz', 0.28], [1, 'lb', 453.59],
  ] as const)('%d %s is %d g', (value, unit, grams) => {
    const result = toItemGrams(value, unit);
    expect(result).toEqual({ ok: true, grams });
    // What the rule gives, the shared schema takes: the form and the server agree.
    expect(ManualFeedingItem.shape.sizePerItemGrams.safeParse(grams).success).toBe(true);
  });

  it.each([
    [0.004, 'g', 'errors.sizeTooSmall'], [0.000004, 'kg', 'errors.sizeTooSmall'], [0.0001, 'oz', 'errors.sizeTooSmall'],
    [0, 'g', 'errors.sizePerItemPositive'], [-3, 'g', 'errors.sizePerItemPositive'], [Number.NaN, 'g', 'errors.sizePerItemPositive'],
    [Number.POSITIVE_INFINITY, 'kg', 'errors.sizePerItemPositive'], [null, 'g', 'errors.sizePerItemPositive'],
  ] as const)('refuses %d %s with %s', (value, unit, error) => {
    expect(toItemGrams(value, unit)).toEqual({ ok: false, error });
    expect(localeTexts('logs').has(error)).toBe(true);
  });
});

describe('feedingItems', () => {
  const frozen = { name: 'Frozen mouse', weightPerItemGrams: 20 };
  it.each<[string, FeedingSource, typeof frozen | null | undefined, ReturnType<typeof feedingItems>]>([
    ['a manual entry: its own items', { kind: 'manual', items: [{ foodItem: 'Roach', count: 3, sizePerItemGrams: 0.5 }] }, undefined, [{ foodItem: 'Roach', count: 3, sizePerItemGrams: 0.5 }]],
    ['from the inventory: the feeder by name and size', { kind: 'inventory', feederId: ID3, quantity: 2, deductFromInventory: true }, frozen, [{ foodItem: 'Frozen mouse', count: 2, sizePerItemGrams: 20 }]],
    ['a feeder deleted since: nothing guessed', { kind: 'inventory', feederId: ID3, quantity: 2, deductFromInventory: true }, null, null],
  ])('%s', (_, source, feeder, want) => {
    expect(feedingItems(source, feeder)).toEqual(want);
  });
});

describe('manualTotalGrams', () => {
  it.each([
    [[], 0],
    [[{ foodItem: 'mouse', count: 1, sizePerItemGrams: 12 }], 12],
    [[{ foodItem: 'mouse', count: 2, sizePerItemGrams: 20 }, { foodItem: 'chick', count: 1, sizePerItemGrams: 35 }], 75],
    // Not 0.30000000000000004: totals keep the hundredths sizes are kept to.
    [[{ foodItem: 'roach', count: 3, sizePerItemGrams: 0.1 }], 0.3],
    [[{ foodItem: 'fruit fly', count: 20, sizePerItemGrams: 0.05 }, { foodItem: 'pinhead', count: 7, sizePerItemGrams: 0.07 }], 1.49],
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
