import { useEffect, useRef } from 'react';
import { markAchievementsSeen } from './achievements-repository';
import type { EarnedAchievement } from './earned';

/**
 * While /achievements is open, every earned achievement the keeper has not seen is marked seen:
 * those there when it opens and those a pull brings while it stays open. Each row is asked for
 * once per visit, so a rebase or a slow answer never queues the same mutation again.
 */
export function useMarkSeen(earned: readonly EarnedAchievement[] | undefined): void {
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const ids = (earned ?? []).filter((e) => e.seenAt === null && !asked.current.has(e.rowId)).map((e) => e.rowId);
    if (ids.length === 0) return;
    ids.forEach((id) => asked.current.add(id));
    markAchievementsSeen(ids).catch((err: unknown) => {
      // The badge simply stays until the next visit; nothing the keeper entered is at stake.
      ids.forEach((id) => asked.current.delete(id));
      console.error('marking achievements seen failed', err);
    });
  }, [earned]);
}
