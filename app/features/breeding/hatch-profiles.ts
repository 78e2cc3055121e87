/**
 * The hatchlings' profiles a hatching can create (clutch.hatch.v1, docs/decisions/0028): who
 * their parents are most likely to be, what to call them until the keeper renames them, and the
 * profiles themselves. The form pre-fills from the clutch and the keeper corrects what is wrong.
 */
import { v7 as uuidv7 } from 'uuid';
import { hatchlingNames } from '../../../shared/rules/lineage';
import { opensClutch } from '../../../shared/rules/breeding';
import type { Parent } from '../../../shared/schemas/breeding-log';
import type { MutationInput } from '../../../shared/sync/mutations';
import type { LocalLog, LocalReptile } from '../../lib/db';

type BreedingRow = LocalLog<'breedingLogs'>;
type Hatchling = MutationInput<'clutch.hatch.v1'>['hatchlings'][number];

/** A parent choice in the hatch form: a reptile's id, `name:<name>` for an animal not kept, '' for none. */
export const parentChoice = (p: Parent | null | undefined): string => (!p ? '' : 'reptileId' in p ? p.reptileId : `name:${p.name}`);

export function parentOfChoice(choice: string): { id: string | null; name: string | null } {
  if (!choice) return { id: null, name: null };
  return choice.startsWith('name:') ? { id: null, name: choice.slice(5) } : { id: choice, name: null };
}

export interface HatchDefaults {
  sire: string;
  dam: string;
  /** Which of the opener reptile's clutches this is, counted from its first (1 for the first). */
  clutchNumber: number | null;
  species: string;
  /** Animals not kept that the clutch's logs name, offered beside the keeper's reptiles. */
  namedParents: string[];
}

/**
 * The laying that opened the clutch was logged on one parent (usually the mother): that reptile
 * is the dam unless it is a male. The other parent is the laying's own second parent, else the
 * latest mating of that reptile on or before the laying.
 */
export function hatchDefaults(clutchId: string | null, logs: readonly BreedingRow[], reptiles: readonly LocalReptile[], tabReptileId: string): HatchDefaults {
  const byId = new Map(reptiles.map((r) => [r.id, r]));
  const opener = clutchId ? logs.find((l) => l.id === clutchId && opensClutch(l)) : undefined;
  const named = [...new Set(logs.flatMap((l) => [l.parent1, l.parent2]).flatMap((p) => (p && 'name' in p ? [p.name] : [])))];
  const fallbackSpecies = byId.get(tabReptileId)?.species ?? '';
  if (!opener) return { sire: '', dam: '', clutchNumber: null, species: fallbackSpecies, namedParents: named };
  const layer = opener.reptileId;
  const others = (l: BreedingRow) => [l.parent1, l.parent2].filter((p): p is Parent => Boolean(p) && !(p && 'reptileId' in p && p.reptileId === layer));
  const mating = logs
    .filter((l) => l.reptileId === layer && l.eventType === 'mating' && l.date <= opener.date)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  const mate = others(opener)[0] ?? (mating ? others(mating)[0] : undefined);
  const layerIsMale = byId.get(layer)?.sex === 'male';
  const openers = logs.filter((l) => l.reptileId === layer && opensClutch(l)).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return {
    sire: layerIsMale ? layer : parentChoice(mate),
    dam: layerIsMale ? parentChoice(mate) : layer,
    clutchNumber: openers.findIndex((l) => l.id === opener.id) + 1,
    species: byId.get(layer)?.species || fallbackSpecies,
    namedParents: named,
  };
}

export interface HatchProfilesInput {
  count: number;
  namePrefix: string;
  species: string;
  sire: string;
  dam: string;
  hatchDate: string;
  clutchId: string | null;
  /** The keeper's reptiles' names, so numbering continues a series already begun. */
  taken: readonly string[];
}

/** The hatchlings' profiles: sex unknown, parents, clutch and hatch date filled, numbered names. */
export function hatchlingProfiles(p: HatchProfilesInput): Hatchling[] {
  const sire = parentOfChoice(p.sire);
  const dam = parentOfChoice(p.dam);
  return hatchlingNames(p.namePrefix.trim(), p.count, p.taken).map((name) => ({
    id: uuidv7(), name, species: p.species.trim(), sex: 'unknown', hatchDate: p.hatchDate,
    sireId: sire.id, sireName: sire.name, damId: dam.id, damName: dam.name, clutchId: p.clutchId,
  }));
}
