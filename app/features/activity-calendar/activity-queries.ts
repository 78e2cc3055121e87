import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';
import type { ActivityEntry, ActivityType, DayCounts } from './activity';
import { readCountsBetween, readDayEntries, readRecentActivity } from './activity-repository';

/** Entries per day and type dated within [from, to], of one reptile or all, live; undefined while IndexedDB is answering. */
export function useCountsBetween(from: string, to: string, reptileId: string | null): Map<string, DayCounts> | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? readCountsBetween(db, from, to, reptileId) : new Map<string, DayCounts>()), [db, from, to, reptileId]);
}

/**
 * The `limit` newest entries of a day, of the chosen types and reptile, live; undefined while the
 * day (or filter) is being read, so a new day never shows the last day's list under its title. A
 * larger page of the same day keeps the smaller one until it arrives.
 */
export function useDayEntries(day: string, reptileId: string | null, types: readonly ActivityType[], limit: number): ActivityEntry[] | undefined {
  const db = useUserDb();
  const key = `${day}|${reptileId ?? ''}|${types.join(',')}`;
  const read = useLiveQuery(async () => ({ key, entries: db ? await readDayEntries(db, day, { reptileId, types, limit }) : [] }),
    // `types` is in `key`: a new array of the same types is not a new read.
    [db, key, limit]);
  return read?.key === key ? read.entries : undefined;
}

/** The newest entries across every log, live. */
export function useRecentActivity(limit = 10): ActivityEntry[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? readRecentActivity(db, limit) : []), [db, limit]);
}
