/**
 * Earned achievements as the device holds them: the server's rows (shared/sync/tables.ts
 * AchievementRowSchema) joined to this device's catalogue. A row whose catalogue id this app
 * version does not know (the server's catalogue is newer) is skipped everywhere: it has no name
 * to show, and counting it in the badge would point the keeper at something the page leaves out.
 */
import { achievementById, type Achievement } from '../../../shared/achievements/catalogue';
import type { SyncedRowOf } from '../../../shared/sync/tables';

export type AchievementRow = SyncedRowOf<'achievements'>;

export interface EarnedAchievement {
  /** The row's id: what `achievement.markSeen.v1` names. */
  rowId: string;
  achievement: Achievement;
  /** Server time (ms) when the qualifying record synced. */
  earnedAt: number;
  /** When the keeper first saw it; null while it is new. */
  seenAt: number | null;
}

/** The live rows this catalogue knows, oldest earned first. */
export function earnedOf(rows: readonly AchievementRow[]): EarnedAchievement[] {
  const earned: EarnedAchievement[] = [];
  for (const row of rows) {
    const achievement = achievementById(row.achievementId);
    if (row.deleted || !achievement) continue;
    earned.push({ rowId: row.id, achievement, earnedAt: row.earnedAt, seenAt: row.seenAt });
  }
  return earned.sort((a, b) => a.earnedAt - b.earnedAt || a.rowId.localeCompare(b.rowId));
}

export const unseenOf = (earned: readonly EarnedAchievement[]): EarnedAchievement[] => earned.filter((e) => e.seenAt === null);

/** The navigation badge's text: the count, or "9+" above 9 (the bell's rule, spec section 9). */
export { unreadBadgeText as badgeText } from '../../../shared/notifications/unread';
