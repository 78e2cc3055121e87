import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';
import { earnedOf, unseenOf, type EarnedAchievement } from './earned';

/** The keeper's earned achievements this catalogue knows, live; undefined while IndexedDB answers. */
export function useEarnedAchievements(): EarnedAchievement[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? earnedOf(await db.achievements.toArray()) : []), [db]);
}

/** How many earned achievements the keeper has not seen yet (0 while loading). */
export function useNewAchievementCount(): number {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? unseenOf(earnedOf(await db.achievements.toArray())).length : 0), [db]) ?? 0;
}
