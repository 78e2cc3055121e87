import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLANS } from '../../shared/plans';
import { activeTier } from '../../shared/rules/active-tier';
import { EMPTY_LEDGER, adminEntry, applyEntry, type LedgerState } from '../../shared/coins/ledger';
import { addPremiumMonth, buyTierMonth, utcDayOf, type PremiumState } from '../../shared/coins/premium';
import { buyWithCoins } from '../../shared/coins/purchase';

const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();
const DAY = 86_400_000;
const none: PremiumState = { tier: null, expiresAt: null };
const plus = (expires: string, anchorDay?: number): PremiumState => ({ tier: 'HerpPlus', expiresAt: at(expires), anchorDay });
const pro = (expires: string, anchorDay?: number): PremiumState => ({ tier: 'HerpPro', expiresAt: at(expires), anchorDay });

describe('addPremiumMonth', () => {
  it.each<[string, number | undefined, string]>([
    ['2026-03-10T14:30:00.000Z', undefined, '2026-04-10T14:30:00.000Z'],
    ['2026-01-31T08:00:00.000Z', undefined, '2026-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00.000Z', undefined, '2028-02-29T08:00:00.000Z'],
    ['2028-02-29T23:59:59.999Z', undefined, '2028-03-29T23:59:59.999Z'],
    ['2028-02-29T08:00:00.000Z', 31, '2028-03-31T08:00:00.000Z'],
    ['2026-02-28T08:00:00.000Z', 30, '2026-03-30T08:00:00.000Z'],
    ['2026-04-30T00:00:00.000Z', 31, '2026-05-31T00:00:00.000Z'],
    ['2026-12-31T18:00:00.000Z', undefined, '2027-01-31T18:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', undefined, '2027-01-15T00:00:00.000Z'],
    ['2027-01-29T12:00:00.000Z', 29, '2027-02-28T12:00:00.000Z'],
  ])('%s (anchor %j) -> %s', (from, anchor, want) => {
    expect(iso(addPremiumMonth(at(from), anchor))).toBe(want);
  });

  it.each([
    ['2028-02-29T00:00:00.000Z', 29], ['2026-03-31T23:59:59.999Z', 31], ['2026-04-01T00:00:00.000Z', 1],
  ])('the UTC day of %s is %i', (when, day) => {
    expect(utcDayOf(at(when))).toBe(day);
  });
});

describe('buyTierMonth', () => {
  const now = at('2026-03-10T12:00:00.000Z');
  it.each<[string, PremiumState, string, number, unknown]>([
    ['HerpPlus from Basic', none, 'HerpPlus', now,
      { ok: true, price: 500, carriedMs: 0, period: { tier: 'HerpPlus', expiresAt: at('2026-04-10T12:00:00.000Z'), anchorDay: 10 } }],
    ['HerpPro from Basic, tier name in any case', none, ' herppro ', now,
      { ok: true, price: 1000, carriedMs: 0, period: { tier: 'HerpPro', expiresAt: at('2026-04-10T12:00:00.000Z'), anchorDay: 10 } }],
    ['HerpPlus again while active: runs on from the expiry', plus('2026-03-25T09:00:00.000Z'), 'HerpPlus', now,
      { ok: true, price: 500, carriedMs: 0, period: { tier: 'HerpPlus', expiresAt: at('2026-04-25T09:00:00.000Z'), anchorDay: 25 } }],
    ['HerpPro again while active', pro('2026-04-02T00:00:00.000Z'), 'HerpPro', now,
      { ok: true, price: 1000, carriedMs: 0, period: { tier: 'HerpPro', expiresAt: at('2026-05-02T00:00:00.000Z'), anchorDay: 2 } }],
    ['a lapsed HerpPlus: from now', plus('2026-02-01T00:00:00.000Z'), 'HerpPlus', now,
      { ok: true, price: 500, carriedMs: 0, period: { tier: 'HerpPlus', expiresAt: at('2026-04-10T12:00:00.000Z'), anchorDay: 10 } }],
    ['a lapsed HerpPro, buying HerpPlus: allowed, from now', pro('2026-03-01T00:00:00.000Z'), 'HerpPlus', now,
      { ok: true, price: 500, carriedMs: 0, period: { tier: 'HerpPlus', expiresAt: at('2026-04-10T12:00:00.000Z'), anchorDay: 10 } }],
    // 10 days of HerpPlus left are worth 5 days of HerpPro (500 / 1000 coins); the month follows them.
    ['HerpPlus -> HerpPro with 10 days left', plus('2026-03-20T12:00:00.000Z'), 'HerpPro', now,
      { ok: true, price: 1000, carriedMs: 5 * DAY, period: { tier: 'HerpPro', expiresAt: at('2026-04-15T12:00:00.000Z'), anchorDay: 15 } }],
    ['HerpPlus -> HerpPro with 1 hour left', plus('2026-03-10T13:00:00.000Z'), 'HerpPro', now,
      { ok: true, price: 1000, carriedMs: 1_800_000, period: { tier: 'HerpPro', expiresAt: at('2026-04-10T12:30:00.000Z'), anchorDay: 10 } }],
    ['HerpPro -> HerpPlus while HerpPro is active', pro('2026-03-11T00:00:00.000Z'), 'HerpPlus', now, { ok: false, code: 'downgrade-refused' }],
    ['HerpPro -> HerpPlus, stored in another case', { tier: 'HERPPRO', expiresAt: at('2026-04-01T00:00:00.000Z') }, 'HerpPlus', now, { ok: false, code: 'downgrade-refused' }],
    ['Basic', none, 'Basic', now, { ok: false, code: 'not-for-sale' }],
    ['an unknown tier', none, 'HerpGold', now, { ok: false, code: 'not-for-sale' }],
    ['an empty tier', plus('2026-03-20T00:00:00.000Z'), '', now, { ok: false, code: 'not-for-sale' }],
    ['HerpPlus that never expires, again', { tier: 'HerpPlus', expiresAt: null }, 'HerpPlus', now, { ok: false, code: 'tier-never-expires' }],
    ['HerpPlus that never expires -> HerpPro', { tier: 'HerpPlus', expiresAt: null }, 'HerpPro', now, { ok: false, code: 'tier-never-expires' }],
    ['HerpPro that never expires -> HerpPlus', { tier: 'HerpPro', expiresAt: null }, 'HerpPlus', now, { ok: false, code: 'downgrade-refused' }],
  ])('%s', (_, state, want, when, result) => {
    expect(buyTierMonth(state, want, when)).toEqual(result);
  });

  describe('month ends and leap days', () => {
    it.each<[string, PremiumState, string, string, string, number]>([
      ['bought Jan 31 in a leap year', none, '2028-01-31T10:00:00.000Z', 'HerpPlus', '2028-02-29T10:00:00.000Z', 31],
      ['bought Jan 31 in a common year', none, '2027-01-31T10:00:00.000Z', 'HerpPlus', '2027-02-28T10:00:00.000Z', 31],
      ['bought on a leap day', none, '2028-02-29T10:00:00.000Z', 'HerpPlus', '2028-03-29T10:00:00.000Z', 29],
      ['renewed from a clamped Feb 29 keeps the 31st', plus('2028-02-29T10:00:00.000Z', 31), '2028-02-20T00:00:00.000Z', 'HerpPlus', '2028-03-31T10:00:00.000Z', 31],
      ['renewed without a stored anchor uses the expiry day', plus('2028-02-29T10:00:00.000Z'), '2028-02-20T00:00:00.000Z', 'HerpPlus', '2028-03-29T10:00:00.000Z', 29],
      ['a stored anchor out of range is ignored', plus('2028-02-29T10:00:00.000Z', 42), '2028-02-20T00:00:00.000Z', 'HerpPlus', '2028-03-29T10:00:00.000Z', 29],
      ['renewed from Dec 31 runs into January', pro('2026-12-31T23:00:00.000Z'), '2026-12-01T00:00:00.000Z', 'HerpPro', '2027-01-31T23:00:00.000Z', 31],
      ['a leap day expiry renewed a year of months later', plus('2029-01-29T10:00:00.000Z', 29), '2029-01-20T00:00:00.000Z', 'HerpPlus', '2029-02-28T10:00:00.000Z', 29],
    ])('%s', (_, state, when, want, expires, anchorDay) => {
      const r = buyTierMonth(state, want, at(when));
      expect(r.ok && { expires: iso(r.period.expiresAt), anchorDay: r.period.anchorDay }).toEqual({ expires, anchorDay });
    });

    it('renewing on time every month from Jan 31 stays on each month\'s last day', () => {
      let state: PremiumState = none;
      let now = at('2028-01-31T10:00:00.000Z');
      const expiries: string[] = [];
      for (let i = 0; i < 6; i++) {
        const r = buyTierMonth(state, 'HerpPlus', now);
        if (!r.ok) throw new Error(r.code);
        state = r.period;
        expiries.push(iso(r.period.expiresAt).slice(0, 10));
        now = r.period.expiresAt - DAY;
      }
      expect(expiries).toEqual(['2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31', '2028-06-30', '2028-07-31']);
    });
  });

  describe('a purchase at the expiry instant', () => {
    const expiry = at('2028-02-29T10:00:00.000Z');
    const state: PremiumState = { tier: 'HerpPlus', expiresAt: expiry, anchorDay: 31 };
    it.each<[string, number, string]>([
      ['1 ms before: runs on from the expiry', -1, '2028-03-31T10:00:00.000Z'],
      ['exactly at it: still runs on, keeping the anchor', 0, '2028-03-31T10:00:00.000Z'],
      ['1 ms after: lapsed, a new month from now', 1, '2028-03-29T10:00:00.001Z'],
    ])('%s', (_, offset, want) => {
      const r = buyTierMonth(state, 'HerpPlus', expiry + offset);
      expect(r.ok && iso(r.period.expiresAt)).toBe(want);
    });

    it('the tier itself has lapsed at that instant (active-tier.ts), so HerpPro -> HerpPlus is allowed then', () => {
      expect(activeTier('HerpPro', expiry, expiry)).toBeNull();
      expect(buyTierMonth({ tier: 'HerpPro', expiresAt: expiry }, 'HerpPlus', expiry - 1)).toEqual({ ok: false, code: 'downgrade-refused' });
      expect(buyTierMonth({ tier: 'HerpPro', expiresAt: expiry }, 'HerpPlus', expiry).ok).toBe(true);
    });

    it('an upgrade at the expiry instant carries nothing over', () => {
      const r = buyTierMonth({ tier: 'HerpPlus', expiresAt: expiry }, 'HerpPro', expiry);
      expect(r.ok && [r.carriedMs, iso(r.period.expiresAt)]).toEqual([0, '2028-03-29T10:00:00.000Z']);
    });
  });

  describe('properties', () => {
    const instant = fc.integer({ min: at('2000-01-01T00:00:00.000Z'), max: at('2100-01-01T00:00:00.000Z') });
    const ahead = fc.integer({ min: 1, max: 400 * DAY });

    it('a month from its own day lasts 28 to 31 days and keeps the time of day', () => {
      fc.assert(fc.property(instant, (from) => {
        const days = (addPremiumMonth(from) - from) / DAY;
        return Number.isInteger(days) && days >= 28 && days <= 31;
      }));
    });

    it('the same tier again never shortens the time left, and adds at least 28 days', () => {
      fc.assert(fc.property(instant, ahead, fc.constantFrom('HerpPlus', 'HerpPro'), (now, left, tier) => {
        const r = buyTierMonth({ tier, expiresAt: now + left }, tier, now);
        return r.ok && r.period.expiresAt - (now + left) >= 28 * DAY;
      }));
    });

    it('an upgrade keeps the coin value of the days left (within a millisecond) and adds a month', () => {
      fc.assert(fc.property(instant, ahead, (now, left) => {
        const r = buyTierMonth({ tier: 'HerpPlus', expiresAt: now + left }, 'HerpPro', now);
        if (!r.ok) return false;
        const plusValue = left * (PLANS.herpPlus.coinPrice ?? 0);
        const proValue = r.carriedMs * (PLANS.herpPro.coinPrice ?? 0);
        return plusValue - proValue >= 0 && plusValue - proValue < (PLANS.herpPro.coinPrice ?? 0)
          && r.period.expiresAt - (now + r.carriedMs) >= 28 * DAY;
      }));
    });

    it('never sells a lower tier while a higher one is active', () => {
      fc.assert(fc.property(instant, ahead, (now, left) => {
        const r = buyTierMonth({ tier: 'HerpPro', expiresAt: now + left }, 'HerpPlus', now);
        return !r.ok && r.code === 'downgrade-refused';
      }));
    });
  });
});

describe('buyWithCoins', () => {
  const now = at('2026-03-10T12:00:00.000Z');
  const funded = (coins: number): LedgerState => {
    const r = applyEntry(EMPTY_LEDGER, adminEntry('seed', coins, 'test funds'));
    if (!r.ok) throw new Error(r.code);
    return r.state;
  };

  it('debits the price and extends the tier together', () => {
    const r = buyWithCoins(none, funded(600), 'HerpPlus', 'p1', now);
    expect(r.ok && [r.ledger.balance, r.entry, r.period.tier]).toEqual([100, { key: 'purchase:p1', amount: -500, reason: null }, 'HerpPlus']);
  });

  it.each<[string, PremiumState, number, string, string]>([
    ['not enough coins', none, 499, 'HerpPlus', 'insufficient-balance'],
    ['not enough coins for HerpPro', none, 999, 'HerpPro', 'insufficient-balance'],
    ['a downgrade without coins is refused as a downgrade', pro('2026-04-01T00:00:00.000Z'), 0, 'HerpPlus', 'downgrade-refused'],
    ['Basic without coins is not for sale', none, 0, 'Basic', 'not-for-sale'],
  ])('%s', (_, premium, coins, want, code) => {
    const r = buyWithCoins(premium, coins === 0 ? EMPTY_LEDGER : funded(coins), want, 'p1', now);
    expect(r.ok ? 'ok' : r.code).toBe(code);
  });

  it('insufficient balance carries the balance for the message', () => {
    expect(buyWithCoins(none, funded(120), 'HerpPlus', 'p1', now)).toEqual({ ok: false, code: 'insufficient-balance', balance: 120 });
  });

  it('two devices buying with coins for only one purchase: exactly one succeeds', () => {
    const ledger = funded(700);
    const first = buyWithCoins(none, ledger, 'HerpPlus', 'device-a', now);
    if (!first.ok) throw new Error(first.code);
    const second = buyWithCoins(first.period, first.ledger, 'HerpPlus', 'device-b', now + 1000);
    expect(second).toEqual({ ok: false, code: 'insufficient-balance', balance: 200 });
  });

  it('a retried purchase applies once', () => {
    const first = buyWithCoins(none, funded(2000), 'HerpPlus', 'p1', now);
    if (!first.ok) throw new Error(first.code);
    expect(buyWithCoins(first.period, first.ledger, 'HerpPlus', 'p1', now + 5000)).toEqual({ ok: false, code: 'duplicate' });
  });
});
