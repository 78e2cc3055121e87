import { useLiveQuery } from 'dexie-react-hooks';
import type { AchievementCounters } from '../../../shared/achievements/counters';
import { todayIn } from '../../../shared/rules/calendar-date';
import { useUserDb } from '../../lib/db/use-user-db';
import { readLocalCounters } from './local-counters';

/** The achievement counters from this device's rows, live; undefined while IndexedDB answers. */
export function useLocalCounters(): AchievementCounters | undefined {
  const db = useUserDb();
  const today = todayIn();
  return useLiveQuery(async () => (db ? readLocalCounters(db, today) : undefined), [db, today]);
}
