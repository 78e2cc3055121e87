import { describe, expect, it } from 'vitest';
import { FEEDING_OUTCOMES, FeedingLogCreateArgs, FeedingLogUpdateArgs } from '../../shared/schemas/feeding-log';
import { ID, ID2, ID3, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, reptileId: ID2, date: '2024-03-10' };
const mouse = { foodItem: 'Mouse (hopper)', count: 1, sizePerItemGrams: 12 };
const manual = (items: unknown) => ({ ...base, source: { kind: 'manual', items } });
const inventory = (extra: object = {}) => ({ ...base, source: { kind: 'inventory', feederId: ID3, quantity: 2, deductFromInventory: true, ...extra } });
const logs = localeTexts('logs');

describe('feeding log create args', () => {
  it('defaults the outcome to ate', () => {
    expect(FeedingLogCreateArgs.parse(manual([mouse])).outcome).toBe('ate');
  });

  it.each(FEEDING_OUTCOMES)('records outcome %s', (outcome) => {
    expect(FeedingLogCreateArgs.parse({ ...inventory(), outcome }).outcome).toBe(outcome);
  });

  it.each([
    ['one manual item', manual([mouse])],
    ['several manual items', manual([mouse, { foodItem: 'Rat pup', count: 2, sizePerItemGrams: 8 }])],
    ['inventory with deduction', inventory()],
    ['inventory without deduction', inventory({ deductFromInventory: false })],
    ['notes', { ...manual([mouse]), notes: 'took it from tongs' }],
    // Sizes are grams to the hundredth (decision 0018): fruit flies, pinheads, half-gram roaches.
    ['fruit flies of 0.05 g', manual([{ foodItem: 'Fruit fly', count: 30, sizePerItemGrams: 0.05 }])],
    ['the smallest size, 0.01 g', manual([{ ...mouse, sizePerItemGrams: 0.01 }])],
    ['a 0.5 g roach and a 62.5 g rat', manual([{ foodItem: 'Roach', count: 4, sizePerItemGrams: 0.5 }, { foodItem: 'Rat', count: 1, sizePerItemGrams: 62.5 }])],
    ['hundredths that are not exact in binary (0.07, 1.13)', manual([{ ...mouse, sizePerItemGrams: 0.07 }, { ...mouse, sizePerItemGrams: 1.13 }])],
    // Rows stored when sizes were whole grams stay valid as they are.
    ['an older whole-gram size', manual([{ ...mouse, sizePerItemGrams: 40 }])],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(FeedingLogCreateArgs, input)).toEqual([]);
  });

  it.each([
    ['no date', { ...manual([mouse]), date: undefined }, 'date: errors.dateRequired'],
    ['no source', base, 'source: errors.sourceRequired'],
    ['an unknown source', { ...base, source: { kind: 'guess' } }, 'source.kind: errors.sourceRequired'],
    // Spec: "at least one valid manual item".
    ['no manual items', manual([]), 'source.items: errors.manualItemRequired'],
    ['missing items', { ...base, source: { kind: 'manual' } }, 'source.items: errors.manualItemRequired'],
    ['51 items', manual(Array.from({ length: 51 }, () => mouse)), 'source.items: errors.tooManyItems'],
    // Spec: "a food type is required".
    ['no food type', manual([{ ...mouse, foodItem: undefined }]), 'source.items.0.foodItem: errors.foodTypeRequired'],
    ['a blank food type', manual([{ ...mouse, foodItem: '  ' }]), 'source.items.0.foodItem: errors.foodTypeRequired'],
    // Spec: "each item needs a positive size per item"; kept to 0.01 g.
    ['no size', manual([{ ...mouse, sizePerItemGrams: undefined }]), 'source.items.0.sizePerItemGrams: errors.sizePerItemPositive'],
    ['a zero size', manual([{ ...mouse, sizePerItemGrams: 0 }]), 'source.items.0.sizePerItemGrams: errors.sizePerItemPositive'],
    ['a negative size', manual([{ ...mouse, sizePerItemGrams: -4 }]), 'source.items.0.sizePerItemGrams: errors.sizePerItemPositive'],
    ['a size under 0.01 g', manual([{ ...mouse, sizePerItemGrams: 0.004 }]), 'source.items.0.sizePerItemGrams: errors.sizeTooSmall'],
    ['a size finer than the hundredth', manual([{ ...mouse, sizePerItemGrams: 0.055 }]), 'source.items.0.sizePerItemGrams: errors.sizeHundredths'],
    ['an absurd size', manual([{ ...mouse, sizePerItemGrams: 100_000.5 }]), 'source.items.0.sizePerItemGrams: errors.tooLarge'],
    ['a bad second item', manual([mouse, { ...mouse, sizePerItemGrams: 0 }]), 'source.items.1.sizePerItemGrams: errors.sizePerItemPositive'],
    ['zero items of a kind', manual([{ ...mouse, count: 0 }]), 'source.items.0.count: errors.itemCountInvalid'],
    ['half an item', manual([{ ...mouse, count: 1.5 }]), 'source.items.0.count: errors.itemCountInvalid'],
    ['no feeder', inventory({ feederId: undefined }), 'source.feederId: errors.feederRequired'],
    ['a bad feeder id', inventory({ feederId: 'crickets' }), 'source.feederId: errors.feederRequired'],
    ['a zero quantity', inventory({ quantity: 0 }), 'source.quantity: errors.quantityPositive'],
    ['a fractional quantity', inventory({ quantity: 1.5 }), 'source.quantity: errors.quantityPositive'],
    ['no deduct flag', inventory({ deductFromInventory: undefined }), 'source.deductFromInventory: errors.deductInvalid'],
    ['an unknown outcome', { ...manual([mouse]), outcome: 'vomited' }, 'outcome: errors.outcomeInvalid'],
    ['long notes', { ...manual([mouse]), notes: 'x'.repeat(5001) }, 'notes: errors.tooLong'],
  ])('refuses %s', (_, input, issue) => {
    const issues = issuesOf(FeedingLogCreateArgs, input);
    expect(issues).toEqual([issue]);
    expect(messagesOf(issues).every((m) => logs.has(m))).toBe(true);
  });
});

describe('feeding log edits', () => {
  it.each([
    [{ outcome: 'refused' }, []],
    [{ source: { kind: 'manual', items: [mouse] } }, []],
    [{ source: { kind: 'manual', items: [] } }, ['patch.source.items: errors.manualItemRequired']],
    [{}, ['patch: errors.nothingToSave']],
  ])('patch %j -> %j', (patch, want) => {
    expect(issuesOf(FeedingLogUpdateArgs, { id: ID, patch })).toEqual(want);
  });
});
