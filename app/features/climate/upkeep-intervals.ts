/**
 * A keeper's own cleaning intervals per enclosure ("full clean every 14 days"): the enclosure's
 * synced `upkeepDays` (shared/schemas/enclosure.ts), so every member and device counts the same
 * due days. A kind not set takes its default (shared/enclosures/upkeep.ts).
 */
import { useMemo } from 'react';
import type { UpkeepIntervals } from '../../../shared/enclosures/upkeep';
import { updateEnclosure, useEnclosure, useEnclosures } from '../enclosures';

/** Sets the keeper's intervals of one enclosure (null or {}: back to the defaults); offline first. */
export async function setUpkeepIntervals(enclosureId: string, intervals: UpkeepIntervals | null): Promise<void> {
  await updateEnclosure(enclosureId, { upkeepDays: intervals && Object.keys(intervals).length > 0 ? intervals : null });
}

/** Every enclosure's own intervals (those with some), live; undefined while loading. */
export function useStoredUpkeepIntervals(): ReadonlyMap<string, UpkeepIntervals> | undefined {
  const enclosures = useEnclosures();
  return useMemo(() => enclosures && new Map(enclosures.flatMap((e) => (e.upkeepDays ? [[e.id, e.upkeepDays] as const] : []))), [enclosures]);
}

/** One enclosure's own intervals (a kind left out takes its default), live. */
export function useUpkeepIntervals(enclosureId: string): UpkeepIntervals | undefined {
  return useEnclosure(enclosureId)?.upkeepDays ?? undefined;
}
