import { useMemo } from 'react';
import type { FeederRef } from '../../../shared/rules/feeding';
import { useFeeders } from '../inventory';

/**
 * The keeper's feeders by id, to name the feeder of each feeding from the inventory; read once
 * for a whole list of entries. Undefined while IndexedDB is answering.
 */
export function useFeederMap(): ReadonlyMap<string, FeederRef> | undefined {
  const feeders = useFeeders();
  return useMemo(() => (feeders ? new Map(feeders.map((f) => [f.id, f])) : undefined), [feeders]);
}
