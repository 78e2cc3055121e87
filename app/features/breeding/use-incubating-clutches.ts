import { useLiveQuery } from 'dexie-react-hooks';
import { summarizeClutches } from '../../../shared/rules/breeding';
import { clutchOutlook, type ClutchOutlook } from '../../../shared/rules/incubation';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalLog, LocalReptile } from '../../lib/db';
import { useUserDb } from '../../lib/db/use-user-db';

/** A clutch still incubating, for the dashboard and the activity calendar. */
export interface IncubatingClutch extends ClutchOutlook {
  clutchId: string;
  /** The reptile whose laying opened it. */
  reptileId: string;
  reptileName: string;
  eggsExpected: number;
}

/** Incubating clutches of live reptiles, the soonest window first. Pass live rows only. */
export function incubatingClutches(logs: readonly LocalLog<'breedingLogs'>[], reptiles: readonly LocalReptile[], today: string): IncubatingClutch[] {
  const byId = new Map(reptiles.map((r) => [r.id, r]));
  return summarizeClutches(logs).flatMap((c) => {
    const reptile = c.reptileId === null ? undefined : byId.get(c.reptileId);
    const outlook = reptile ? clutchOutlook(c, reptile.species, today) : null;
    return reptile && outlook ? [{ ...outlook, clutchId: c.clutchId, reptileId: reptile.id, reptileName: reptile.name, eggsExpected: c.eggsExpected }] : [];
  }).sort((a, b) => a.from.localeCompare(b.from) || a.clutchId.localeCompare(b.clutchId));
}

/**
 * The keeper's incubating clutches, live. Every breeding log is read: clutches are sums over them
 * and they are few next to feedings (as use-clutches.ts).
 */
export function useIncubatingClutches(): IncubatingClutch[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const [logs, reptiles] = await db.transaction('r', [db.breedingLogs, db.reptiles], () => Promise.all([db.breedingLogs.toArray(), db.reptiles.toArray()]));
    return incubatingClutches(logs.filter((l) => !l.deleted), reptiles.filter((r) => !r.deleted), todayIn());
  }, [db]);
}
