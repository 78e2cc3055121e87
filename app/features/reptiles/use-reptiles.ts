import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalReptile } from '../../lib/db';
import { isKept } from '../../../shared/rules/transfers';

const byName = (a: LocalReptile, b: LocalReptile) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The keeper's reptiles, live; undefined while IndexedDB is answering. */
export function useReptiles(): LocalReptile[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (await db.reptiles.toArray()).sort(byName) : []), [db]);
}

export { isKept } from '../../../shared/rules/transfers';

/**
 * The reptiles the keeper still keeps, live: what screens offer to log for, plan tasks for or
 * import into (the server refuses a sold animal's new records as reptile-transferred).
 */
export function useKeptReptiles(): LocalReptile[] | undefined {
  const all = useReptiles();
  return useMemo(() => all?.filter(isKept), [all]);
}

/** One reptile, live; null when there is no such reptile, undefined while loading. */
export function useReptile(id: string | undefined): LocalReptile | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && id ? ((await db.reptiles.get(id)) ?? null) : null), [db, id]);
}

/** Ids of reptiles with changes the server has not confirmed yet. */
export function useUnsyncedReptileIds(): ReadonlySet<string> {
  const db = useUserDb();
  const keys = useLiveQuery(async () => (db ? await db.shadow.where('key').startsWith('reptiles:').primaryKeys() : []), [db], []);
  return new Set(keys.map((k) => k.slice('reptiles:'.length)));
}
