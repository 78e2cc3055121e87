/**
 * The status of animals, live from this device's logs (issue 29): it changes the moment a feeding
 * or a care mode is written, offline too. The rule is shared/health/status.ts; what it reads, and
 * over which windows, is app/lib/health/status-input.ts.
 */
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { animalStatus, type AnimalStatus } from '../../../shared/health/status';
import type { InsightInput } from '../../../shared/insights/types';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { useUserDb } from '../../lib/db/use-user-db';
import { NO_ROWS, insightInputOf, readGroupedRows, rowsOf, windowStarts, type AnimalRows } from '../../lib/health/status-input';

export type StatusReptile = Pick<LocalReptile, 'id' | 'species' | 'hatchDate'>;

/**
 * The status of each of `reptiles`, by id; undefined while loading. Each log table is read once,
 * by its date index from the window's first day (not one range per animal: the dashboard has up
 * to 300), and grouped in memory. Pass a stable list (a live query's answer): a new array every
 * render works each status out again.
 */
export function useAnimalStatuses(reptiles: readonly StatusReptile[] | undefined): Map<string, AnimalStatus> | undefined {
  const db = useUserDb();
  const today = todayIn();
  const grouped = useLiveQuery(async () => (db ? readGroupedRows(db, today) : null), [db, today]);

  return useMemo(() => {
    if (!reptiles || grouped === undefined) return undefined;
    const out = new Map<string, AnimalStatus>();
    for (const r of reptiles) {
      const rows: AnimalRows = grouped ? rowsOf(grouped, r.id) : NO_ROWS;
      out.set(r.id, animalStatus(insightInputOf(r, rows), today));
    }
    return out;
  }, [grouped, reptiles, today]);
}

export interface AnimalHealth {
  /** Its rows over the status windows (care modes: all of them, ended ones too). */
  rows: AnimalRows;
  input: InsightInput;
  status: AnimalStatus;
  /** The day the status was worked out for. */
  today: string;
}

/** One animal's rows, input and status; undefined while loading. Its own rows by [reptileId+date]. */
export function useAnimalHealth(reptile: StatusReptile | null | undefined): AnimalHealth | undefined {
  const db = useUserDb();
  const today = todayIn();
  const id = reptile?.id ?? null;
  const read = useLiveQuery(async (): Promise<{ id: string; rows: AnimalRows } | null> => {
    if (!db || !id) return null;
    const { logsFrom, growthFrom } = windowStarts(today);
    const from = (start: string | typeof Dexie.minKey) => [[id, start], [id, Dexie.maxKey]] as const;
    const live = <R extends { deleted: boolean }>(r: R) => !r.deleted;
    const [feedings, growth, sheds, health, breeding, modes] = await Promise.all([
      db.feedingLogs.where('[reptileId+date]').between(...from(logsFrom)).filter(live).toArray(),
      db.growthLogs.where('[reptileId+date]').between(...from(growthFrom)).filter(live).toArray(),
      db.sheddingLogs.where('[reptileId+date]').between(...from(logsFrom)).filter(live).toArray(),
      db.healthLogs.where('[reptileId+date]').between(...from(Dexie.minKey)).filter((h) => live(h) && h.status === 'ongoing').toArray(),
      db.breedingLogs.where('[reptileId+date]').between(...from(logsFrom)).filter(live).toArray(),
      db.careModes.where('reptileId').equals(id).filter(live).toArray(),
    ]);
    return { id, rows: { feedings, growth, sheds, health, breeding, modes } };
  }, [db, id, today]);
  // useLiveQuery answers with the previous animal's rows until the new one's are read: not an answer.
  const rows = read && read.id === id ? read.rows : undefined;

  const species = reptile?.species;
  const hatchDate = reptile?.hatchDate ?? null;
  return useMemo(() => {
    if (!rows || species === undefined) return undefined;
    const input = insightInputOf({ species, hatchDate }, rows);
    return { rows, input, status: animalStatus(input, today), today };
  }, [rows, species, hatchDate, today]);
}

/** One animal's status; undefined while loading. */
export const useAnimalStatus = (reptile: StatusReptile | null | undefined): AnimalStatus | undefined => useAnimalHealth(reptile)?.status;
