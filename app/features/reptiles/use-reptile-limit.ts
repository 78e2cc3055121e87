import { useActivePlan } from '../../lib/plan/use-active-plan';
import { isKept, useReptiles } from './use-reptiles';

export interface ReptileLimit {
  count: number;
  /** null: the plan has no limit. */
  limit: number | null;
  planName: string;
  /** One slot left: time to warn. */
  nearLimit: boolean;
  atLimit: boolean;
}

/**
 * What this device knows about the plan's reptile limit. The server decides (another device may
 * have added one meanwhile); this is for warning before, not for enforcing.
 */
export function useReptileLimit(): ReptileLimit | undefined {
  const reptiles = useReptiles();
  const { plan } = useActivePlan();
  if (!reptiles) return undefined;
  // A read-only copy of an animal that went to a buyer is theirs now: it takes none of this plan's room.
  const count = reptiles.filter(isKept).length;
  const limit = plan.reptileLimit;
  return {
    count, limit, planName: plan.name,
    nearLimit: limit !== null && count === limit - 1,
    atLimit: limit !== null && count >= limit,
  };
}
