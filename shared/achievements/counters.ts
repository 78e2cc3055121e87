/**
 * What achievements are decided on: a few numbers per keeper, counted by the server from its own
 * rows in the transaction of the mutation being applied (device counts are never trusted). Counts
 * are of live rows (tombstones excluded); an achievement, once earned, stays earned, so deleting
 * and re-adding rows can cross a threshold again but never awards it twice (the award's unique
 * key is the user and the achievement).
 *
 * - `logins`: sign-ins that reached the first-login check (1 once the keeper has signed in).
 * - `reptiles`: reptiles kept.
 * - `logs`: logs of every kind (feeding, growth, shedding, health, breeding, general event).
 * - `feedings`, `sheds`, `events` (general events), `healthLogs`: logs of that kind.
 * - `maxGrowthLogsOfOneReptile`: growth measurements of the reptile that has the most.
 * - `clutches`: clutches opened (layings naming no clutch, shared/rules/breeding.ts).
 * - `hatchings`: breeding logs of type hatching (a count left blank still counts as one).
 * - `collections`: collections created, active or read-only.
 * - `contestEntries`: photos submitted to the monthly contest, approved or not yet.
 * - `ocrImports`: the plan's lifetime OCR import count.
 * - `longestStreakDays`: the longest run of consecutive log dates (streak.ts).
 * - `achievements`: achievements earned; derived by evaluate.ts, never supplied.
 */
export const COUNTERS = [
  'logins', 'reptiles', 'logs', 'feedings', 'sheds', 'maxGrowthLogsOfOneReptile', 'events', 'healthLogs',
  'clutches', 'hatchings', 'collections', 'contestEntries', 'ocrImports', 'longestStreakDays', 'achievements',
] as const;
export type Counter = (typeof COUNTERS)[number];

/** The counters the server supplies: every one but `achievements`. */
export type SuppliedCounter = Exclude<Counter, 'achievements'>;
export type AchievementCounters = Readonly<Record<SuppliedCounter, number>>;

export const ZERO_COUNTERS: AchievementCounters = {
  logins: 0, reptiles: 0, logs: 0, feedings: 0, sheds: 0, maxGrowthLogsOfOneReptile: 0, events: 0, healthLogs: 0,
  clutches: 0, hatchings: 0, collections: 0, contestEntries: 0, ocrImports: 0, longestStreakDays: 0,
};
