/**
 * What a reptile mutation does to a row, as pure functions: the app applies them optimistically
 * to IndexedDB and the server applies them to SQLite, so both compute the same fields. Limits,
 * ownership and versions are the server's business and are not here.
 */
import type { MutationArgs } from '../sync/mutations';
import type { Morph } from '../schemas/morphs';

/** The user-entered fields of a reptile row, with absent optionals as null (how rows store them). */
export interface ReptileData {
  name: string;
  species: string;
  hatchDate: string | null;
  sex: 'male' | 'female' | 'unknown';
  weightGrams: number | null;
  lengthCm: number | null;
  notes: string | null;
  collectionId: string | null;
  feedingIntervalDays: number | null;
  feedingPaused: boolean;
  feedingPausedUntil: string | null;
  sireId: string | null;
  sireName: string | null;
  damId: string | null;
  damName: string | null;
  clutchId: string | null;
  morphs: Morph[] | null;
}

export function reptileFromCreate(args: MutationArgs<'reptile.create.v1'>): ReptileData {
  return {
    name: args.name,
    species: args.species,
    hatchDate: args.hatchDate ?? null,
    sex: args.sex,
    weightGrams: args.weightGrams ?? null,
    lengthCm: args.lengthCm ?? null,
    notes: args.notes ? args.notes : null,
    collectionId: args.collectionId ?? null,
    feedingIntervalDays: args.feedingIntervalDays ?? null,
    feedingPaused: args.feedingPaused ?? false,
    feedingPausedUntil: args.feedingPausedUntil ?? null,
    sireId: args.sireId ?? null,
    sireName: args.sireName ?? null,
    damId: args.damId ?? null,
    damName: args.damName ?? null,
    clutchId: args.clutchId ?? null,
    morphs: args.morphs && args.morphs.length > 0 ? args.morphs : null,
  };
}

/** A reptile's data with no lineage, for rows stored before it (they lack the fields). */
export const NO_LINEAGE = { sireId: null, sireName: null, damId: null, damName: null, clutchId: null } as const;

/**
 * Only the fields present in the patch change; `undefined` means "not edited", `null` clears.
 * That is what lets two devices edit different fields of one reptile and both edits survive.
 */
export function reptilePatch(patch: MutationArgs<'reptile.update.v1'>['patch']): Partial<ReptileData> {
  const out: Partial<ReptileData> = {};
  if (patch.name !== undefined) out.name = patch.name;
  if (patch.species !== undefined) out.species = patch.species;
  if (patch.hatchDate !== undefined) out.hatchDate = patch.hatchDate;
  if (patch.sex !== undefined) out.sex = patch.sex;
  if (patch.weightGrams !== undefined) out.weightGrams = patch.weightGrams;
  if (patch.lengthCm !== undefined) out.lengthCm = patch.lengthCm;
  if (patch.notes !== undefined) out.notes = patch.notes ? patch.notes : null;
  if (patch.collectionId !== undefined) out.collectionId = patch.collectionId;
  if (patch.feedingIntervalDays !== undefined) out.feedingIntervalDays = patch.feedingIntervalDays;
  if (patch.feedingPaused !== undefined) out.feedingPaused = patch.feedingPaused;
  if (patch.feedingPausedUntil !== undefined) out.feedingPausedUntil = patch.feedingPausedUntil;
  // A parent is a reptile or a name, never both: setting one side clears the other.
  if (patch.sireId !== undefined) out.sireId = patch.sireId;
  if (patch.sireName !== undefined) out.sireName = patch.sireName;
  if (patch.sireId) out.sireName = null;
  if (patch.sireName) out.sireId = null;
  if (patch.damId !== undefined) out.damId = patch.damId;
  if (patch.damName !== undefined) out.damName = patch.damName;
  if (patch.damId) out.damName = null;
  if (patch.damName) out.damId = null;
  if (patch.clutchId !== undefined) out.clutchId = patch.clutchId;
  // The list is replaced whole: an empty list is none.
  if (patch.morphs !== undefined) out.morphs = patch.morphs && patch.morphs.length > 0 ? patch.morphs : null;
  return out;
}
