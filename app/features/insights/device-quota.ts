/**
 * The insight quota as this device can count it, for when the server cannot be asked: the plan
 * from the synced wallet, the insights of this month from the synced rows. The server's count may
 * be higher (rows not pulled yet, or deleted ones, which still count there), so a screen showing
 * this says it may be out of date. The month is the server's: UTC (sync-server/src/insights/quota.ts).
 */
import type { InsightQuota } from '../../../shared/api/insights';
import { planForTier } from '../../../shared/plans';
import { activeTier } from '../../../shared/rules/active-tier';
import { monthBounds } from '../../../shared/insights/quota';

export interface DeviceQuotaInput {
  wallet: { premiumTier: string | null; premiumExpiresAt: number | null } | null;
  /** When each of the keeper's insights on this device was made (any reptile). */
  generatedAt: readonly number[];
  now: number;
}

export function deviceQuota({ wallet, generatedAt, now }: DeviceQuotaInput): InsightQuota {
  const limit = planForTier(activeTier(wallet?.premiumTier, wallet?.premiumExpiresAt, now)).aiInsightsPerMonth;
  const { start, next } = monthBounds(now);
  const used = generatedAt.filter((at) => at >= start).length;
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: next };
}
