/**
 * Entries per member in the last ENTRY_WINDOW_DAYS days of a shared collection ("Maria: 42
 * entries"), counted from the rows on this device (what the last sync brought), live. Each log
 * table is read through its `date` index, so years of history are never loaded for it; the rows
 * of other spaces in the range are skipped by their `userId` (the space they belong to).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { addDays, todayIn } from '../../../shared/rules/calendar-date';
import type { SyncedTable } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';

/** The window, today included. */
export const ENTRY_WINDOW_DAYS = 30;

/** Every log kind a member writes: the daily round and the breeder's records alike. */
const LOG_TABLES = ['feedingLogs', 'growthLogs', 'sheddingLogs', 'healthLogs', 'breedingLogs', 'eventLogs'] as const satisfies readonly SyncedTable[];

interface CountedRow { id: string; userId: string; date: string; deleted: boolean; authorId?: string | null }

/** Entries by author id; undefined while reading. Rows from before credit (no author) count for nobody. */
export function useMemberEntries(spaceId: string): ReadonlyMap<string, number> | undefined {
  const db = useUserDb();
  const today = todayIn();
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    if (!db) return counts;
    const from = addDays(today, -(ENTRY_WINDOW_DAYS - 1));
    const tables = LOG_TABLES.map((name) => db[name]);
    await db.transaction('r', tables, () => Promise.all(tables.map(async (table) => {
      const rows: readonly CountedRow[] = await table.where('date').between(from, today, true, true).toArray();
      for (const row of rows) {
        if (row.deleted || row.userId !== spaceId || !row.authorId) continue;
        counts.set(row.authorId, (counts.get(row.authorId) ?? 0) + 1);
      }
    })));
    return counts;
  }, [db, spaceId, today]);
}
