/**
 * A sale's ledger (shared/sales/ledger.ts) always adds up, and money is read and written exactly
 * (shared/rules/money.ts); the waitlist's order and the dashboard's breeder cards (issue 30).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerRefusal, saleLedger, type LedgerPayment } from '../../shared/sales/ledger';
import { formatMoney, parseMoney } from '../../shared/rules/money';
import { moved } from '../../shared/sales/waitlist';
import { breederCards, type BreederAnimal } from '../../shared/sales/breeder-cards';
import { PAYMENT_KINDS } from '../../shared/schemas/sale';

const payment = fc.record({
  id: fc.uuid(),
  kind: fc.constantFrom(...PAYMENT_KINDS),
  amountMinor: fc.integer({ min: 1, max: 100_000_000 }),
  date: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-03'),
}) satisfies fc.Arbitrary<LedgerPayment>;

describe('saleLedger', () => {
  it('price = paid + balance due, and every line moves the balance by its amount', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.array(payment, { maxLength: 20 }), (price, payments) => {
      const l = saleLedger(price, payments);
      expect(l.paid + l.balanceDue).toBe(price);
      expect(l.balanceDue).toBe(price - l.deposits - l.payments + l.refunds);
      expect(l.lines.at(-1)?.balanceAfter ?? price).toBe(l.balanceDue);
      let before = price;
      for (const { payment: p, balanceAfter } of l.lines) {
        expect(Math.abs(balanceAfter - before)).toBe(p.amountMinor);
        expect(Number.isSafeInteger(balanceAfter)).toBe(true);
        before = balanceAfter;
      }
    }));
  });

  it('accepts exactly the ledgers whose balance stays between 0 and the price, whatever order payments came in', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(payment, { maxLength: 8 }), (price, payments) => {
      const { balanceDue } = saleLedger(price, payments);
      const refusal = ledgerRefusal(price, payments);
      expect(refusal === null).toBe(balanceDue >= 0 && balanceDue <= price);
      expect(ledgerRefusal(price, [...payments].reverse())).toBe(refusal);
    }));
  });

  it.each([
    ['deposit then payment to the cent', 125050, [['deposit', 25050], ['payment', 100000]], 0, null],
    ['one cent too much', 125050, [['deposit', 25050], ['payment', 100001]], -1, 'payment-exceeds-balance'],
    ['a refund of the deposit', 10000, [['deposit', 5000], ['refund', 5000]], 10000, null],
    ['a refund of more than was paid', 10000, [['deposit', 5000], ['refund', 5001]], 10001, 'refund-exceeds-paid'],
  ] as const)('%s', (_name, price, lines, balance, refusal) => {
    const payments = lines.map(([kind, amountMinor], i) => ({ id: `p${i}`, kind, amountMinor, date: '2026-11-01' }));
    expect(saleLedger(price, payments).balanceDue).toBe(balance);
    expect(ledgerRefusal(price, payments)).toBe(refusal);
  });
});

describe('money', () => {
  it.each([
    ['1 250,50', 125050], ['1250.5', 125050], ['1,250.50', 125050], ['1.250,50', 125050], ['0,01', 1], ['1250', 125000], ['', null],
  ] as const)('reads %j as %s minor units', (typed, minor) => {
    expect(parseMoney(typed)).toEqual({ ok: true, minor });
  });

  it.each(['12,5,0', '-5', '1.250.50', 'abc', '0'])('refuses %j', (typed) => {
    expect(parseMoney(typed).ok).toBe(false);
  });

  it.each([
    [125050, 'EUR', 'en', '€1,250.50'], [125050, 'BGN', 'bg', '1250,50 лв.'], [1, 'USD', 'en', '$0.01'], [-2999, 'GBP', 'en', '-£29.99'],
    [9_007_199_254_740_99, 'EUR', 'en', '€9,007,199,254,740.99'],
  ] as const)('writes %s %s in %s as %s', (minor, currency, lng, text) => {
    expect(formatMoney(minor, currency, lng).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('the waitlist order', () => {
  const list = [{ id: 'a', position: 1 }, { id: 'b', position: 2 }, { id: 'c', position: 3 }];
  it.each([
    ['c to the top', 'c', 1, [{ id: 'c', position: 1 }, { id: 'a', position: 2 }, { id: 'b', position: 3 }]],
    ['a down one', 'a', 2, [{ id: 'b', position: 1 }, { id: 'a', position: 2 }]],
    ['past the end', 'a', 99, [{ id: 'b', position: 1 }, { id: 'c', position: 2 }, { id: 'a', position: 3 }]],
    ['where it is', 'b', 2, []],
    ['an unknown entry', 'x', 1, []],
  ] as const)('%s', (_name, id, position, changes) => {
    expect(moved(list, id, position)).toEqual(changes);
  });
});

describe('breederCards', () => {
  const today = '2026-11-29';
  const animal = (id: string, over: Partial<BreederAnimal> = {}): BreederAnimal => ({ id, hatchDate: '2026-07-01', sex: 'male', recentOutcomes: ['ate', 'ate', 'ate'], ...over });
  const sale = { id: 's1', reptileId: 'sold', currency: 'BGN' as const, balanceDue: 5000, handover: 'ship' as const, handoverDate: '2026-12-05' };

  it('lists what is ready, what needs sexing, what leaves this week and what is owed', () => {
    const cards = breederCards({
      animals: [
        animal('ready'), animal('young', { hatchDate: '2026-09-01' }), animal('refused', { recentOutcomes: ['refused', 'ate', 'ate'] }),
        animal('two-meals', { recentOutcomes: ['ate', 'ate'] }), animal('sold'), animal('offered'),
        animal('unsexed', { sex: 'unknown', hatchDate: '2026-05-29' }), animal('unsexed-young', { sex: 'unknown', hatchDate: '2026-06-01' }),
      ],
      openSales: [sale, { ...sale, id: 's2', reptileId: 'x', currency: 'EUR', balanceDue: 100, handoverDate: '2026-12-06' }, { ...sale, id: 's3', reptileId: 'y', balanceDue: 0, handoverDate: today }],
      offered: new Set(['offered']),
      hasWaitlistOrSales: true,
    }, today);
    expect(cards.readyToList).toEqual(['ready', 'unsexed', 'unsexed-young']);
    expect(cards.needsSexing).toEqual(['unsexed']);
    expect(cards.balanceDue).toEqual([{ currency: 'BGN', minor: 5000 }, { currency: 'EUR', minor: 100 }]);
    expect(cards.leavingThisWeek.map((s) => s.id)).toEqual(['s3', 's1']);
  });

  it('is not shown to a keeper with no waitlist, no sales and no hatchling', () => {
    const pet = breederCards({ animals: [animal('old', { hatchDate: '2019-05-01' }), animal('unknown-age', { hatchDate: null })], openSales: [], offered: new Set(), hasWaitlistOrSales: false }, today);
    expect(pet.shown).toBe(false);
    expect(breederCards({ animals: [animal('baby', { hatchDate: '2026-10-01' })], openSales: [], offered: new Set(), hasWaitlistOrSales: false }, today).shown).toBe(true);
  });
});
