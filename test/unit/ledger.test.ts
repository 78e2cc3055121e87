import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACHIEVEMENTS } from '../../shared/achievements/catalogue';
import {
  EMPTY_LEDGER, SOCIAL_REWARD, achievementEntry, adminEntry, applyEntry, balanceOf, canSpend, checkEntry, contestEntry, ledgerStateOf, purchaseEntry, socialEntry,
  type LedgerEntry, type LedgerState,
} from '../../shared/coins/ledger';
import { achievementKey, adminKey, contestKey, ledgerKindOf, purchaseKey, socialKey } from '../../shared/coins/ledger-key';
import { COIN_ERROR_KEYS, LEDGER_KIND_KEYS } from '../../shared/coins/messages';
import { ID, localeTexts } from '../helpers/issues';

describe('ledger keys', () => {
  it.each([
    [achievementKey('feedings10'), 'achievement:feedings10'],
    [socialKey(), 'social:facebook'],
    [contestKey('2026-03', 1), 'contest:2026-03:1'],
    [purchaseKey(ID), `purchase:${ID}`],
    [adminKey('adj_7'), 'admin:adj_7'],
  ])('builds %s', (key, want) => {
    expect(key).toBe(want);
  });

  it.each<[string, string | null]>([
    ['achievement:feedings10', 'achievement'],
    ['social:facebook', 'social'],
    ['contest:2026-03:1', 'contest'],
    ['contest:2026-12:3', 'contest'],
    [`purchase:${ID}`, 'purchase'],
    [`admin:${ID}`, 'admin'],
    ['achievement:', null],
    ['achievement:a b', null],
    ['achievement:x:y', null],
    ['social:twitter', null],
    ['social:facebook:2', null],
    ['contest:2026-13:1', null],
    ['contest:2026-00:1', null],
    ['contest:2026-03:4', null],
    ['contest:2026-03:0', null],
    ['contest:26-03:1', null],
    [`purchase:${'x'.repeat(65)}`, null],
    ['refund:abc', null],
    ['', null],
    ['ACHIEVEMENT:feedings10', null],
  ])('%s is a key of %j', (key, kind) => {
    expect(ledgerKindOf(key)).toBe(kind);
  });
});

describe('entry builders', () => {
  it('credit rewards, debit purchases, and keep the admin reason', () => {
    const feedings10 = ACHIEVEMENTS.find((a) => a.id === 'feedings10');
    expect(feedings10 && achievementEntry(feedings10)).toEqual({ key: 'achievement:feedings10', amount: feedings10?.reward, reason: null });
    expect(socialEntry()).toEqual({ key: 'social:facebook', amount: 50, reason: null });
    expect(SOCIAL_REWARD).toBe(50);
    expect(contestEntry('2026-03', 2, 150)).toEqual({ key: 'contest:2026-03:2', amount: 150, reason: null });
    expect(purchaseEntry(ID, 500)).toEqual({ key: `purchase:${ID}`, amount: -500, reason: null });
    expect(adminEntry('a1', -20, '  refund of a double prize ')).toEqual({ key: 'admin:a1', amount: -20, reason: 'refund of a double prize' });
  });
});

describe('checkEntry', () => {
  const e = (key: string, amount: number, reason: string | null = null): LedgerEntry => ({ key, amount, reason });
  it.each<[string, number, boolean, LedgerEntry, unknown]>([
    ['an award', 0, false, e('achievement:firstLog', 10), { ok: true, balance: 10 }],
    ['the social reward', 5, false, e('social:facebook', 50), { ok: true, balance: 55 }],
    ['a contest prize', 0, false, e('contest:2026-03:1', 300), { ok: true, balance: 300 }],
    ['a purchase with enough coins', 600, false, e('purchase:p1', -500), { ok: true, balance: 100 }],
    ['a purchase of exactly the balance', 500, false, e('purchase:p1', -500), { ok: true, balance: 0 }],
    ['a purchase one coin short', 499, false, e('purchase:p1', -500), { ok: false, code: 'insufficient-balance', balance: 499 }],
    ['a purchase from nothing', 0, false, e('purchase:p1', -500), { ok: false, code: 'insufficient-balance', balance: 0 }],
    ['an admin credit', 0, false, e('admin:a1', 25, 'bug bounty'), { ok: true, balance: 25 }],
    ['an admin debit', 30, false, e('admin:a1', -30, 'correction'), { ok: true, balance: 0 }],
    ['an admin debit below zero', 29, false, e('admin:a1', -30, 'correction'), { ok: false, code: 'insufficient-balance', balance: 29 }],
    ['a repeated award', 10, true, e('achievement:firstLog', 10), { ok: false, code: 'duplicate' }],
    ['a repeated purchase', 1000, true, e('purchase:p1', -500), { ok: false, code: 'duplicate' }],
    ['a repeated purchase without the coins', 0, true, e('purchase:p1', -500), { ok: false, code: 'duplicate' }],
    ['an unknown cause', 0, false, e('gift:x', 10), { ok: false, code: 'invalid-key' }],
    ['a zero award', 0, false, e('achievement:firstLog', 0), { ok: false, code: 'invalid-amount' }],
    ['a negative award', 100, false, e('achievement:firstLog', -10), { ok: false, code: 'invalid-amount' }],
    ['a negative social reward', 100, false, e('social:facebook', -50), { ok: false, code: 'invalid-amount' }],
    ['a negative prize', 100, false, e('contest:2026-03:1', -1), { ok: false, code: 'invalid-amount' }],
    ['a purchase that credits', 0, false, e('purchase:p1', 500), { ok: false, code: 'invalid-amount' }],
    ['a zero adjustment', 0, false, e('admin:a1', 0, 'nothing'), { ok: false, code: 'invalid-amount' }],
    ['a fractional amount', 0, false, e('admin:a1', 1.5, 'half'), { ok: false, code: 'invalid-amount' }],
    ['an unsafe amount', 0, false, e('admin:a1', 2 ** 53, 'huge'), { ok: false, code: 'invalid-amount' }],
    ['NaN', 0, false, e('admin:a1', Number.NaN, 'nan'), { ok: false, code: 'invalid-amount' }],
    ['a balance past the safe integers', Number.MAX_SAFE_INTEGER, false, e('achievement:firstLog', 10), { ok: false, code: 'invalid-amount' }],
    ['an adjustment without a reason', 0, false, e('admin:a1', 10), { ok: false, code: 'invalid-reason' }],
    ['an adjustment with a blank reason', 0, false, e('admin:a1', 10, '   '), { ok: false, code: 'invalid-reason' }],
    ['a reason over 200 characters', 0, false, e('admin:a1', 10, 'x'.repeat(201)), { ok: false, code: 'invalid-reason' }],
  ])('%s', (_, balance, applied, entry, want) => {
    expect(checkEntry(balance, applied, entry)).toEqual(want);
  });
});

describe('balanceOf and canSpend', () => {
  it.each<[number[], number]>([
    [[], 0], [[10], 10], [[10, 50, -30], 30], [[500, -500], 0], [[1, 2, 3, -6, 100], 100],
  ])('the balance of %j is %i', (amounts, want) => {
    expect(balanceOf(amounts.map((amount) => ({ amount })))).toBe(want);
  });

  it.each<[number, number, boolean]>([
    [500, 500, true], [501, 500, true], [499, 500, false], [0, 1, false], [100, 0, false], [100, -5, false], [100, 1.5, false], [100, Number.NaN, false],
  ])('from %i, spending %d: %j', (balance, amount, ok) => {
    expect(canSpend(balance, amount)).toBe(ok);
  });
});

describe('applyEntry', () => {
  it('applies a key once and leaves the state it was given untouched', () => {
    const first = applyEntry(EMPTY_LEDGER, socialEntry());
    expect(first).toEqual({ ok: true, state: { balance: 50, keys: new Set(['social:facebook']) } });
    expect(EMPTY_LEDGER).toEqual({ balance: 0, keys: new Set() });
    if (!first.ok) return;
    expect(applyEntry(first.state, socialEntry())).toEqual({ ok: false, code: 'duplicate' });
    expect(first.state.balance).toBe(50);
  });

  it('lets a refused purchase through later, once the coins are there', () => {
    let state: LedgerState = EMPTY_LEDGER;
    expect(applyEntry(state, purchaseEntry('p1', 500))).toEqual({ ok: false, code: 'insufficient-balance', balance: 0 });
    const credited = applyEntry(state, adminEntry('a1', 500, 'welcome gift'));
    if (credited.ok) state = credited.state;
    const bought = applyEntry(state, purchaseEntry('p1', 500));
    expect(bought.ok && bought.state.balance).toBe(0);
  });

  it('rebuilds the same state from the entries (ledgerStateOf)', () => {
    const entries = [socialEntry(), adminEntry('a1', 40, 'gift'), purchaseEntry('p1', 60)];
    expect(ledgerStateOf(entries)).toEqual({ balance: 30, keys: new Set(['social:facebook', 'admin:a1', 'purchase:p1']) });
  });
});

describe('ledger property: several clients, duplicated and reordered deliveries', () => {
  const month = fc.constantFrom('2026-01', '2026-02', '2026-03');
  // Small id pools, so the same purchase or adjustment is often delivered again (a retry, a
  // second device), sometimes with a different amount (a tampered or confused retry).
  const intent: fc.Arbitrary<LedgerEntry> = fc.oneof(
    fc.constantFrom(...ACHIEVEMENTS).map(achievementEntry),
    fc.constant(socialEntry()),
    fc.tuple(month, fc.constantFrom(1 as const, 2 as const, 3 as const), fc.integer({ min: 50, max: 300 })).map(([m, place, prize]) => contestEntry(m, place, prize)),
    fc.tuple(fc.integer({ min: 1, max: 8 }), fc.constantFrom(500, 1000)).map(([n, price]) => purchaseEntry(`p${n}`, price)),
    fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: -400, max: 400 }).filter((n) => n !== 0)).map(([n, amount]) => adminEntry(`a${n}`, amount, 'support')),
    // Malformed deliveries: they must change nothing.
    fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 500 })).map(([n, amount]) => ({ key: `purchase:p${n}`, amount, reason: null })),
    fc.constant({ key: 'admin:a1', amount: 10, reason: null }),
  );
  const deliveries = fc.array(intent, { minLength: 1, maxLength: 25 }).chain((intents) =>
    fc.array(fc.record({ client: fc.integer({ min: 0, max: 3 }), index: fc.integer({ min: 0, max: intents.length - 1 }) }), { minLength: 20, maxLength: 80 })
      .map((picks) => picks.map(({ client, index }) => ({ client, entry: intents[index] as LedgerEntry }))));

  it('keeps the balance the sum of the applied entries, never negative, each key once', () => {
    let delivered = 0;
    const outcomes = new Map<string, number>();
    fc.assert(fc.property(deliveries, (stream) => {
      let state: LedgerState = EMPTY_LEDGER;
      const applied: LedgerEntry[] = [];
      for (const { entry } of stream) {
        delivered++;
        const before = state;
        const r = applyEntry(state, entry);
        const outcome = r.ok ? 'applied' : r.code;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        if (r.ok) {
          expect(before.keys.has(entry.key)).toBe(false);
          expect(r.state.balance).toBe(before.balance + entry.amount);
          applied.push(entry);
          state = r.state;
        } else {
          // A refusal changes nothing, and says why truthfully.
          if (r.code === 'duplicate') expect(before.keys.has(entry.key)).toBe(true);
          if (r.code === 'insufficient-balance') expect([r.balance, before.balance + entry.amount < 0]).toEqual([before.balance, true]);
          if (r.code === 'invalid-amount') expect(entry.amount === 0 || (entry.key.startsWith('purchase:') && entry.amount > 0)).toBe(true);
          if (r.code === 'invalid-reason') expect(entry.reason).toBeNull();
          expect(r.code).not.toBe('invalid-key');
        }
        expect(state.balance).toBeGreaterThanOrEqual(0);
      }
      const keys = applied.map((e) => e.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(state.balance).toBe(balanceOf(applied));
      expect([...state.keys].sort()).toEqual([...keys].sort());
      expect(ledgerStateOf(applied)).toEqual(state);
    }), { numRuns: 500 });
    expect(delivered).toBeGreaterThan(5000);
    // The runs really exercised every path, not only the happy one.
    for (const outcome of ['applied', 'duplicate', 'insufficient-balance', 'invalid-amount', 'invalid-reason']) expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(50);
  });

  it('reaches the same balance whatever client order the same first deliveries come in, when nothing is spent', () => {
    const credits = fc.array(fc.oneof(fc.constantFrom(...ACHIEVEMENTS).map(achievementEntry), fc.constant(socialEntry())), { maxLength: 40 });
    fc.assert(fc.property(credits, (entries) => {
      const run = (list: LedgerEntry[]) => list.reduce<LedgerState>((s, e) => { const r = applyEntry(s, e); return r.ok ? r.state : s; }, EMPTY_LEDGER);
      const once = new Map(entries.map((e) => [e.key, e.amount]));
      return run(entries).balance === run([...entries].reverse()).balance && run(entries).balance === balanceOf([...once.values()].map((amount) => ({ amount })));
    }));
  });
});

describe('coin messages', () => {
  it('map every refusal code and cause to a key translated in en and bg', () => {
    for (const lng of ['en', 'bg']) {
      const texts = localeTexts('coins', lng);
      for (const key of [...Object.values(COIN_ERROR_KEYS), ...Object.values(LEDGER_KIND_KEYS)]) expect(texts.get(key), `${lng} ${key}`).toBeTruthy();
      expect(texts.get(COIN_ERROR_KEYS['insufficient-balance'])).toContain('{{balance}}');
    }
  });
});
