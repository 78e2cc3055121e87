/**
 * The achievement catalogue: what can be earned, for how many ReptiCoins, by which rule. The
 * server awards from it and a backfill awards a newly added entry to those who already qualify;
 * the app shows it. An id is stable forever: it is the award's key (`achievement:<id>` in the
 * ledger, one row per user and id), so an entry may be added but never renamed or removed.
 * Rewards and the additions to the spec's list: docs/decisions/0012-achievements-coins-rules.md.
 */
import { z } from 'zod';
import type { SuppliedCounter } from './counters';

export const ACHIEVEMENT_CATEGORIES = ['logging', 'reptileManagement', 'meta'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/**
 * Reached when the counter is at least the target. `'allOthers'` (only on `achievements`) means
 * every other achievement of the catalogue is earned, whatever the catalogue's size that day.
 */
export type AchievementRule =
  | { counter: SuppliedCounter; atLeast: number }
  | { counter: 'achievements'; atLeast: number | 'allOthers' };

const ROWS = [
  // The keeper's log book.
  { id: 'firstLog', category: 'logging', reward: 10, rule: { counter: 'logs', atLeast: 1 } },
  { id: 'feedings10', category: 'logging', reward: 25, rule: { counter: 'feedings', atLeast: 10 } },
  { id: 'feedings100', category: 'logging', reward: 75, rule: { counter: 'feedings', atLeast: 100 } },
  { id: 'sheds5', category: 'logging', reward: 25, rule: { counter: 'sheds', atLeast: 5 } },
  { id: 'growth5OneReptile', category: 'logging', reward: 25, rule: { counter: 'maxGrowthLogsOfOneReptile', atLeast: 5 } },
  { id: 'events10', category: 'logging', reward: 25, rule: { counter: 'events', atLeast: 10 } },
  { id: 'firstHealthLog', category: 'logging', reward: 10, rule: { counter: 'healthLogs', atLeast: 1 } },
  { id: 'logs100', category: 'logging', reward: 50, rule: { counter: 'logs', atLeast: 100 } },
  { id: 'logs1000', category: 'logging', reward: 150, rule: { counter: 'logs', atLeast: 1000 } },
  { id: 'streak7', category: 'logging', reward: 25, rule: { counter: 'longestStreakDays', atLeast: 7 } },
  { id: 'streak30', category: 'logging', reward: 100, rule: { counter: 'longestStreakDays', atLeast: 30 } },
  { id: 'firstOcrImport', category: 'logging', reward: 15, rule: { counter: 'ocrImports', atLeast: 1 } },
  // The animals and how they are kept.
  { id: 'firstReptile', category: 'reptileManagement', reward: 10, rule: { counter: 'reptiles', atLeast: 1 } },
  { id: 'reptiles10', category: 'reptileManagement', reward: 50, rule: { counter: 'reptiles', atLeast: 10 } },
  { id: 'firstClutch', category: 'reptileManagement', reward: 50, rule: { counter: 'clutches', atLeast: 1 } },
  { id: 'firstHatchling', category: 'reptileManagement', reward: 75, rule: { counter: 'hatchings', atLeast: 1 } },
  { id: 'firstCollection', category: 'reptileManagement', reward: 20, rule: { counter: 'collections', atLeast: 1 } },
  // The keeper in the app and the community, and the badges themselves.
  { id: 'firstLogin', category: 'meta', reward: 10, rule: { counter: 'logins', atLeast: 1 } },
  { id: 'firstContestEntry', category: 'meta', reward: 25, rule: { counter: 'contestEntries', atLeast: 1 } },
  { id: 'badgeCollector', category: 'meta', reward: 25, rule: { counter: 'achievements', atLeast: 5 } },
  { id: 'achievementHunter', category: 'meta', reward: 75, rule: { counter: 'achievements', atLeast: 12 } },
  { id: 'completionist', category: 'meta', reward: 200, rule: { counter: 'achievements', atLeast: 'allOthers' } },
] as const satisfies readonly { id: string; category: AchievementCategory; reward: number; rule: AchievementRule }[];

export type AchievementId = (typeof ROWS)[number]['id'];
export const ACHIEVEMENT_IDS: readonly AchievementId[] = ROWS.map((row) => row.id);
/** For the rows sync and the API carry: an id this catalogue knows. */
export const AchievementIdSchema = z.enum(ACHIEVEMENT_IDS);

export interface Achievement {
  id: AchievementId;
  category: AchievementCategory;
  /** ReptiCoins credited once, with the award (ledger key `achievement:<id>`). */
  reward: number;
  rule: AchievementRule;
  /** Translation keys in namespace `achievements`; the description interpolates `{{target}}`. */
  nameKey: string;
  descriptionKey: string;
}

export const ACHIEVEMENTS: readonly Achievement[] = ROWS.map((row) => ({
  ...row,
  nameKey: `items.${row.id}.name`,
  descriptionKey: `items.${row.id}.description`,
}));

const BY_ID = new Map<string, Achievement>(ACHIEVEMENTS.map((a) => [a.id, a]));

/** The catalogue entry of an id, or undefined for an id this catalogue does not know. */
export const achievementById = (id: string): Achievement | undefined => BY_ID.get(id);
