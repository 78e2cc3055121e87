import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';
import { useActivePlan } from '../../lib/plan/use-active-plan';

export type LocalCollection = SyncedRowOf<'collections'>;

const byName = (a: LocalCollection, b: LocalCollection) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The keeper's collections, sorted by name, live; undefined while IndexedDB is answering.
 * Deleted ones are not in the table (pull removes tombstones), so every row here is live.
 */
export function useCollections(): LocalCollection[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (await db.collections.toArray()).sort(byName) : []), [db]);
}

/** How many of the keeper's reptiles are in each collection, live (collections with none are absent). */
export function useCollectionSizes(): ReadonlyMap<string, number> | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const sizes = new Map<string, number>();
    // Rows stored before collections existed lack the field.
    for (const r of db ? await db.reptiles.toArray() : []) {
      if (r.collectionId) sizes.set(r.collectionId, (sizes.get(r.collectionId) ?? 0) + 1);
    }
    return sizes;
  }, [db]);
}

/**
 * How many collections the plan active now allows (Basic 0, HerpPlus 3, HerpPro 100; none once the
 * tier has lapsed). The server decides with the plan active when a change reaches it; this is for
 * showing the limit before, not for enforcing it.
 */
export function useCollectionLimit(): number {
  return useActivePlan().plan.collectionLimit;
}
