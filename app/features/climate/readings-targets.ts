/**
 * The ranges an enclosure's readings are held to: its residents' species (the table in
 * shared/enclosures/climate-targets.ts) with the keeper's own ranges over them, kept on this
 * device (readings-device-store.ts).
 */
import { useMemo } from 'react';
import { CLIMATE_SPOTS, enclosureTargets, type EnclosureTargets, type TargetOverrides } from '../../../shared/enclosures/climate-targets';
import { useWhereabouts } from '../enclosures';
import { useKeptReptiles } from '../reptiles';
import { readDeviceValue, useDeviceVersion, writeDeviceValue } from './readings-device-store';

const keyOf = (enclosureId: string) => `herptrack-climate-targets:${enclosureId}`;

const isRange = (x: unknown): boolean =>
  typeof x === 'object' && x !== null && typeof (x as { min?: unknown }).min === 'number' && typeof (x as { max?: unknown }).max === 'number';
const isOverrides = (x: unknown): x is TargetOverrides =>
  typeof x === 'object' && x !== null && Object.entries(x).every(([k, v]) => (CLIMATE_SPOTS as readonly string[]).includes(k) && isRange(v));

export const readOverrides = (enclosureId: string): TargetOverrides => readDeviceValue(keyOf(enclosureId), isOverrides) ?? {};

/** The keeper's own ranges for the enclosure; an empty object goes back to the species'. */
export function saveOverrides(enclosureId: string, overrides: TargetOverrides): void {
  writeDeviceValue(keyOf(enclosureId), Object.keys(overrides).length > 0 ? overrides : null);
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
  const version = useDeviceVersion();
  const key = enclosureIds.join(',');
  return useMemo(() => {
    if (!species) return undefined;
    return new Map(key.split(',').filter(Boolean).map((id) => [id, enclosureTargets(species.get(id) ?? [], readOverrides(id))]));
    // `version` re-reads the keeper's ranges after a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [species, key, version]);
}
