import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';

/** An insight as pull delivered it: the server writes these rows, never the device. */
export type LocalInsight = SyncedRowOf<'insights'>;

const ofReptile = (reptileId: string) => [[reptileId, Dexie.minKey], [reptileId, Dexie.maxKey]] as const;

/** The reptile's insights, newest first, live (they sync, so offline too); undefined while loading. */
export function useReptileInsights(reptileId: string | undefined): LocalInsight[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db || !reptileId) return [];
    const [from, to] = ofReptile(reptileId);
    return db.insights.where('[reptileId+generatedAt]').between(from, to).reverse().toArray();
  }, [db, reptileId]);
}

/** The reptile's newest insight; null when it has none, undefined while loading. */
export function useLatestInsight(reptileId: string): LocalInsight | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return null;
    const [from, to] = ofReptile(reptileId);
    return (await db.insights.where('[reptileId+generatedAt]').between(from, to).reverse().first()) ?? null;
  }, [db, reptileId]);
}

/** The reptile's name and space as this device has them; null when there is no such reptile, undefined while loading. */
export function useReptileOf(reptileId: string | undefined): { name: string; spaceId: string } | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const row = db && reptileId ? await db.reptiles.get(reptileId) : undefined;
    return row ? { name: row.name, spaceId: row.userId } : null;
  }, [db, reptileId]);
}
