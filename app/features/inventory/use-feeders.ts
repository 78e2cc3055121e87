import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalFeeder } from '../../lib/db';

const byName = (a: LocalFeeder, b: LocalFeeder) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The feeders on the device, sorted by name, live; undefined while IndexedDB is answering. With
 * `spaceId` (a row's `userId`: the keeper's own id, or a shared collection's), only that space's:
 * the stock a feeding may take from, as the server takes stock only from a feeder of the same
 * space as the fed animal (it answers `feeder-not-found` otherwise). Deleted feeders are not in
 * the table (pull removes tombstones), so every row here is live.
 */
export function useFeeders(spaceId?: string): LocalFeeder[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const all = await db.feeders.toArray();
    return (spaceId === undefined ? all : all.filter((f) => f.userId === spaceId)).sort(byName);
  }, [db, spaceId]);
}

/**
 * The feeders an animal may be fed from: those of its own space (its keeper's, or its household's),
 * read with the animal in one live query; none while the animal is not on the device.
 */
export function useFeedersFor(reptileId: string): LocalFeeder[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const reptile = await db.reptiles.get(reptileId);
    if (!reptile) return [];
    return (await db.feeders.toArray()).filter((f) => f.userId === reptile.userId).sort(byName);
  }, [db, reptileId]);
}

/** One feeder, live; null when there is no such feeder, undefined while loading. */
export function useFeeder(id: string | undefined): LocalFeeder | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && id ? ((await db.feeders.get(id)) ?? null) : null), [db, id]);
}
