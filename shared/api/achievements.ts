/**
 * The achievement calls of the spec (section 7). Achievements reach devices through pull (the
 * synced `achievements` rows); these calls are for a screen that wants an answer now and for the
 * first-login check after sign-up.
 */
import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from '../achievements/catalogue';

/** GET /api/achievements?v=<anything>: the catalogue, in both languages. */
export const CatalogueEntryView = z.object({
  id: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  reward: z.number().int(),
  /** The number the rule needs (the catalogue's size less one for "all others"). */
  target: z.number().int(),
  name: z.object({ en: z.string(), bg: z.string() }),
  description: z.object({ en: z.string(), bg: z.string() }),
});
export const CatalogueResponse = z.object({ achievements: z.array(CatalogueEntryView) });

/** An earned achievement, as the calls answer it. */
export const EarnedView = z.object({ achievementId: z.string(), category: z.enum(ACHIEVEMENT_CATEGORIES), reward: z.number().int(), earnedAt: z.number().int() });
export type EarnedView = z.infer<typeof EarnedView>;

/** GET /api/achievements/my: earned ones (oldest first) and the locked ones' progress. */
export const MyAchievementsResponse = z.object({
  achievements: z.array(EarnedView),
  progress: z.array(z.object({ achievementId: z.string(), current: z.number().int(), target: z.number().int() })),
});
/** POST /api/achievements/check and check-first-login. */
/**
 * POST /api/achievements/check-first-login and /check. A check that fails answers the spec's
 * `success: false` with its message and an empty list (a screen asking at sign-in carries on).
 */
export const CheckResponse = z.object({ success: z.boolean(), newAchievements: z.array(EarnedView), error: z.string().optional() });
export const CHECK_FAILED = 'Failed to check first-time login achievement';
/** POST /api/achievements/force-refresh: every earned one after a full recount. */
export const RefreshResponse = z.object({ achievements: z.array(EarnedView) });
