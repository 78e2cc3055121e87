/**
 * The feeding and breeding forms' conversions, table-driven: what the keeper typed becomes the
 * mutation's arguments (whole grams from their unit, parents, clutches) or the schema's messages
 * on the right field; edits carry only what changed; clutches are seen from one reptile.
 */
import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { changedFeedingPatch, emptyFeedingValues, newItem, stockShortfall, toFeedingInput, valuesFromFeedingLog, type FeedingFormValues } from '../../app/features/feeding/feeding-form-values';
import { changedBreedingPatch, emptyBreedingValues, toBreedingInput, valuesFromBreedingLog, type BreedingFormValues } from '../../app/features/breeding/breeding-form-values';
import { clutchesOf } from '../../app/features/breeding/use-clutches';
import type { LocalLog } from '../../app/lib/db';
import type { WeightUnit } from '../../shared/schemas/auth';

const manual = (items: [string, string, string][], over: Partial<FeedingFormValues> = {}): FeedingFormValues => ({
  ...emptyFeedingValues('2026-05-01'), items: items.map(([foodItem, count, size]) => newItem({ foodItem, count, size })), ...over,
});

describe('feeding form values', () => {
  it.each<[string, [string, string, string][], WeightUnit, number[]]>([
    ['grams stay as typed', [['Mouse', '2', '12'], ['Roach', '4', '0.5'], ['Fruit fly', '30', '0,05']], 'g', [12, 0.5, 0.05]],
    ['a comma decimal in kilograms keeps the hundredth of a gram', [['Rat', '1', '0,04567']], 'kg', [45.67]],
    ['ounces convert to the hundredth of a gram', [['Mouse', '1', '0.5']], 'oz', [14.17]],
    ['blank rows are not items', [['Mouse', '1', '10'], ['', '1', ''], ['Cricket', '5', '1']], 'g', [10, 1]],
  ])('%s', (_, items, unit, grams) => {
    const { input } = toFeedingInput(manual(items), { unit });
    expect(input?.source.kind === 'manual' && input.source.items.map((i) => i.sizePerItemGrams)).toEqual(grams);
  });

  it.each<[string, [string, string, string][], (string | undefined)[][], string | undefined]>([
    ['every row blank: the first says what it needs, the list that an item is needed', [['', '1', ''], ['', '', '']],
      [['errors.foodTypeRequired', undefined, 'errors.sizePerItemPositive'], [undefined, undefined, undefined]], 'errors.manualItemRequired'],
    ['errors land on the row they are about', [['Mouse', '1', '10'], ['Cricket', '0', '0.002']],
      [[undefined, undefined, undefined], [undefined, 'errors.itemCountInvalid', 'errors.sizeTooSmall']], undefined],
    ['a count must be whole', [['Mouse', '1.5', '10']], [[undefined, 'errors.itemCountInvalid', undefined]], undefined],
    ['a size that is not a number', [['Mouse', '1', 'abc']], [[undefined, undefined, 'errors.sizePerItemPositive']], undefined],
  ])('%s', (_, items, perRow, listError) => {
    const parsed = toFeedingInput(manual(items), { unit: 'g' });
    expect(parsed.input).toBeNull();
    expect(parsed.itemErrors.map((e) => [e.foodItem, e.count, e.size])).toEqual(perRow);
    expect(parsed.errors?.items).toBe(listError);
  });

  const feeders = [{ id: '0190a6d2-6c4e-7000-8000-000000000001', quantity: 3 }];
  const inventory = (quantity: string, deduct = true): FeedingFormValues => ({ ...emptyFeedingValues('2026-05-01'), sourceKind: 'inventory', feederId: feeders[0]!.id, quantity, deduct });

  it.each<[string, FeedingFormValues, boolean, string | undefined]>([
    ['within stock', inventory('3'), true, undefined],
    ['above stock while deducting', inventory('4'), true, 'feeding.notEnoughStock'],
    ['above stock without deducting', inventory('4', false), true, undefined],
    ['above stock on an edit (stock never moves again)', inventory('4'), false, undefined],
    ['zero', inventory('0'), true, 'errors.quantityPositive'],
  ])('inventory quantity: %s', (_, values, checkStock, error) => {
    const parsed = toFeedingInput(values, { unit: 'g', feeders, checkStock });
    expect(parsed.errors?.quantity).toBe(error);
  });

  it('no feeder chosen', () => {
    expect(toFeedingInput({ ...inventory('1'), feederId: '' }, { unit: 'g', feeders }).errors?.feederId).toBe('errors.feederRequired');
    expect(stockShortfall(inventory('5'), feeders)).toEqual({ available: 3 });
  });

  it('an edit sends only what changed, and the source whole', () => {
    const row: LocalLog<'feedingLogs'> = { id: uuidv7(), userId: uuidv7(), reptileId: uuidv7(), date: '2026-05-01', outcome: 'ate', notes: null, version: 1, updatedAt: 1, deleted: false,
      source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 14 }] } };
    const initial = valuesFromFeedingLog(row, 'oz');
    // The edit form shows the stored size exactly in the keeper's unit, not rounded for reading.
    expect(initial.items[0]).toMatchObject({ foodItem: 'Mouse', count: '2', size: '0.4938' });
    const same = toFeedingInput(initial, { unit: 'oz' }).input!;
    // Untouched, a size is not rewritten from its converted value (it is not even sent).
    expect(changedFeedingPatch(initial, initial, same)).toEqual({});
    const refused = { ...initial, outcome: 'refused' as const };
    expect(changedFeedingPatch(initial, refused, toFeedingInput(refused, { unit: 'oz' }).input!)).toEqual({ outcome: 'refused' });
    const more = { ...initial, items: [...initial.items, newItem({ foodItem: 'Cricket', count: '3', size: '0.1' })] };
    expect(changedFeedingPatch(initial, more, toFeedingInput(more, { unit: 'oz' }).input!)).toEqual({
      source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 14 }, { foodItem: 'Cricket', count: 3, sizePerItemGrams: 2.83 }] },
    });
  });
});

describe('breeding form values', () => {
  const a = '0190a6d2-6c4e-7000-8000-00000000000a';
  const b = '0190a6d2-6c4e-7000-8000-00000000000b';
  const clutch = '0190a6d2-6c4e-7000-8000-0000000000c1';
  const values = (over: Partial<BreedingFormValues>): BreedingFormValues => ({ ...emptyBreedingValues('2026-05-01'), ...over });
  const reptile = (reptileId: string) => ({ mode: 'reptile' as const, reptileId, name: '' });
  const named = (name: string) => ({ mode: 'name' as const, reptileId: a, name });

  it.each<[string, BreedingFormValues, Partial<Record<keyof BreedingFormValues, string>>]>([
    ['no event type', values({}), { eventType: 'errors.eventTypeRequired' }],
    ['a mating without parents', values({ eventType: 'mating' }), { parent1: 'errors.parent1Required', parent2: 'errors.parent2Required' }],
    ['the same reptile twice', values({ eventType: 'mating', parent1: reptile(a), parent2: reptile(a) }), { parent2: 'errors.parentsMustDiffer' }],
    ['the same name twice, any case', values({ eventType: 'other', parent1: named('Zeus'), parent2: named(' zeus ') }), { parent2: 'errors.parentsMustDiffer' }],
    ['a count that is not whole', values({ eventType: 'laying', outcomeCount: '2.5' }), { outcomeCount: 'errors.outcomeCountInvalid' }],
    ['a negative count', values({ eventType: 'hatching', outcomeCount: '-1' }), { outcomeCount: 'errors.outcomeCountInvalid' }],
    ['no date', values({ eventType: 'other', date: '' }), { date: 'errors.dateRequired' }],
  ])('refuses %s', (_, v, errors) => {
    expect(toBreedingInput(v).errors).toEqual(errors);
  });

  it.each<[string, BreedingFormValues, object]>([
    ['a kept and a typed parent (the typed one named by its mode, not a stale reptile choice)', values({ eventType: 'mating', parent1: reptile(a), parent2: named(' Zeus ') }),
      { parent1: { reptileId: a }, parent2: { name: 'Zeus' }, clutchId: null, outcomeCount: null }],
    ['a hatching joining a clutch', values({ eventType: 'hatching', clutchId: clutch, outcomeCount: '4' }), { clutchId: clutch, outcomeCount: 4, parent1: null }],
    ['a mating never carries a clutch left from another event type', values({ eventType: 'mating', parent1: reptile(a), parent2: reptile(b), clutchId: clutch }), { clutchId: null }],
  ])('saves %s', (_, v, expected) => {
    expect(toBreedingInput(v).input).toMatchObject(expected);
  });

  it('an edit sends only what changed', () => {
    const row: LocalLog<'breedingLogs'> = { id: uuidv7(), userId: uuidv7(), reptileId: a, date: '2026-05-01', eventType: 'mating', parent1: { reptileId: a }, parent2: { name: 'Zeus' },
      clutchId: null, outcomeCount: null, notes: null, version: 1, updatedAt: 1, deleted: false };
    const initial = valuesFromBreedingLog(row);
    expect(changedBreedingPatch(initial, initial, toBreedingInput(initial).input!)).toEqual({});
    const edited = { ...initial, parent2: reptile(b), notes: ' Second pairing ' };
    expect(changedBreedingPatch(initial, edited, toBreedingInput(edited).input!)).toEqual({ parent2: { reptileId: b }, notes: 'Second pairing' });
  });
});

describe('clutches seen from one reptile', () => {
  const mother = uuidv7();
  const other = uuidv7();
  const log = (over: Partial<LocalLog<'breedingLogs'>>): LocalLog<'breedingLogs'> => ({
    id: uuidv7(), userId: 'u', reptileId: mother, date: '2026-01-01', eventType: 'laying', parent1: null, parent2: null, clutchId: null, outcomeCount: null,
    notes: null, version: 1, updatedAt: 1, deleted: false, ...over,
  });

  it('sums every reptile\'s logs of this reptile\'s clutches, and offers every open clutch, this reptile\'s first', () => {
    const first = log({ date: '2026-03-01', outcomeCount: 6 });
    const second = log({ date: '2026-06-01', outcomeCount: 4 });
    const more = log({ date: '2026-03-02', clutchId: first.id, outcomeCount: 2 });
    // A hatching logged on the father's page still counts for the mother's clutch.
    const hatched = log({ reptileId: other, eventType: 'hatching', date: '2026-05-01', clutchId: first.id, outcomeCount: 7 });
    const elsewhere = log({ reptileId: other, date: '2026-07-01', outcomeCount: 3 });
    const { summaries, options } = clutchesOf([first, second, more, hatched, elsewhere], mother);
    // The incubation and candling fields are rules/breeding.ts's, tested there.
    expect(summaries).toMatchObject([
      { clutchId: second.id, laidOn: '2026-06-01', reptileId: mother, eggsLaid: 4, eggsHatched: 0 },
      { clutchId: first.id, laidOn: '2026-03-01', reptileId: mother, eggsLaid: 8, eggsHatched: 7 },
    ]);
    expect(options.map((o) => o.clutchId)).toEqual([second.id, first.id, elsewhere.id]);
  });
});
