import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalLog, UserDb } from '../../lib/db';
import type { FeedingEvent } from '../../../shared/rules/feeding-rhythm';

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

/**
 * Per reptile, walks its own feedings and growth entries newest first through the
 * [reptileId+date] index and stops at the first match, so a card costs a few rows, not the
 * reptile's whole history (its feedings since the last meal: a few more). One live query for all cards: any log write refreshes them together.
 */
export async function readReptileSummaries(db: UserDb, reptileIds: readonly string[]): Promise<Map<string, ReptileSummary>> {
  return db.transaction('r', [db.feedingLogs, db.growthLogs], async () => {
    const entries = await Promise.all(reptileIds.map(async (id): Promise<[string, ReptileSummary]> => {
      const range = [[id, Dexie.minKey], [id, Dexie.maxKey]] as const;
      const feedings = () => db.feedingLogs.where('[reptileId+date]').between(...range).reverse();
      const [latestFeeding, lastAte, weighed] = await Promise.all([
        feedings().filter((f) => !f.deleted).first(),
        feedings().filter((f) => !f.deleted && f.outcome === 'ate').first(),
        db.growthLogs.where('[reptileId+date]').between(...range).reverse().filter((g) => !g.deleted && g.weightGrams !== null).first(),
      ]);
      // Refusals after the last meal make the streak; the meal's own day too, since a refusal on
      // that day is ordered before the meal and so ends nothing.
      const sinceLastMeal = await db.feedingLogs.where('[reptileId+date]').between([id, lastAte?.date ?? Dexie.minKey], [id, Dexie.maxKey])
        .filter((f) => !f.deleted).toArray();
      return [id, {
        latestFeeding: latestFeeding ?? null,
        lastAte: lastAte ?? null,
        lastWeight: weighed?.weightGrams != null ? { grams: weighed.weightGrams, date: weighed.date } : null,
        sinceLastMeal: sinceLastMeal.map((f) => ({ date: f.date, outcome: f.outcome })),
      }];
    }));
    return new Map(entries);
  });
}

/** Summaries of these reptiles, live; undefined while IndexedDB is answering. */
export function useReptileSummaries(reptileIds: readonly string[]): Map<string, ReptileSummary> | undefined {
  const db = useUserDb();
  const key = reptileIds.join(',');
  return useLiveQuery(async () => (db ? readReptileSummaries(db, reptileIds) : new Map()), [db, key]);
}
