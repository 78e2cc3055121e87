import { useLiveQuery } from 'dexie-react-hooks';
import { brumationPause } from '../../../shared/health/modes';
import { feedingRhythm, type FeedingRhythm, type RhythmReptile } from '../../../shared/rules/feeding-rhythm';
import type { ModeSpan } from '../../../shared/insights/types';
import { useUserDb } from '../../lib/db/use-user-db';
import { EMPTY_SUMMARY, type ReptileSummary as Facts } from '../../lib/db/reptile-facts';

/** An animal's care summary: its per-animal facts and its care modes (issue 29). */
export interface ReptileSummary extends Facts {
  /** Its care modes, ended ones too (few: a handful a year); a brumation pauses its feeding rhythm. */
  modes: readonly ModeSpan[];
}

const NO_MODES: readonly ModeSpan[] = [];

/**
 * Summaries of these reptiles, live; undefined while IndexedDB is answering. Read from the
 * per-animal facts (app/lib/db/reptile-facts.ts), one small row each, which every log write keeps
 * up to date: no log is read here, so 300 animals cost 300 rows, and a write re-runs this only
 * through the facts it changed. A reptile with no facts has logged no feeding and no weight. Care
 * modes come from their own table by reptile (a few rows in all).
 */
export function useReptileSummaries(reptileIds: readonly string[]): Map<string, ReptileSummary> | undefined {
  const db = useUserDb();
  const key = reptileIds.join(',');
  return useLiveQuery(async () => {
    if (!db) return new Map<string, ReptileSummary>();
    const [facts, modes] = await Promise.all([db.reptileFacts.bulkGet([...reptileIds]), db.careModes.where('reptileId').anyOf([...reptileIds]).toArray()]);
    const byReptile = new Map<string, ModeSpan[]>();
    for (const m of modes) {
      if (m.deleted) continue;
      byReptile.set(m.reptileId, [...(byReptile.get(m.reptileId) ?? []), m]);
    }
    return new Map(reptileIds.map((id, i) => {
      const f = facts[i] ?? EMPTY_SUMMARY;
      const summary: ReptileSummary = { latestFeeding: f.latestFeeding, lastAte: f.lastAte, lastWeight: f.lastWeight, sinceLastMeal: f.sinceLastMeal, modes: byReptile.get(id) ?? NO_MODES };
      return [id, summary];
    }));
  }, [db, key]);
}

/**
 * The animal's feeding rhythm today: paused while it is in brumation (issue 29: no overdue meals),
 * as a pause the keeper set would pause it.
 */
export function rhythmOf(reptile: RhythmReptile, summary: ReptileSummary, today: string): FeedingRhythm {
  const pause = brumationPause({ modes: summary.modes, breeding: [] }, today);
  return feedingRhythm(pause ? { ...reptile, ...pause } : reptile, summary.sinceLastMeal, today);
}
