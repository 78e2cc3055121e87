import { describe, expect, it } from 'vitest';
import { changeDetails } from '../../app/features/sync-status/change-details';

const metric = { weightUnit: 'g', lengthUnit: 'cm' } as const;

describe('changeDetails: what the keeper typed, for the sync panel', () => {
  it('shows a manual feeding as items, in the keeper\'s weight unit, without ids', () => {
    const args = { id: 'x', reptileId: 'r', date: '2026-11-20', outcome: 'refused', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }, { foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] } };
    expect(changeDetails(args, metric, 'en').fields).toEqual([
      { key: 'date', value: '2026-11-20' },
      { key: 'outcome', value: 'refused', i18nKey: 'values.outcome.refused' },
      { key: 'source', value: '2 × Mouse (12 g), 1 × Rat (40 g)' },
    ]);
  });

  it('shows a spreadsheet import by its file, columns, row count and animals, never its 10,000 rows inline', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ line: i + 2, cells: ['2026-03-01', 'Nagini', 'mouse 20 g'] }));
    const args = { id: 'x', fileName: 'feedings.csv', headers: ['Date', 'Animal', 'Food'], columns: [{ role: 'date', unit: null }], dateOrder: 'dmy', rows, animals: [{ name: 'Nagini', reptileId: 'r', existing: true }] };
    const fields = changeDetails(args, metric, 'en').fields;
    expect(fields.map((f) => f.key)).toEqual(['fileName', 'headers', 'rows', 'animals']);
    expect(fields.find((f) => f.key === 'rows')).toMatchObject({ i18nKey: 'values.rows', params: { count: 10_000 } });
    expect(fields.find((f) => f.key === 'headers')?.value).toBe('Date, Animal, Food');
    expect(fields.find((f) => f.key === 'animals')?.value).toBe('Nagini');
  });

  it('shows sizes and weights as entered, with the language\'s decimal mark', () => {
    const args = { id: 'x', weightGrams: 62.5, source: { kind: 'manual', items: [{ foodItem: 'Roach', count: 3, sizePerItemGrams: 0.5 }] } };
    expect(changeDetails(args, metric, 'bg').fields).toEqual([{ key: 'weightGrams', value: '62,5 g' }, { key: 'source', value: '3 × Roach (0,5 g)' }]);
    expect(changeDetails(args, metric, 'en').fields.map((f) => f.value)).toEqual(['62.5 g', '3 × Roach (0.5 g)']);
  });

  it('shows a parent typed by name as the name, and a patch\'s fields flat', () => {
    const args = { id: 'x', patch: { parent2: { name: 'Hera' }, notes: 'Locked' } };
    expect(changeDetails(args, metric, 'en')).toEqual({ subject: null, fields: [{ key: 'parent2', value: 'Hera' }, { key: 'notes', value: 'Locked' }] });
  });

  it('keeps booleans and a task\'s frequency as codes to translate, and falls back to JSON for shapes it does not know', () => {
    const args = { id: 'x', complete: false, frequency: { kind: 'weeks', every: 2 }, extra: { a: 1 } };
    expect(changeDetails(args, metric, 'en').fields).toEqual([
      { key: 'complete', value: 'false', i18nKey: 'values.complete.false' },
      { key: 'frequency', value: '{"kind":"weeks","every":2}', i18nKey: 'values.frequency.weeks', params: { count: 2 } },
      { key: 'extra', value: '{"a":1}' },
    ]);
  });

  it('names a feeding taken from the inventory by its count, never by the feeder\'s id', () => {
    const args = { id: 'x', source: { kind: 'inventory', feederId: '01a2', quantity: 2, deductFromInventory: true } };
    expect(changeDetails(args, metric, 'en').fields).toEqual([
      { key: 'source', value: '{"kind":"inventory","feederId":"01a2","quantity":2,"deductFromInventory":true}', i18nKey: 'values.source.inventory', params: { count: 2 } },
    ]);
  });

  it('names the feeder and its size when it is still in the inventory, in the language\'s number format', () => {
    const args = { id: 'x', source: { kind: 'inventory', feederId: '01a2', quantity: 2, deductFromInventory: true } };
    const feeder = { name: 'Dubia roach', weightPerItemGrams: 0.5 };
    expect(changeDetails(args, metric, 'en', { feeder }).fields).toEqual([{ key: 'source', value: '2 × Dubia roach (0.5 g)' }]);
    const bg = { g: 'г', cm: 'см' } as Record<string, string>;
    expect(changeDetails(args, metric, 'bg', { feeder, unitName: (u) => bg[u] ?? u }).fields).toEqual([{ key: 'source', value: '2 × Dubia roach (0,5 г)' }]);
  });
});
