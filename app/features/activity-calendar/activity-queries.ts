import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';
import type { ActivityEntry } from './activity';
import { readActivityBetween, readRecentActivity } from './activity-repository';

/** Entries dated within [from, to], newest first, live; undefined while IndexedDB is answering. */
export function useActivityBetween(from: string, to: string): ActivityEntry[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? readActivityBetween(db, from, to) : []), [db, from, to]);
}

/** The newest entries across every log, live. */
export function useRecentActivity(limit = 10): ActivityEntry[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? readRecentActivity(db, limit) : []), [db, limit]);
}
