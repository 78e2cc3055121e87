/**
 * The per-animal facts the dashboard reads (app/lib/db/reptile-facts.ts) are kept by every write of
 * feedings and growth entries: local creates, edits and deletes through mutate(), pulled pages
 * (rows, tombstones, resets) and rebase. Over random histories of those, after each step, the facts
 * table must equal a full recompute of every reptile's summary from the rows as they stand, made
 * the way the dashboard made it before facts existed (readReptileSummaries, kept here as the oracle).
 */
import { Dexie } from 'dexie';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SUMMARY, type ReptileSummary } from '../../app/lib/db/reptile-facts';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { mutateIn, writeScope } from '../../app/lib/sync/mutate';
import { applyRows } from '../../app/lib/sync/page-rows';
import { rebase } from '../../app/lib/sync/pull';
import type { PullResponse } from '../../shared/sync/protocol';
import { SYNCED_TABLES, type SyncedRowOf } from '../../shared/sync/tables';
import { signInKeeper } from '../helpers/keeper';

afterEach(() => endSession('user'));

const REPTILES = [uuidv7(), uuidv7(), uuidv7()];
// A log never moves to another reptile: each slot's rows belong to one.
const FEEDINGS = Array.from({ length: 8 }, () => uuidv7());
const GROWTHS = Array.from({ length: 6 }, () => uuidv7());
const reptileOf = (slot: number) => REPTILES[slot % REPTILES.length] as string;
const DATES = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-08'];

const slot = (n: number) => fc.integer({ min: 0, max: n - 1 });
const date = fc.constantFrom(...DATES);
const outcome = fc.constantFrom('ate' as const, 'refused' as const, 'regurgitated' as const);
const grams = fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null });
const source = { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] };

const pulledRow = fc.oneof(
  fc.record({ table: fc.constant('feedingLogs' as const), slot: slot(FEEDINGS.length), date, outcome, deleted: fc.boolean() }),
  fc.record({ table: fc.constant('growthLogs' as const), slot: slot(GROWTHS.length), date, grams, deleted: fc.boolean() }),
);

const step = fc.oneof(
  fc.record({ kind: fc.constant('feed' as const), slot: slot(FEEDINGS.length), date, outcome }),
  fc.record({ kind: fc.constant('edit-feeding' as const), slot: slot(FEEDINGS.length), date: fc.option(date, { nil: undefined }), outcome: fc.option(outcome, { nil: undefined }) }),
  fc.record({ kind: fc.constant('weigh' as const), slot: slot(GROWTHS.length), date, grams }),
  fc.record({ kind: fc.constant('edit-growth' as const), slot: slot(GROWTHS.length), date }),
  fc.record({ kind: fc.constant('delete' as const), table: fc.constantFrom('feedingLogs' as const, 'growthLogs' as const), slot: slot(6) }),
  fc.record({ kind: fc.constant('pull' as const), rows: fc.array(pulledRow, { maxLength: 6 }), reset: fc.boolean() }),
  // The server acknowledged (or refused) the first `acked` pending changes; the rest replay on top.
  fc.record({ kind: fc.constant('rebase' as const), acked: fc.integer({ min: 0, max: 3 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const meta = (db: UserDb) => ({ userId: db.userId, version: 1, updatedAt: 1 });

async function run(db: UserDb, s: Step): Promise<void> {
  switch (s.kind) {
    case 'feed': {
      const id = FEEDINGS[s.slot] as string;
      await mutateIn(db, 'feedingLog.create.v1', { id, reptileId: reptileOf(s.slot), date: s.date, outcome: s.outcome, source });
      return;
    }
    case 'edit-feeding':
      await mutateIn(db, 'feedingLog.update.v1', { id: FEEDINGS[s.slot] as string, patch: { date: s.date, outcome: s.outcome } });
      return;
    case 'weigh':
      await mutateIn(db, 'growthLog.create.v1', { id: GROWTHS[s.slot] as string, reptileId: reptileOf(s.slot), date: s.date, weightGrams: s.grams, lengthCm: s.grams === null ? 30 : null });
      return;
    case 'edit-growth':
      await mutateIn(db, 'growthLog.update.v1', { id: GROWTHS[s.slot] as string, patch: { date: s.date } });
      return;
    case 'delete':
      if (s.table === 'feedingLogs') await mutateIn(db, 'feedingLog.delete.v1', { id: FEEDINGS[s.slot] as string });
      else await mutateIn(db, 'growthLog.delete.v1', { id: GROWTHS[s.slot % GROWTHS.length] as string });
      return;
    case 'pull': {
      const changes = Object.fromEntries(SYNCED_TABLES.map((t) => [t, []])) as unknown as PullResponse['changes'];
      for (const r of s.rows) {
        if (r.table === 'feedingLogs') {
          const row: SyncedRowOf<'feedingLogs'> = { id: FEEDINGS[r.slot] as string, reptileId: reptileOf(r.slot), date: r.date, outcome: r.outcome, source, notes: null, ...meta(db), deleted: r.deleted };
          changes.feedingLogs.push(row);
        } else {
          const row: SyncedRowOf<'growthLogs'> = { id: GROWTHS[r.slot] as string, reptileId: reptileOf(r.slot), date: r.date, weightGrams: r.grams, lengthCm: r.grams === null ? 30 : null, notes: null, ...meta(db), deleted: r.deleted };
          changes.growthLogs.push(row);
        }
      }
      await db.transaction('rw', writeScope(db), () => applyRows(db, changes, SYNCED_TABLES, s.reset));
      return;
    }
    case 'rebase':
      await db.transaction('rw', writeScope(db), async () => {
        const done = await db.outbox.orderBy('mutationId').limit(s.acked).primaryKeys();
        await db.outbox.bulkDelete(done);
        await rebase(db);
      });
  }
}

/** The dashboard's summaries as it computed them from the logs before facts (four queries a reptile). */
async function readReptileSummaries(db: UserDb, reptileIds: readonly string[]): Promise<ReptileSummary[]> {
  return Promise.all(reptileIds.map(async (id) => {
    const range = [[id, Dexie.minKey], [id, Dexie.maxKey]] as const;
    const feedings = () => db.feedingLogs.where('[reptileId+date]').between(...range).reverse();
    const [latestFeeding, lastAte, weighed] = await Promise.all([
      feedings().filter((f) => !f.deleted).first(),
      feedings().filter((f) => !f.deleted && f.outcome === 'ate').first(),
      db.growthLogs.where('[reptileId+date]').between(...range).reverse().filter((g) => !g.deleted && g.weightGrams !== null).first(),
    ]);
    const sinceLastMeal = await db.feedingLogs.where('[reptileId+date]').between([id, lastAte?.date ?? Dexie.minKey], [id, Dexie.maxKey])
      .filter((f) => !f.deleted).toArray();
    return {
      latestFeeding: latestFeeding ?? null,
      lastAte: lastAte ?? null,
      lastWeight: weighed?.weightGrams != null ? { grams: weighed.weightGrams, date: weighed.date } : null,
      sinceLastMeal: sinceLastMeal.map((f) => ({ date: f.date, outcome: f.outcome })),
    };
  }));
}

/** The facts table against every reptile's summary recomputed from its rows. */
async function expectFactsCurrent(db: UserDb): Promise<void> {
  const { facts, recomputed } = await db.transaction('r', [db.feedingLogs, db.growthLogs, db.reptileFacts], async () => ({
    facts: await db.reptileFacts.toArray(),
    recomputed: await readReptileSummaries(db, REPTILES),
  }));
  const byId = new Map(facts.map(({ reptileId, ...summary }) => [reptileId, summary]));
  expect(REPTILES.map((id) => byId.get(id) ?? EMPTY_SUMMARY)).toEqual(recomputed);
  // No facts for animals with nothing to say, and none for an unknown one.
  expect(facts.every((f) => REPTILES.includes(f.reptileId) && (f.latestFeeding || f.lastWeight))).toBe(true);
}

describe('reptile facts', () => {
  it('equal a full recompute after any history of local writes, pulled pages, deletions and rebases', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
      const db = signInKeeper();
      try {
        for (const s of steps) {
          await run(db, s);
          await expectFactsCurrent(db);
        }
      } finally {
        endSession('user');
      }
    }), { numRuns: 40 });
  }, 120_000);
});
