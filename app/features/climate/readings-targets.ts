/**
 * The ranges an enclosure's readings are held to: its residents' species (the table in
 * shared/enclosures/climate-targets.ts) with the keeper's own ranges over them, the enclosure's
 * synced `targets`.
 */
import { useMemo } from 'react';
import { enclosureTargets, type EnclosureTargets, type TargetOverrides } from '../../../shared/enclosures/climate-targets';
import { updateEnclosure, useEnclosures, useWhereabouts } from '../enclosures';
import { useKeptReptiles } from '../reptiles';

/**
 * Saves the keeper's own ranges for the enclosure (its synced `targets`, so every member and
 * device holds it to them); an empty set goes back to the species'. Offline first, like any edit.
 */
export async function saveOverrides(enclosureId: string, overrides: TargetOverrides): Promise<void> {
  await updateEnclosure(enclosureId, { targets: Object.keys(overrides).length > 0 ? overrides : null });
}

/** Each enclosure's residents' species now, live; undefined while loading. */
export function useResidentSpecies(): ReadonlyMap<string, string[]> | undefined {
  const where = useWhereabouts();
  const kept = useKeptReptiles();
  return useMemo(() => {
    if (!where || !kept) return undefined;
    const species = new Map(kept.map((r) => [r.id, r.species]));
    return new Map([...where.residentsOf].map(([enclosureId, ids]) => [enclosureId, ids.flatMap((id) => species.get(id) ?? [])]));
  }, [where, kept]);
}

/** Targets of several enclosures (null: none known); undefined while loading. */
export function useTargetsOf(enclosureIds: readonly string[]): ReadonlyMap<string, EnclosureTargets | null> | undefined {
  const species = useResidentSpecies();
  const enclosures = useEnclosures();
  const key = enclosureIds.join(',');
  return useMemo(() => {
    if (!species || !enclosures) return undefined;
    const own = new Map(enclosures.map((e) => [e.id, e.targets]));
    return new Map(key.split(',').filter(Boolean).map((id) => [id, enclosureTargets(species.get(id) ?? [], own.get(id) ?? {})]));
  }, [species, enclosures, key]);
}
