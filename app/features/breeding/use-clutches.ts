import { useLiveQuery } from 'dexie-react-hooks';
import { clutchKeyOf, opensClutch, summarizeClutches } from '../../../shared/rules/breeding';
import type { ClutchSummary } from '../../../shared/schemas/clutch';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalLog } from '../../lib/db';
import { newestFirst } from '../logs';

type BreedingRow = LocalLog<'breedingLogs'>;

/** A clutch the form can offer: a laying that opened one, with whose it is. */
export interface ClutchOption {
  clutchId: string;
  reptileId: string;
  laidOn: string;
}

export interface Clutches {
  /** Clutches this reptile's logs open or join, with eggs laid and hatched over every reptile's logs. */
  summaries: ClutchSummary[];
  /** Every open clutch of the keeper, this reptile's first, each group newest first. */
  options: ClutchOption[];
  /** Every breeding log of the keeper (a hatch's parents are read from its clutch's logs). */
  logs: readonly BreedingRow[];
}

/**
 * The keeper's clutches as seen from one reptile, live. A clutch may be joined from another
 * reptile's page (a hatching logged on the father), so all breeding logs are read: they are few
 * next to feedings, and clutches are sums over them (rules/breeding.ts).
 */
export function useClutches(reptileId: string): Clutches | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const all: BreedingRow[] = db ? await db.breedingLogs.toArray() : [];
    return clutchesOf(all, reptileId);
  }, [db, reptileId]);
}

export function clutchesOf(all: readonly BreedingRow[], reptileId: string): Clutches {
  const mine = new Set(all.filter((l) => l.reptileId === reptileId).map(clutchKeyOf).filter((k): k is string => k !== null));
  const summaries = summarizeClutches(all).filter((c) => mine.has(c.clutchId));
  const options = all.filter(opensClutch).sort(newestFirst)
    .map((l) => ({ clutchId: l.id, reptileId: l.reptileId, laidOn: l.date }))
    .sort((a, b) => Number(b.reptileId === reptileId) - Number(a.reptileId === reptileId));
  return { summaries, options, logs: all };
}
