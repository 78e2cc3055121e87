/** The feeder form's values to a feeder and back in the keeper's unit; stock actions within their limits. */
import { describe, expect, it } from 'vitest';
import { changedFeederPatch, emptyFeederValues, feederWeight, toFeederFields, toFeederInput, toStockQuantity, valuesFromFeeder, type FeederFormValues } from '../../app/features/inventory/feeder-form-values';
import { stockSummary } from '../../app/features/inventory/feeder-stock';

const v = (over: Partial<FeederFormValues>): FeederFormValues => ({ ...emptyFeederValues(), name: 'Mice', type: 'frozen', quantity: '5', weight: '25', ...over });

describe('toFeederInput', () => {
  it.each([
    ['grams as typed, threshold default 1', v({}), 'g', { name: 'Mice', type: 'frozen', quantity: 5, weightPerItemGrams: 25, lowStockThreshold: 1 }],
    ['a decimal comma in kg', v({ weight: '0,025' }), 'kg', { weightPerItemGrams: 25 }],
    ['ounces', v({ weight: '1' }), 'oz', { weightPerItemGrams: 28.349523125 }],
    ['under a gram is fine for a cricket', v({ weight: '0.4', type: 'live' }), 'g', { weightPerItemGrams: 0.4, type: 'live' }],
    ['an empty threshold warns only when out', v({ threshold: '' }), 'g', { lowStockThreshold: 0 }],
    ['the name is trimmed', v({ name: '  Rat pups ' }), 'g', { name: 'Rat pups' }],
  ] as const)('%s', (_, values, unit, expected) => {
    const r = toFeederInput(values, unit);
    expect(r.errors).toBeNull();
    expect(r.input).toMatchObject(expected);
  });

  it.each([
    ['no name', v({ name: ' ' }), { name: 'errors.nameRequired' }],
    ['no type', v({ type: '' }), { type: 'errors.typeRequired' }],
    ['6 in one add', v({ quantity: '6' }), { quantity: 'errors.quantityLimit' }],
    ['0 items', v({ quantity: '0' }), { quantity: 'errors.quantityPositive' }],
    ['no quantity', v({ quantity: '' }), { quantity: 'errors.quantityInvalid' }],
    ['2.5 items', v({ quantity: '2.5' }), { quantity: 'errors.quantityInvalid' }],
    ['no weight', v({ weight: '' }), { weight: 'errors.weightPositive' }],
    ['a negative weight', v({ weight: '-3' }), { weight: 'errors.weightPositive' }],
    ['letters for a weight', v({ weight: 'heavy' }), { weight: 'errors.weightPositive' }],
    ['a fractional threshold', v({ threshold: '1.5' }), { threshold: 'errors.thresholdInvalid' }],
  ])('%s', (_, values, errors) => {
    expect(toFeederInput(values, 'g')).toEqual({ input: null, errors });
  });

  it('an edit never carries a count, so 6 in stock is no error there', () => {
    expect(toFeederFields(v({ quantity: '6' }), 'g')).toEqual({ input: { name: 'Mice', type: 'frozen', weightPerItemGrams: 25, lowStockThreshold: 1 }, errors: null });
  });
});

describe('editing in the keeper\'s unit', () => {
  it.each([
    [0.8, 'g', 0.8], [25, 'g', 25], [1234.56, 'g', 1234.6], [2, 'kg', 0.002], [450, 'kg', 0.45], [12, 'oz', 0.423],
  ] as const)('%s g shows as %s in %s', (grams, unit, shown) => {
    expect(feederWeight(grams, unit)).toBe(shown);
  });

  it('sends only what changed; an untouched rounded weight stays exact', () => {
    const initial = valuesFromFeeder({ name: 'Roaches', type: 'live', weightPerItemGrams: 0.8123, lowStockThreshold: 10 }, 'g');
    expect(initial.weight).toBe('0.812');
    const values = { ...initial, threshold: '20' };
    const { input } = toFeederFields(values, 'g');
    expect(changedFeederPatch(initial, values, input!)).toEqual({ lowStockThreshold: 20 });
  });
});

describe('stock actions', () => {
  it.each([
    ['add', '5', 0, { quantity: 5, error: null }],
    ['add', '6', 0, { quantity: null, error: 'errors.quantityLimit' }],
    ['add', '0', 0, { quantity: null, error: 'errors.quantityPositive' }],
    ['take', '3', 3, { quantity: 3, error: null }],
    ['take', '4', 3, { quantity: null, error: 'errors.insufficientStock' }],
    ['take', '12', 40, { quantity: 12, error: null }],
    ['take', 'x', 3, { quantity: null, error: 'errors.quantityInvalid' }],
  ] as const)('%s %s with %i in stock', (action, text, inStock, expected) => {
    expect(toStockQuantity(action, text, inStock)).toEqual(expected);
  });

  it('low stock and days left come from the shared rules', () => {
    const uses = [{ date: '2026-03-10', source: { kind: 'inventory', feederId: 'f', quantity: 6 } }, { date: '2026-03-01', source: { kind: 'manual' } }];
    expect(stockSummary({ id: 'f', quantity: 10, lowStockThreshold: 2 }, uses, '2026-03-10')).toEqual({ low: false, daysLeft: 50, usedRecently: 6 });
    expect(stockSummary({ id: 'f', quantity: 2, lowStockThreshold: 2 }, [], '2026-03-10')).toEqual({ low: true, daysLeft: null, usedRecently: 0 });
  });
});
