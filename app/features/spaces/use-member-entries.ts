/**
 * Entries per member in the last ENTRY_WINDOW_DAYS days of a shared collection ("Maria: 42
 * entries"), counted from the rows on this device (what the last sync brought), live: every log
 * and every task completed (credited to whoever ticked it, issue 27). Each log table is read
 * through its `date` index, so years of history are never loaded for it; the rows of other spaces
 * in the range are skipped by their `userId` (the space they belong to). Tasks are few beside the
 * logs and have no index by completion: read whole, counted by `completedAt` in the window.
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
    const count = (author: string | null | undefined) => {
      if (author) counts.set(author, (counts.get(author) ?? 0) + 1);
    };
    const tables = LOG_TABLES.map((name) => db[name]);
    await db.transaction('r', [...tables, db.reminders], () => Promise.all([
      ...tables.map(async (table) => {
        const rows: readonly CountedRow[] = await table.where('date').between(from, today, true, true).toArray();
        for (const row of rows) if (!row.deleted && row.userId === spaceId) count(row.authorId);
      }),
      (async () => {
        // From the first moment of the window's first day, on this device's clock.
        const since = new Date(`${from}T00:00:00`).getTime();
        await db.reminders.each((r) => {
          if (!r.deleted && r.userId === spaceId && r.completed && r.completedAt !== null && r.completedAt >= since) count(r.completedBy);
        });
      })(),
    ]));
    return counts;
  }, [db, spaceId, today]);
}
