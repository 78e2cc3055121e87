/**
 * The insight quota as this device can count it, for when the server cannot be asked: the plan
 * active now (app/lib/plan), the insights of this month from the synced rows. The server's count may
 * be higher (rows not pulled yet, or deleted ones, which still count there), so a screen showing
 * this says it may be out of date. The month is the server's: UTC (sync-server/src/insights/quota.ts).
 */
import type { InsightQuota } from '../../../shared/api/insights';
import type { Plan } from '../../../shared/plans';
import { monthBounds } from '../../../shared/insights/quota';

export interface DeviceQuotaInput {
  plan: Pick<Plan, 'aiInsightsPerMonth'>;
  /** When each of the keeper's insights on this device was made (any reptile). */
  generatedAt: readonly number[];
  now: number;
}

export function deviceQuota({ plan, generatedAt, now }: DeviceQuotaInput): InsightQuota {
  const limit = plan.aiInsightsPerMonth;
  const { start, next } = monthBounds(now);
  const used = generatedAt.filter((at) => at >= start).length;
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: next };
}
