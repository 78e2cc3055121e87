import { useLiveQuery } from 'dexie-react-hooks';
import { addDays } from '../../../shared/rules/calendar-date';
import { STOCK_RATE_WINDOW_DAYS } from '../../../shared/rules/stock';
import { useUserDb } from '../../lib/db/use-user-db';
import type { FeedingUse } from './feeder-stock';

/**
 * The keeper's feedings from the inventory within the stock-rate window ending `today`, live: what
 * "about N days left" is computed from. Read through the feeding logs' date index, so years of
 * history are never loaded for it.
 */
export function useRecentInventoryFeedings(today: string): FeedingUse[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.feedingLogs.where('date').between(addDays(today, -(STOCK_RATE_WINDOW_DAYS - 1)), today, true, true).toArray();
    return rows.filter((r) => r.source.kind === 'inventory').map((r) => ({ date: r.date, source: r.source }));
  }, [db, today]);
}
