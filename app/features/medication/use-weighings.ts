/**
 * What a course is worked out from, read live from the device: each animal's latest weighing
 * (its growth log's newest entry with a weight), and the animals a course may treat together
 * (those still kept in the same collection as the first).
 */
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { isKept } from '../../../shared/rules/transfers';
import type { LocalReptile } from '../../lib/db';
import { useUserDb } from '../../lib/db/use-user-db';

export interface Weighing {
  date: string;
  weightGrams: number;
}

/** The newest weighing of each animal that has one; undefined while IndexedDB answers. */
export function useLatestWeighings(reptileIds: readonly string[]): Map<string, Weighing> | undefined {
  const db = useUserDb();
  const key = [...reptileIds].sort().join(',');
  return useLiveQuery(async () => {
    const out = new Map<string, Weighing>();
    if (!db) return out;
    for (const id of key ? key.split(',') : []) {
      const latest = await db.growthLogs.where('[reptileId+date]').between([id, Dexie.minKey], [id, Dexie.maxKey]).reverse()
        .filter((g) => !g.deleted && g.weightGrams !== null && g.weightGrams > 0).first();
      if (latest?.weightGrams) out.set(id, { date: latest.date, weightGrams: latest.weightGrams });
    }
    return out;
  }, [db, key]);
}

/** The animals kept in the space `spaceId` (the keeper's own or a shared one), by name. */
export function useSpaceAnimals(spaceId: string): LocalReptile[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (await db.reptiles.toArray()).filter((r) => r.userId === spaceId && !r.deleted && isKept(r))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)) : []), [db, spaceId]);
}
