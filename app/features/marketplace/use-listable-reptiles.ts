import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalReptile } from '../../lib/db';
import { useUserDb } from '../../lib/db/use-user-db';
import { readListable } from './listing-repository';

/** The animals the keeper may list (listing-repository.ts), live; undefined while the device answers. */
export function useListableReptiles(): LocalReptile[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? await readListable(db) : []), [db]);
}
