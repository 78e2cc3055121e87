import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import type { SyncedRowOf } from '../../../shared/sync/protocol';
import { useUserDb } from '../../lib/db/use-user-db';
import type { EntryTable } from './logs-repository';

/** A row of one of the reptile logs, growth included. */
export type LogEntry<T extends EntryTable> = SyncedRowOf<T>;

/** Newest first: by date, then by id (UUIDv7, so the later entry of one day comes first). */
export const newestFirst = (a: { date: string; id: string }, b: { date: string; id: string }): number =>
  b.date.localeCompare(a.date) || b.id.localeCompare(a.id);

/**
 * One reptile's logs of one kind, newest first, live; undefined while IndexedDB is answering.
 * Read through the [reptileId+date] index, so other reptiles' logs are never loaded.
 */
export function useReptileLogs<T extends EntryTable>(table: T, reptileId: string | undefined): LogEntry<T>[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db || !reptileId) return [];
    const rows = (await db[table].where('[reptileId+date]').between([reptileId, Dexie.minKey], [reptileId, Dexie.maxKey]).toArray()) as LogEntry<T>[];
    return rows.sort(newestFirst);
  }, [db, table, reptileId]);
}
