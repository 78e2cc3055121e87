import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';

export type LocalCoinEntry = SyncedRowOf<'coinEntries'>;

/**
 * The keeper's ledger entries as the server sent them, newest first (live); undefined while
 * IndexedDB answers. Entries of the same instant keep the server's order by key, so the list
 * does not shuffle between renders.
 */
export function useCoinHistory(): LocalCoinEntry[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const entries = await db.coinEntries.toArray();
    return entries.sort((a, b) => b.at - a.at || a.key.localeCompare(b.key));
  }, [db]);
}
