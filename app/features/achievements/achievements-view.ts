/**
 * What /achievements shows, worked out from the earned rows and the local counters: the catalogue
 * by category, each entry either earned (with its row) or locked (with its progress).
 */
import { ACHIEVEMENTS, ACHIEVEMENT_CATEGORIES, type Achievement, type AchievementCategory } from '../../../shared/achievements/catalogue';
import type { AchievementCounters } from '../../../shared/achievements/counters';
import { lockedProgress, type AchievementProgress } from '../../../shared/achievements/evaluate';
import type { EarnedAchievement } from './earned';

export interface AchievementTile {
  achievement: Achievement;
  /** The number the description names ("Log {{target}} feedings"). */
  target: number;
  earned: EarnedAchievement | null;
  /** How far along a locked one is; null once earned. */
  progress: AchievementProgress | null;
}

export interface CategoryGroup {
  category: AchievementCategory;
  tiles: AchievementTile[];
}

/** The rule's threshold; "all others" is every other entry of this catalogue. */
export const targetOf = (a: Achievement): number => (a.rule.atLeast === 'allOthers' ? ACHIEVEMENTS.length - 1 : a.rule.atLeast);

export function achievementsView(earned: readonly EarnedAchievement[], counters: AchievementCounters): CategoryGroup[] {
  const earnedById = new Map(earned.map((e) => [e.achievement.id, e]));
  const progressById = new Map(lockedProgress(counters, earnedById.keys()).map((p) => [p.id, p]));
  return ACHIEVEMENT_CATEGORIES.map((category) => ({
    category,
    tiles: ACHIEVEMENTS.filter((a) => a.category === category).map((achievement) => ({
      achievement,
      target: targetOf(achievement),
      earned: earnedById.get(achievement.id) ?? null,
      progress: earnedById.has(achievement.id) ? null : (progressById.get(achievement.id) ?? null),
    })),
  }));
}

/**
 * The coins the earned achievements brought: their catalogue rewards. Not the local ledger's sum,
 * which also holds purchases, prizes and adjustments.
 */
export const coinsFromAchievements = (earned: readonly EarnedAchievement[]): number =>
  earned.reduce((sum, e) => sum + e.achievement.reward, 0);
