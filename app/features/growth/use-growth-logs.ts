import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalGrowthLog } from '../../lib/db';

/**
 * One reptile's growth logs, newest first (by date, then by id: ids are UUIDv7, so among entries
 * of one day the later one comes first), live; undefined while IndexedDB is answering. Read
 * through the [reptileId+date] index, so other reptiles' logs are never loaded.
 */
export function useGrowthLogs(reptileId: string | undefined): LocalGrowthLog[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db || !reptileId) return [];
    const rows = await db.growthLogs.where('[reptileId+date]').between([reptileId, Dexie.minKey], [reptileId, Dexie.maxKey]).toArray();
    return rows.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  }, [db, reptileId]);
}
