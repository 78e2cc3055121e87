import { useLiveQuery } from 'dexie-react-hooks';
import { brumatingOn, quarantinedOn } from '../../../shared/health/modes';
import { todayIn } from '../../../shared/rules/calendar-date';
import { useUserDb } from '../../lib/db/use-user-db';
import type { CareSets } from './reminder-groups';

const NONE: CareSets = { brumating: new Set(), quarantined: new Set() };

/** The animals in brumation and in quarantine today (issue 29), from their care modes; none while read. */
export function useCareSets(): CareSets {
  const db = useUserDb();
  const today = todayIn();
  return useLiveQuery(async () => {
    if (!db) return NONE;
    const modes = await db.careModes.toArray();
    return { brumating: brumatingOn(modes, today), quarantined: quarantinedOn(modes, today) };
  }, [db, today]) ?? NONE;
}
