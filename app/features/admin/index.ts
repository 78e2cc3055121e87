/**
 * What the rest of the app uses from the admin area: the navigation's entry (its icon and badge)
 * and the keys of the counts behind the badge, so a section that changes one (an archived report,
 * a decided entry) can refresh it. The pages are reached through their routes (lazy chunks).
 */
export { useAdminBadge } from './use-admin-badge';
export { adminKeys } from './query-keys';
