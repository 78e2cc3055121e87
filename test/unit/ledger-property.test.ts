/**
 * A property test of the ReptiCoins ledger through the real services on the real SQLite store
 * (issue 12): random bursts of achievement awards (some with a stale view of what is earned, as a
 * racing transaction would have), purchases (random tiers, purchase ids drawn from a small pool so
 * retries and reuse happen), admin adjustments (repeated ids, debits past the balance, blank
 * reasons, zero) and repeated social claims, for several keepers, the operations of a burst sent
 * together as several devices would (each on its own event, as requests arrive; operations
 * started in the same tick meet a bug of the SQLite store, pinned by the last test here), with
 * the clock moving and plans lapsing in between. After every burst:
 * - each wallet's balance is the sum of its keeper's entries, never negative, and no prefix of the
 *   ledger (in the order it was written) was ever negative;
 * - no keeper holds a ledger key or an achievement twice, and every award is credited exactly once;
 * - what was written is exactly what the answers said: one entry per applied operation with its
 *   key and amount, nothing for a duplicate or a refusal;
 * - every entry took its own version of the keeper's sync space (so devices pull each once).
 * A burst of one operation is also checked against a model of the rules (duplicate, refused for
 * the balance with the balance, refused for the tier, applied).
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementById } from '../../shared/achievements/catalogue';
import { ZERO_COUNTERS, type AchievementCounters } from '../../shared/achievements/counters';
import { planForTier } from '../../shared/plans';
import { activeTier } from '../../shared/rules/active-tier';
import { awardFor, earnedIds } from '../../sync-server/src/achievements/award';
import { adjustCoins, claimSocialReward, lapseExpiredPlans, purchaseTier } from '../../sync-server/src/coins/service';
import { HttpError } from '../../sync-server/src/errors';
import { writeInSpace } from '../../sync-server/src/sync/spaces';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  // Always SQLite, whatever the project: this is the unit project's test of the real store.
  s = await buildTestServer({ DATABASE_URL: '' });
});
afterAll(() => s.close());

const USERS = 3;
const nextEvent = () => new Promise<void>((resolve) => setImmediate(resolve));
const IDS = 6;
const DAY = 86_400_000;

type Op =
  | { kind: 'award'; user: number; counters: Partial<AchievementCounters>; stale: boolean }
  | { kind: 'purchase'; user: number; tier: 'HerpPlus' | 'HerpPro' | 'Basic'; id: number }
  | { kind: 'adjust'; user: number; amount: number; reason: string; id: number }
  | { kind: 'social'; user: number }
  | { kind: 'lapse' }
  | { kind: 'advance'; ms: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const id = fc.integer({ min: 0, max: IDS - 1 });
const counters: fc.Arbitrary<Partial<AchievementCounters>> = fc.record({
  logins: fc.constantFrom(0, 1),
  reptiles: fc.constantFrom(0, 1, 10),
  logs: fc.constantFrom(0, 1, 99, 100, 1000),
  feedings: fc.constantFrom(0, 9, 10, 100),
  sheds: fc.constantFrom(0, 5),
  maxGrowthLogsOfOneReptile: fc.constantFrom(0, 5),
  events: fc.constantFrom(0, 10),
  healthLogs: fc.constantFrom(0, 1),
  clutches: fc.constantFrom(0, 1),
  hatchings: fc.constantFrom(0, 1),
  collections: fc.constantFrom(0, 1),
  longestStreakDays: fc.constantFrom(0, 7, 30),
}, { requiredKeys: [] });

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('award' as const), user, counters, stale: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('purchase' as const), user, tier: fc.constantFrom('HerpPlus' as const, 'HerpPlus' as const, 'HerpPro' as const, 'Basic' as const), id }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const), user, id,
      amount: fc.oneof(fc.integer({ min: -800, max: 1200 }), fc.constantFrom(0, -100_000)),
      reason: fc.constantFrom('Support credit', 'Correction', '  '),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('social' as const), user }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lapse' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 20 * DAY }) }) },
);

/** What one operation's answer says it wrote to a keeper's ledger. */
interface Outcome {
  user: number | null;
  status: 'applied' | 'duplicate' | 'refused';
  code?: string;
  details?: Record<string, unknown>;
  /** The ledger key a purchase or an adjustment asked for. */
  key?: string;
  /** The entries the answer implies, key and amount. */
  written: [string, number][];
}

interface Keeper {
  id: string;
  purchaseIds: string[];
  adjustmentIds: string[];
}

function refusedOrThrow(err: unknown, u: number, key: string | undefined): Outcome {
  if (!(err instanceof HttpError)) throw err;
  return { user: u, status: 'refused', code: err.code, details: err.details, key, written: [] };
}

async function run(o: Op, keepers: Keeper[], clock: { now: number }): Promise<Outcome> {
  const store = s.app.store;
  const now = clock.now;
  if (o.kind === 'advance') {
    clock.now += o.ms;
    return { user: null, status: 'applied', written: [] };
  }
  if (o.kind === 'lapse') {
    await lapseExpiredPlans(store, now);
    return { user: null, status: 'applied', written: [] };
  }
  const k = keepers[o.user] as Keeper;
  const key = o.kind === 'purchase' ? `purchase:${k.purchaseIds[o.id]}` : o.kind === 'adjust' ? `admin:${k.adjustmentIds[o.id]}` : undefined;
  try {
    switch (o.kind) {
      case 'award': {
        const awarded = await writeInSpace(store, k.id, now, async (tx, nextVersion) =>
          awardFor({ tx, userId: k.id, now, nextVersion }, { ...ZERO_COUNTERS, ...o.counters }, o.stale ? new Set() : await earnedIds(tx, k.id)));
        return { user: o.user, status: awarded.length > 0 ? 'applied' : 'duplicate', written: awarded.map((a) => [`achievement:${a.id}`, a.reward]) };
      }
      case 'purchase': {
        const pid = k.purchaseIds[o.id] as string;
        const res = await purchaseTier(store, k.id, o.tier as 'HerpPlus', pid, now);
        const price = planForTier(o.tier).coinPrice ?? Number.NaN;
        return res.duplicate ? { user: o.user, status: 'duplicate', key, written: [] } : { user: o.user, status: 'applied', key, written: [[`purchase:${pid}`, -price]] };
      }
      case 'adjust': {
        const aid = k.adjustmentIds[o.id] as string;
        const res = await adjustCoins(store, k.id, { amount: o.amount, reason: o.reason, adjustmentId: aid }, now);
        return res.duplicate ? { user: o.user, status: 'duplicate', key, written: [] } : { user: o.user, status: 'applied', key, written: [[`admin:${aid}`, o.amount]] };
      }
      case 'social':
        await claimSocialReward(store, k.id, now);
        return { user: o.user, status: 'applied', written: [['social:facebook', 50]] };
    }
  } catch (err) {
    return refusedOrThrow(err, o.user, key);
  }
}

interface Ledger {
  entries: { key: string; amount: number; version: number }[];
  balance: number | null;
  walletVersion: number | null;
  tier: string | null;
  expiresAt: number | null;
  space: number;
  awards: string[];
}

async function ledgerOf(userId: string): Promise<Ledger> {
  const q = s.app.store;
  const entries = (await q.all<{ key: string; amount: number; version: number }>('SELECT key, amount, version FROM coin_ledger WHERE user_id = ? ORDER BY version', [userId]))
    .map((e) => ({ key: e.key, amount: Number(e.amount), version: Number(e.version) }));
  const wallet = await q.one<{ balance: number; version: number; tier: string | null; expiresAt: number | null }>(
    'SELECT balance, version, premium_tier AS tier, premium_expires_at AS "expiresAt" FROM wallets WHERE user_id = ?', [userId]);
  const space = await q.one<{ version: number }>('SELECT version FROM sync_spaces WHERE user_id = ?', [userId]);
  const awards = (await q.all<{ id: string }>('SELECT achievement_id AS id FROM user_achievements WHERE user_id = ?', [userId])).map((r) => r.id);
  return {
    entries, balance: wallet ? Number(wallet.balance) : null, walletVersion: wallet ? Number(wallet.version) : null,
    tier: wallet?.tier ?? null, expiresAt: wallet?.expiresAt ?? null, space: Number(space?.version ?? 0), awards,
  };
}

const sorted = (pairs: [string, number][]) => [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

function checkInvariants(l: Ledger): void {
  const sum = l.entries.reduce((acc, e) => acc + e.amount, 0);
  expect(l.balance ?? 0).toBe(sum);
  expect(sum).toBeGreaterThanOrEqual(0);
  let prefix = 0;
  for (const e of l.entries) {
    prefix += e.amount;
    expect(prefix, `balance after ${e.key}`).toBeGreaterThanOrEqual(0);
  }
  const keys = l.entries.map((e) => e.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(new Set(l.awards).size).toBe(l.awards.length);
  // Every award credited once, and every achievement credit is an award.
  expect(keys.filter((k) => k.startsWith('achievement:')).sort()).toEqual(l.awards.map((a) => `achievement:${a}`).sort());
  for (const a of l.awards) expect(achievementById(a)).toBeDefined();
  // Each entry its own version of the space; the wallet written with (after) the last one.
  const versions = l.entries.map((e) => e.version);
  expect(new Set(versions).size).toBe(versions.length);
  for (const v of versions) expect(v).toBeLessThanOrEqual(l.space);
  if (l.entries.length > 0) expect(l.walletVersion).toBeGreaterThan(Math.max(...versions));
}

/** A burst of one operation, checked against the rules with the state before it. */
function checkAgainstModel(o: Op, before: Ledger, out: Outcome, now: number): void {
  const keys = new Set(before.entries.map((e) => e.key));
  const balance = before.balance ?? 0;
  switch (o.kind) {
    case 'advance':
    case 'lapse':
      return;
    case 'social':
      if (keys.has('social:facebook')) expect(out).toMatchObject({ status: 'refused', code: 'already-claimed' });
      else expect(out.status).toBe('applied');
      return;
    case 'award':
      for (const [key] of out.written) expect(keys.has(key), key).toBe(false);
      return;
    case 'adjust':
      // Validation first, then the duplicate, then the balance (decision 0012).
      if (o.amount === 0) expect(out).toMatchObject({ status: 'refused', code: 'invalid-amount' });
      else if (o.reason.trim() === '') expect(out).toMatchObject({ status: 'refused', code: 'invalid-reason' });
      else if (keys.has(out.key ?? '')) expect(out.status).toBe('duplicate');
      else if (balance + o.amount < 0) expect(out).toMatchObject({ status: 'refused', code: 'insufficient-balance', details: { balance } });
      else expect(out.status).toBe('applied');
      return;
    case 'purchase': {
      // The duplicate first (a retry answers as the first delivery did), then the tier, then the coins.
      const price = planForTier(o.tier).coinPrice;
      const active = activeTier(before.tier, before.expiresAt === null ? null : Number(before.expiresAt), now);
      if (keys.has(out.key ?? '')) expect(out.status).toBe('duplicate');
      else if (price === null) expect(out).toMatchObject({ status: 'refused', code: 'not-for-sale' });
      else if (active === 'HerpPro' && o.tier === 'HerpPlus') expect(out).toMatchObject({ status: 'refused', code: 'downgrade-refused' });
      else if (balance < price) expect(out).toMatchObject({ status: 'refused', code: 'insufficient-balance', details: { balance } });
      else expect(out.status).toBe('applied');
    }
  }
}

describe('the ReptiCoins ledger under random operations from several devices', () => {
  it('keeps balance = sum of entries, never negative, every key once, and writes exactly what it answers', async () => {
    let operations = 0;
    /** How often each kind of answer came, so the runs are known to reach every branch. */
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 10, maxLength: 40 }), async (bursts) => {
        const keepers: Keeper[] = [];
        for (let i = 0; i < USERS; i++) {
          const u = await createTestUser(s.app);
          keepers.push({ id: u.id, purchaseIds: Array.from({ length: IDS }, () => randomUUID()), adjustmentIds: Array.from({ length: IDS }, () => randomUUID()) });
        }
        // Two keepers share purchase ids: keys are per keeper, so both apply.
        (keepers[1] as Keeper).purchaseIds = (keepers[0] as Keeper).purchaseIds;
        const clock = { now: Date.UTC(2027, 0, 1) };
        for (const burst of bursts) {
          const before = await Promise.all(keepers.map((k) => ledgerOf(k.id)));
          const now = clock.now;
          // Each operation of a burst arrives on its own event, as requests of several devices do.
          const outcomes = await Promise.all(burst.map(async (o, i) => {
            for (let j = 0; j < i; j++) await nextEvent();
            return run(o, keepers, clock);
          }));
          operations += burst.length;
          for (const [i, o] of burst.entries()) {
            const out = outcomes[i] as Outcome;
            const label = `${o.kind}:${out.status}${out.code ? `:${out.code}` : ''}`;
            seen.set(label, (seen.get(label) ?? 0) + 1);
          }
          const after = await Promise.all(keepers.map((k) => ledgerOf(k.id)));
          for (const [u, l] of after.entries()) {
            checkInvariants(l);
            // What was written is exactly what the answers said.
            const prior = before[u] as Ledger;
            const added = l.entries.filter((e) => !prior.entries.some((p) => p.key === e.key));
            expect(l.entries.slice(0, prior.entries.length)).toEqual(prior.entries);
            expect(sorted(added.map((e) => [e.key, e.amount]))).toEqual(sorted(outcomes.filter((x) => x.user === u).flatMap((x) => x.written)));
          }
          const [single] = burst;
          const [outcome] = outcomes;
          if (burst.length === 1 && single && outcome && outcome.user !== null) checkAgainstModel(single, before[outcome.user] as Ledger, outcome, now);
        }
      }),
      { numRuns: 120 },
    );
    // Across the whole table too: no (user, key) twice.
    expect(await s.app.store.all('SELECT user_id, key FROM coin_ledger GROUP BY user_id, key HAVING count(*) > 1')).toEqual([]);
    expect(operations).toBeGreaterThan(3000);
    for (const label of [
      'award:applied', 'award:duplicate', 'purchase:applied', 'purchase:duplicate', 'purchase:refused:insufficient-balance', 'purchase:refused:downgrade-refused',
      'purchase:refused:not-for-sale', 'adjust:applied', 'adjust:duplicate', 'adjust:refused:insufficient-balance', 'adjust:refused:invalid-amount',
      'adjust:refused:invalid-reason', 'social:applied', 'social:refused:already-claimed',
    ]) expect(seen.get(label) ?? 0, label).toBeGreaterThan(0);
  }, 60_000);
});

describe('two purchases started in the same tick of one process (SQLite)', () => {
  // Guards a store bug this test found (sync-server/src/db/store.ts): a second transaction() woken
  // by the same release used to find the connection free too and run BEGIN inside the first one.
  it('both are answered: exactly one applied, the other insufficient-balance', async () => {
    const u = await createTestUser(s.app);
    const now = Date.UTC(2027, 0, 1);
    await adjustCoins(s.app.store, u.id, { amount: 500, reason: 'For one month', adjustmentId: randomUUID() }, now);
    const results = await Promise.allSettled([
      purchaseTier(s.app.store, u.id, 'HerpPlus', randomUUID(), now),
      purchaseTier(s.app.store, u.id, 'HerpPlus', randomUUID(), now),
    ]);
    const answers = results.map((r) => (r.status === 'fulfilled' ? 'applied' : r.reason instanceof HttpError ? r.reason.code : String(r.reason)));
    expect(answers.sort()).toEqual(['applied', 'insufficient-balance']);
  });
});
