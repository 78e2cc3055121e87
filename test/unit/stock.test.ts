import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addStock, daysOfStockLeft, deductStock, isLowStock, itemsUsedInLastDays } from '../../shared/rules/stock';
import { ID, ID2 } from '../helpers/issues';

describe('addStock', () => {
  it.each([
    [0, 1, { ok: true, quantity: 1 }],
    [3, 5, { ok: true, quantity: 8 }],
    [3, 6, { ok: false, code: 'quantity-limit' }],
    [3, 0, { ok: false, code: 'invalid-args' }],
    [3, -1, { ok: false, code: 'invalid-args' }],
    [3, 1.5, { ok: false, code: 'invalid-args' }],
    [3, Number.NaN, { ok: false, code: 'invalid-args' }],
  ])('%d + %d -> %j', (current, quantity, want) => {
    expect(addStock(current, quantity)).toEqual(want);
  });
});

describe('deductStock', () => {
  it.each([
    [5, 2, { ok: true, remaining: 3 }],
    [5, 5, { ok: true, remaining: 0 }],
    [5, 6, { ok: false, code: 'insufficient-stock', available: 5 }],
    [0, 1, { ok: false, code: 'insufficient-stock', available: 0 }],
    [-2, 1, { ok: false, code: 'insufficient-stock', available: 0 }],
    [5, 0, { ok: false, code: 'invalid-args' }],
    [5, 1.5, { ok: false, code: 'invalid-args' }],
  ])('%d - %d -> %j', (current, quantity, want) => {
    expect(deductStock(current, quantity)).toEqual(want);
  });

  it('never leaves negative stock, and takes exactly what it reports', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -10, max: 20_000 }), (current, quantity) => {
      const r = deductStock(current, quantity);
      if (r.ok) return r.remaining >= 0 && r.remaining === current - quantity;
      return r.code === 'invalid-args' ? quantity < 1 : quantity > current && r.available === current;
    }));
  });

  it('applied one after another (two devices offline), never takes more than there was', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 30 }), (start, requests) => {
      let stock = start;
      let taken = 0;
      for (const q of requests) {
        const r = deductStock(stock, q);
        if (r.ok) { taken += q; stock = r.remaining; }
      }
      return stock >= 0 && taken + stock === start;
    }));
  });
});

describe('isLowStock', () => {
  it.each([
    [0, 0, true], [1, 0, false], [2, 2, true], [3, 2, false], [0, 5, true],
  ])('%d items with threshold %d: %j', (quantity, lowStockThreshold, low) => {
    expect(isLowStock({ quantity, lowStockThreshold })).toBe(low);
  });
});

describe('daysOfStockLeft', () => {
  it.each([
    [10, 30, 30, 10], [10, 15, 30, 20], [7, 3, 7, 16], [0, 10, 30, 0], [1, 30, 30, 1], [1, 31, 30, 0],
    [10, 0, 30, null], [10, -1, 30, null], [10, 10, 0, null],
  ])('%d items, %d used in %d days -> %j', (quantity, used, n, want) => {
    expect(daysOfStockLeft(quantity, used, n)).toBe(want);
  });
});

describe('itemsUsedInLastDays', () => {
  const inv = (date: string, quantity: number, feederId = ID) => ({ date, source: { kind: 'inventory', feederId, quantity, deductFromInventory: true } });
  const feedings = [
    inv('2024-03-10', 1), inv('2024-02-10', 2), inv('2024-02-09', 4), inv('2024-03-11', 8), inv('2024-03-05', 16, ID2),
    { date: '2024-03-09', source: { kind: 'manual', items: [] } },
  ];

  it.each([
    [30, 3], [1, 1], [2, 1], [31, 7], [0, 0],
  ])('over the last %d days: %d items', (n, used) => {
    expect(itemsUsedInLastDays(feedings, ID, '2024-03-10', n)).toBe(used);
  });
});
