import { useLiveQuery } from 'dexie-react-hooks';
import { canAddReptile } from '../../../shared/plans';
import { useActivePlan } from '../../lib/plan/use-active-plan';
import type { RejectionCode } from '../../../shared/sync/errors';
import type { UserDb } from '../../lib/db';

/**
 * Whether retrying a refusal of this kind would only be refused again, as far as this device
 * knows: a plan-limit refusal waits until a slot is free (or the plan changed).
 */
export function useRetryBlocked(db: UserDb | null): (code: RejectionCode) => boolean {
  const { tier } = useActivePlan();
  const reptiles = useLiveQuery(() => db?.reptiles.count() ?? 0, [db], 0);
  return (code) => code === 'plan-limit-reptiles' && !canAddReptile(tier, reptiles);
}
