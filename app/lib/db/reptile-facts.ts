/**
 * Per-animal facts: what a dashboard card says of a reptile's feedings and weight, kept in the
 * device-only `reptileFacts` table so the dashboard reads one small row per animal instead of
 * walking every animal's logs on every render (issue 26: 300 animals took 8 s to summarise).
 *
 * Invariant: for every reptile, its facts row equals `summarise` over its feeding and growth rows
 * as they stand, and a reptile whose summary is empty has no row. Every write of those two tables
 * keeps it in the same transaction: the local writer (app/lib/sync/writer.ts), a pulled page
 * (page-rows.ts applyRows, resets included) and rebase's restored shadows (pull.ts). A recompute
 * reads only that reptile's rows through the [reptileId+date] index, newest first. The table is
 * never synced; a schema upgrade rebuilds it from the logs (database.ts), and it goes with the
 * user's database. test/app/reptile-facts.test.ts checks the invariant over random histories.
 */
import { Dexie } from 'dexie';
import type { FeedingEvent } from '../../../shared/rules/feeding-rhythm';
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/tables';
import type { UserDb } from './local-db';
import type { LocalLog, ShadowEntry } from './records';

type Feeding = LocalLog<'feedingLogs'>;

/** What a dashboard card says of a reptile's feeding and weight. */
export interface ReptileSummary {
  /** The newest feeding whatever its outcome: "same as last time" repeats it, a refusal is flagged. */
  latestFeeding: Feeding | null;
  /** The newest feeding it ate: what "days since last feeding" counts from. */
  lastAte: Feeding | null;
  /** The newest growth entry with a weight; null when none (the card falls back to the profile's weight). */
  lastWeight: { grams: number; date: string } | null;
  /** Its feedings from the day of its last meal on (all, when it never ate): what the rhythm reads. */
  sinceLastMeal: FeedingEvent[];
}

/** A row of `reptileFacts`: one reptile's summary, by its id. */
export interface ReptileFacts extends ReptileSummary {
  reptileId: string;
}

export const EMPTY_SUMMARY: ReptileSummary = Object.freeze({ latestFeeding: null, lastAte: null, lastWeight: null, sinceLastMeal: [] });

/** The tables facts are read from and written to: a UserDb, or an upgrade transaction's tables. */
export type FactTables = Pick<UserDb, 'feedingLogs' | 'growthLogs' | 'reptileFacts'>;

/** The synced tables a summary is made of: a write to one of them changes its reptile's facts. */
export const isFactSource = (table: SyncedTable): table is 'feedingLogs' | 'growthLogs' => table === 'feedingLogs' || table === 'growthLogs';

/**
 * One reptile's summary from its own rows, in one walk of its feedings newest first through the
 * [reptileId+date] index that stops below the day of its last meal (what it walks is what the
 * rhythm reads: the feedings since that meal, that day's included, since a refusal on that day is
 * ordered before the meal and so ends nothing), and one of its growth entries that stops at the
 * newest weighed. Call inside a transaction over both log tables.
 */
export async function summarise(db: Omit<FactTables, 'reptileFacts'>, reptileId: string): Promise<ReptileSummary> {
  const range = [[reptileId, Dexie.minKey], [reptileId, Dexie.maxKey]] as const;
  const newestFirst: Feeding[] = [];
  const meal: { last: Feeding | null } = { last: null };
  const [, weighed] = await Promise.all([
    db.feedingLogs.where('[reptileId+date]').between(...range).reverse()
      .until((f) => meal.last !== null && f.date < meal.last.date)
      .each((f) => {
        if (f.deleted) return;
        newestFirst.push(f);
        if (!meal.last && f.outcome === 'ate') meal.last = f;
      }),
    db.growthLogs.where('[reptileId+date]').between(...range).reverse().filter((g) => !g.deleted && g.weightGrams !== null).first(),
  ]);
  return {
    latestFeeding: newestFirst[0] ?? null,
    lastAte: meal.last,
    lastWeight: weighed?.weightGrams != null ? { grams: weighed.weightGrams, date: weighed.date } : null,
    sinceLastMeal: newestFirst.reverse().map((f) => ({ date: f.date, outcome: f.outcome })),
  };
}

const isEmpty = (s: ReptileSummary) => !s.latestFeeding && !s.lastWeight && s.sinceLastMeal.length === 0;

/** Recomputes these reptiles' facts from their rows, written in two bulk calls. Call inside the transaction that wrote them. */
export async function refreshReptileFacts(db: FactTables, reptileIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(reptileIds)];
  if (ids.length === 0) return;
  const summaries = await Promise.all(ids.map((id) => summarise(db, id)));
  const facts = summaries.flatMap((summary, i) => (isEmpty(summary) ? [] : [{ reptileId: ids[i]!, ...summary }]));
  const empty = ids.filter((_, i) => isEmpty(summaries[i]!));
  await db.reptileFacts.bulkPut(facts);
  if (empty.length > 0) await db.reptileFacts.bulkDelete(empty);
}

/** The reptiles the device's rows of `table` with these ids belong to: read before deleting them. */
export async function reptilesOfRows(db: FactTables, table: 'feedingLogs' | 'growthLogs', ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await (table === 'feedingLogs' ? db.feedingLogs : db.growthLogs).bulkGet([...ids]);
  return rows.flatMap((r) => (r ? [r.reptileId] : []));
}

/**
 * The reptiles whose facts restoring these shadows may change: those of the rows as they stand
 * and of the server's bases. Read before rebase restores them.
 */
export async function reptilesOfShadows(db: FactTables, shadows: readonly ShadowEntry[]): Promise<string[]> {
  const ids: string[] = [];
  for (const table of ['feedingLogs', 'growthLogs'] as const) {
    const mine = shadows.filter((s) => s.table === table);
    ids.push(...mine.flatMap((s) => (s.base ? [(s.base as SyncedRowOf<typeof table>).reptileId] : [])));
    ids.push(...(await reptilesOfRows(db, table, mine.map((s) => s.id))));
  }
  return ids;
}

/** Builds every reptile's facts from the logs the device holds: after a schema upgrade. */
export async function rebuildReptileFacts(db: FactTables): Promise<void> {
  await db.reptileFacts.clear();
  const keys = await Promise.all([db.feedingLogs, db.growthLogs].map((t) => t.orderBy('[reptileId+date]').keys()));
  const reptileIds = keys.flat().map((k) => (k as unknown as [string, string])[0]);
  await refreshReptileFacts(db, reptileIds);
}
