/**
 * Insights per reptile (issue 14). Generated on the server from its copy of the reptile's logs
 * (shared/insights/analyze.ts), counted against the plan's monthly quota, and kept: the history
 * reaches devices through pull (the synced `insights` rows), so these calls are for asking for a
 * new one and for the quota now.
 */
import { z } from 'zod';
import { RowId } from '../schemas/common';
import { InsightRowSchema } from '../sync/tables';

export const INSIGHT_LANGUAGES = ['en', 'bg'] as const;

/** POST /api/insights: a new insight for one of the keeper's reptiles, in their language. */
export const InsightRequest = z.object({
  reptileId: RowId,
  language: z.enum(INSIGHT_LANGUAGES, { error: 'errors.languageInvalid' }),
});
export type InsightRequest = z.infer<typeof InsightRequest>;

/**
 * The quota of the plan active now: `limit` a month (0 on Basic), `used` this month, and when it
 * resets (the first day of next month, 00:00 UTC, in ms).
 */
export const InsightQuota = z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), resetsAt: z.number().int() });
export type InsightQuota = z.infer<typeof InsightQuota>;

/** The new insight (the same row pull delivers) and the quota after it. */
export const InsightResponse = z.object({ insight: InsightRowSchema, quota: InsightQuota });
export type InsightResponse = z.infer<typeof InsightResponse>;

/**
 * GET /api/insights/quota: the quota of the keeper's own plan, or with `spaceId` of a shared
 * collection they are a member of (its owner's plan, its insights: issue 27).
 */
export const InsightQuotaQuery = z.object({ spaceId: RowId.optional() });

/** GET /api/insights/quota. */
export const InsightQuotaResponse = z.object({ quota: InsightQuota });

/**
 * Refusals of POST /api/insights, as `{ error: code, message }` with these codes (HTTP status):
 * `premium-required` (403: Basic), `insight-quota` (429: this month's are used, with `resetsAt`),
 * `not-found` (404: not one of the keeper's live reptiles).
 */
export const INSIGHT_ERRORS = ['premium-required', 'insight-quota', 'not-found'] as const;
