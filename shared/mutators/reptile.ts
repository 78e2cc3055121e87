/**
 * What a reptile mutation does to a row, as pure functions: the app applies them optimistically
 * to IndexedDB and the server applies them to SQLite, so both compute the same fields. Limits,
 * ownership and versions are the server's business and are not here.
 */
import type { MutationArgs } from '../sync/mutations';

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
  };
}

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
  return out;
}
