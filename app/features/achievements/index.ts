/**
 * What the rest of the app uses from the achievements feature: the navigation badge and the toast
 * watcher of the signed-in layout. The page itself is reached through its route (a lazy chunk).
 */
export { useNewAchievementsBadge, type CountBadge } from './use-new-achievements-badge';
export { AchievementToasts } from './achievement-toasts';
