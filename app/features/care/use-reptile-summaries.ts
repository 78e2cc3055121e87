import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';
import { EMPTY_SUMMARY, type ReptileSummary } from '../../lib/db/reptile-facts';

export type { ReptileSummary } from '../../lib/db/reptile-facts';

/**
 * Summaries of these reptiles, live; undefined while IndexedDB is answering. Read from the
 * per-animal facts (app/lib/db/reptile-facts.ts), one small row each, which every log write keeps
 * up to date: no log is read here, so 300 animals cost 300 rows, and a write re-runs this only
 * through the facts it changed. A reptile with no facts has logged no feeding and no weight.
 */
export function useReptileSummaries(reptileIds: readonly string[]): Map<string, ReptileSummary> | undefined {
  const db = useUserDb();
  const key = reptileIds.join(',');
  return useLiveQuery(async () => {
    if (!db) return new Map<string, ReptileSummary>();
    const facts = await db.reptileFacts.bulkGet([...reptileIds]);
    return new Map(reptileIds.map((id, i) => {
      const f = facts[i];
      const summary: ReptileSummary = f ? { latestFeeding: f.latestFeeding, lastAte: f.lastAte, lastWeight: f.lastWeight, sinceLastMeal: f.sinceLastMeal } : EMPTY_SUMMARY;
      return [id, summary];
    }));
  }, [db, key]);
}
