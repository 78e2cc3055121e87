/**
 * The monthly insight quota (shared/plans.ts `aiInsightsPerMonth`): the insights asked for in a
 * space since the first day of this month (UTC), against the plan active now of the space's owner
 * (one's own space: one's own plan; a shared collection: its owner's, as for its reptile limit,
 * counted over the collection's insights). Counted from the stored insights, so it needs no
 * counter of its own and a deleted insight gives nothing back.
 */
import type { Queryable } from '../db/store';
import type { InsightQuota } from '../../../shared/api/insights';
import { activeTier } from '../../../shared/rules/active-tier';
import { monthBounds } from '../../../shared/insights/quota';
import { planForTier } from '../../../shared/plans';
import { readWallet } from '../coins/wallet';

export async function insightQuota(q: Queryable, spaceId: string, now: number, ownerId = spaceId): Promise<InsightQuota> {
  const wallet = await readWallet(q, ownerId);
  const limit = planForTier(activeTier(wallet.premiumTier, wallet.premiumExpiresAt, now)).aiInsightsPerMonth;
  const { start, next } = monthBounds(now);
  const row = await q.one<{ n: number | string }>('SELECT count(*) AS n FROM insights WHERE user_id = ? AND generated_at >= ?', [spaceId, start]);
  const used = Number(row?.n ?? 0);
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: next };
}
