/**
 * Which toasts announce newly learnt achievements: one each for a few, a single summary for
 * more, so a backfill of a new catalogue entry or a first sync on a new device (every badge the
 * keeper ever earned arrives at once) never floods the screen.
 */
import type { Achievement } from '../../../shared/achievements/catalogue';
import type { EarnedAchievement } from './earned';

/** More than this many at once are announced by one summary toast. */
export const ONE_BY_ONE_AT_MOST = 3;
/**
 * Only achievements earned this recently are toasted: news, not history. A keeper signing in on
 * a new phone is not greeted again with last month's "First Login" (the badge still counts every
 * unseen one), while a week logged offline is toasted when it syncs: its awards are dated by the
 * sync, which is now.
 */
export const TOAST_WITHIN_MS = 24 * 60 * 60 * 1000;

export type AchievementToast =
  | { kind: 'one'; rowId: string; achievement: Achievement }
  | { kind: 'summary'; count: number; coins: number };

export function toastPlan(learnt: readonly EarnedAchievement[], now: number): AchievementToast[] {
  const fresh = learnt.filter((e) => e.earnedAt > now - TOAST_WITHIN_MS);
  if (fresh.length > ONE_BY_ONE_AT_MOST) {
    return [{ kind: 'summary', count: fresh.length, coins: fresh.reduce((sum, e) => sum + e.achievement.reward, 0) }];
  }
  return fresh.map((e) => ({ kind: 'one', rowId: e.rowId, achievement: e.achievement }));
}
