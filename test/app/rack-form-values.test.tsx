/** Feeding the rack: one input per selected animal with its outcome, or the messages by field. */
import { describe, expect, it } from 'vitest';
import { emptyRackValues, filterReptiles, toRackEntries, type RackFormValues } from '../../app/features/rack-feeding/rack-form-values';

const TODAY = '2026-03-10';
const FEEDER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const ctx = { unit: 'g' as const, inStock: (id: string) => (id === FEEDER ? 5 : null) };
const manual = (over: Partial<RackFormValues> = {}): RackFormValues => ({ ...emptyRackValues(TODAY), foodItem: 'Mouse', count: '1', size: '20', ...over });
const inventory = (over: Partial<RackFormValues> = {}): RackFormValues => ({ ...emptyRackValues(TODAY), sourceKind: 'inventory', feederId: FEEDER, quantity: '2', ...over });

describe('toRackEntries', () => {
  it('gives every selected animal the same feeding and its own outcome', () => {
    const r = toRackEntries(manual({ notes: ' thawed ' }), ['a', 'b', 'c'], { b: 'refused', c: 'regurgitated' }, ctx);
    expect(r.errors).toBeNull();
    expect(r.entries?.map((e) => [e.reptileId, e.input.outcome])).toEqual([['a', 'ate'], ['b', 'refused'], ['c', 'regurgitated']]);
    expect(r.entries?.[0]?.input).toEqual({ date: TODAY, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] }, outcome: 'ate', notes: 'thawed' });
  });

  it('keeps a size under a gram as typed (decision 0018)', () => {
    expect(toRackEntries(manual({ foodItem: 'Roach', size: '0,5' }), ['a'], {}, ctx).entries?.[0]?.input.source).toEqual({ kind: 'manual', items: [{ foodItem: 'Roach', count: 1, sizePerItemGrams: 0.5 }] });
  });

  it('from the inventory, deducts for each animal and checks quantity x animals against stock', () => {
    const ok = toRackEntries(inventory(), ['a', 'b'], {}, ctx);
    expect(ok.entries?.map((e) => e.input.source)).toEqual([
      { kind: 'inventory', feederId: FEEDER, quantity: 2, deductFromInventory: true },
      { kind: 'inventory', feederId: FEEDER, quantity: 2, deductFromInventory: true },
    ]);
    expect(toRackEntries(inventory(), ['a', 'b', 'c'], {}, ctx)).toEqual({ entries: null, errors: { quantity: 'rack:errors.notEnoughStock' }, notEnoughStock: { needed: 6, available: 5 } });
  });

  it.each([
    ['nobody selected', manual(), [], { selection: 'rack:errors.noneSelected' }],
    ['no food item', manual({ foodItem: ' ' }), ['a'], { foodItem: 'errors.foodTypeRequired' }],
    ['0 items', manual({ count: '0' }), ['a'], { count: 'errors.itemCountInvalid' }],
    ['no size', manual({ size: '' }), ['a'], { size: 'errors.sizePerItemPositive' }],
    ['a size that rounds to 0 g', manual({ size: '0.003' }), ['a'], { size: 'errors.sizeTooSmall' }],
    ['no date', manual({ date: '' }), ['a'], { date: 'errors.dateRequired' }],
    ['no feeder chosen', inventory({ feederId: '' }), ['a'], { feederId: 'errors.feederRequired' }],
    ['a feeder no longer on this device', inventory({ feederId: '0190a1b2-c3d4-7e5f-8a9b-000000000000' }), ['a'], { feederId: 'errors.feederRequired' }],
    ['0 per animal', inventory({ quantity: '0' }), ['a'], { quantity: 'errors.quantityPositive' }],
  ] as const)('%s', (_, values, selected, errors) => {
    const r = toRackEntries(values, selected, {}, ctx);
    expect(r.entries).toBeNull();
    expect(r.errors).toEqual(errors);
  });
});

describe('filterReptiles', () => {
  const rack = [{ name: 'Monty', species: 'Python regius' }, { name: 'Zoë', species: 'Pogona vitticeps' }, { name: 'Kaa', species: 'Python bivittatus' }];
  it.each([
    ['', ['Monty', 'Zoë', 'Kaa']],
    ['python', ['Monty', 'Kaa']],
    ['  KAA ', ['Kaa']],
    ['zoe', ['Zoë']],
    ['iguana', []],
  ])('"%s"', (filter, names) => {
    expect(filterReptiles(rack, filter).map((r) => r.name)).toEqual(names);
  });
});
