import { describe, expect, it } from 'vitest';
import {
  ADD_STOCK_MAX, FEEDER_TYPES, FeederAddStockArgs, FeederCreateArgs, FeederTakeStockArgs, FeederUpdateArgs,
} from '../../shared/schemas/feeder';
import { ID, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, name: 'Frozen mice (pinky)', type: 'frozen', quantity: 5, weightPerItemGrams: 2 };
const inventory = localeTexts('inventory');

describe('feeder create args', () => {
  it('holds the spec limit of 5 per add action', () => {
    expect(ADD_STOCK_MAX).toBe(5);
  });

  it('defaults the low-stock threshold to 0 (warn when empty)', () => {
    expect(FeederCreateArgs.parse(base).lowStockThreshold).toBe(0);
  });

  it.each(FEEDER_TYPES)('accepts type %s', (type) => {
    expect(issuesOf(FeederCreateArgs, { ...base, type })).toEqual([]);
  });

  it.each([
    ['one item', { ...base, quantity: 1 }],
    ['a light feeder', { ...base, weightPerItemGrams: 0.4 }],
    ['a threshold', { ...base, lowStockThreshold: 10 }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(FeederCreateArgs, input)).toEqual([]);
  });

  it.each([
    ['no name', { ...base, name: undefined }, 'name: errors.nameRequired'],
    ['a blank name', { ...base, name: '  ' }, 'name: errors.nameRequired'],
    ['a long name', { ...base, name: 'x'.repeat(101) }, 'name: errors.tooLong'],
    ['no type', { ...base, type: undefined }, 'type: errors.typeRequired'],
    ['an unknown type', { ...base, type: 'insects' }, 'type: errors.typeRequired'],
    ['more than 5 at once', { ...base, quantity: 6 }, 'quantity: errors.quantityLimit'],
    ['no stock', { ...base, quantity: 0 }, 'quantity: errors.quantityPositive'],
    ['half an item', { ...base, quantity: 2.5 }, 'quantity: errors.quantityInvalid'],
    ['no quantity', { ...base, quantity: undefined }, 'quantity: errors.quantityInvalid'],
    ['a zero weight', { ...base, weightPerItemGrams: 0 }, 'weightPerItemGrams: errors.weightPositive'],
    ['no weight', { ...base, weightPerItemGrams: undefined }, 'weightPerItemGrams: errors.weightPositive'],
    ['a negative threshold', { ...base, lowStockThreshold: -1 }, 'lowStockThreshold: errors.thresholdInvalid'],
    ['a fractional threshold', { ...base, lowStockThreshold: 1.5 }, 'lowStockThreshold: errors.thresholdInvalid'],
    ['a bad id', { ...base, id: '1' }, 'id: errors.invalidId'],
  ])('refuses %s', (_, input, issue) => {
    const issues = issuesOf(FeederCreateArgs, input);
    expect(issues).toEqual([issue]);
    expect(messagesOf(issues).every((m) => inventory.has(m))).toBe(true);
  });
});

describe('stock arguments', () => {
  it.each([
    [1, []], [5, []], [6, ['quantity: errors.quantityLimit']], [0, ['quantity: errors.quantityPositive']],
    [-2, ['quantity: errors.quantityPositive']], [1.5, ['quantity: errors.quantityInvalid']],
  ])('adding %d -> %j', (quantity, want) => {
    expect(issuesOf(FeederAddStockArgs, { id: ID, quantity })).toEqual(want);
  });

  it.each([
    [1, []], [40, []], [0, ['quantity: errors.quantityPositive']], [0.5, ['quantity: errors.quantityInvalid']],
  ])('taking %d -> %j', (quantity, want) => {
    expect(issuesOf(FeederTakeStockArgs, { id: ID, quantity })).toEqual(want);
  });

  it('never patches the stock count directly', () => {
    expect(issuesOf(FeederUpdateArgs, { id: ID, patch: { quantity: 50 } })).toEqual(['patch: errors.nothingToSave']);
    expect(FeederUpdateArgs.parse({ id: ID, patch: { quantity: 50, name: 'Crickets' } }).patch).toEqual({ name: 'Crickets' });
  });

  it('patches only the fields sent', () => {
    expect(FeederUpdateArgs.parse({ id: ID, patch: { lowStockThreshold: 3 } }).patch).toEqual({ lowStockThreshold: 3 });
  });
});
