import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalFeeder } from '../../lib/db';

const byName = (a: LocalFeeder, b: LocalFeeder) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The keeper's feeders, sorted by name, live; undefined while IndexedDB is answering. Deleted
 * feeders are not in the table (pull removes tombstones), so every row here is live.
 */
export function useFeeders(): LocalFeeder[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (await db.feeders.toArray()).sort(byName) : []), [db]);
}

/** One feeder, live; null when there is no such feeder, undefined while loading. */
export function useFeeder(id: string | undefined): LocalFeeder | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && id ? ((await db.feeders.get(id)) ?? null) : null), [db, id]);
}
