import { useActivePlan } from '../../lib/plan/use-active-plan';
import { useUserDb } from '../../lib/db/use-user-db';
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
 * What this device knows about the plan's reptile limit in a space (`spaceId`; default the keeper's
 * own). The server decides (another device may have added one meanwhile); this is for warning
 * before, not for enforcing. The keeper's plan counts only their own animals: a shared
 * collection's count against its owner's plan, which this device does not know, so there it
 * answers no limit and the server says it if one is reached (issue 27).
 */
export function useReptileLimit(spaceId?: string): ReptileLimit | undefined {
  const reptiles = useReptiles();
  const db = useUserDb();
  const { plan } = useActivePlan();
  if (!reptiles || !db) return undefined;
  const space = spaceId ?? db.userId;
  // A read-only copy of an animal that went to a buyer is theirs now: it takes none of this plan's room.
  const count = reptiles.filter((r) => r.userId === space && isKept(r)).length;
  const limit = space === db.userId ? plan.reptileLimit : null;
  return {
    count, limit, planName: plan.name,
    nearLimit: limit !== null && count === limit - 1,
    atLimit: limit !== null && count >= limit,
  };
}
