/**
 * Between what the form holds (strings, in the keeper's units) and what a mutation carries
 * (numbers in grams and centimetres). Validation is the shared schema's, so the form and the
 * server refuse exactly the same things; its messages are keys of the `reptiles` namespace.
 */
import { ReptileFields, type Sex } from '../../../shared/schemas/reptile';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import { inputLength, inputWeight, parseDecimal, toCm, toGrams } from '../../../shared/rules/units';
import type { LocalReptile } from '../../lib/db';
import { draftFromMorphs, morphsFromDraft, type DraftGene } from '../genetics';
import type { ReptileInput, ReptilePatch } from './reptiles-repository';

export interface ReptileFormValues {
  name: string;
  species: string;
  hatchDate: string;
  sex: Sex;
  weight: string;
  length: string;
  notes: string;
  /** The collection's id, '' for none. */
  collectionId: string;
  /** Whole days between meals, '' for the species' default. */
  feedingInterval: string;
  feedingPaused: boolean;
  /** The pause's last day, '' for none. */
  feedingPausedUntil: string;
  /** Each parent is one of the keeper's reptiles or a typed name; the other side is kept while the mode switches, and not sent. */
  sireMode: ParentMode;
  sireId: string;
  sireName: string;
  damMode: ParentMode;
  damId: string;
  damName: string;
  /** Its genes as the planner's rows; the schema's messages for them are `genetics` keys, shown by row. */
  morphs: DraftGene[];
}
export type ParentMode = 'reptile' | 'name';

export type FormErrors = Partial<Record<keyof ReptileFormValues, string>>;
type Units = { weightUnit: WeightUnit; lengthUnit: LengthUnit };

export const EMPTY_VALUES: ReptileFormValues = { name: '', species: '', hatchDate: '', sex: 'unknown', weight: '', length: '', notes: '', collectionId: '',
  feedingInterval: '', feedingPaused: false, feedingPausedUntil: '',
  sireMode: 'reptile', sireId: '', sireName: '', damMode: 'reptile', damId: '', damName: '', morphs: [] };

const FORM_FIELD: Record<string, keyof ReptileFormValues> = { weightGrams: 'weight', lengthCm: 'length', feedingIntervalDays: 'feedingInterval' };

export function valuesFromReptile(r: LocalReptile, units: Units, lng?: string): ReptileFormValues {
  return {
    name: r.name,
    species: r.species,
    hatchDate: r.hatchDate ?? '',
    sex: r.sex,
    weight: r.weightGrams === null ? '' : inputWeight(r.weightGrams, units.weightUnit, lng),
    length: r.lengthCm === null ? '' : inputLength(r.lengthCm, units.lengthUnit, lng),
    notes: r.notes ?? '',
    // Rows stored before collections existed lack the field.
    collectionId: r.collectionId ?? '',
    // Rows stored before the feeding rhythm lack these three.
    feedingInterval: r.feedingIntervalDays == null ? '' : String(r.feedingIntervalDays),
    feedingPaused: r.feedingPaused ?? false,
    feedingPausedUntil: r.feedingPausedUntil ?? '',
    // Rows stored before lineage lack these four.
    sireMode: !r.sireId && r.sireName ? 'name' : 'reptile',
    sireId: r.sireId ?? '',
    sireName: r.sireName ?? '',
    damMode: !r.damId && r.damName ? 'name' : 'reptile',
    damId: r.damId ?? '',
    damName: r.damName ?? '',
    // Rows stored before morphs lack the field.
    morphs: draftFromMorphs(r.morphs ?? null),
  };
}

type Parent = { id: string | null; name: string | null };

/** The parent the form means: only the chosen mode's side counts, and a blank name is no parent. */
function parentOf(v: ReptileFormValues, side: 'sire' | 'dam'): Parent {
  if (v[`${side}Mode`] === 'reptile') return { id: v[`${side}Id`] || null, name: null };
  return { id: null, name: v[`${side}Name`].trim() || null };
}

export function toReptileInput(v: ReptileFormValues, units: Units): { input: ReptileInput; errors: null } | { input: null; errors: FormErrors } {
  const errors: FormErrors = {};
  const weight = parseDecimal(v.weight);
  const length = parseDecimal(v.length);
  if (Number.isNaN(weight)) errors.weight = 'errors.numberInvalid';
  if (Number.isNaN(length)) errors.length = 'errors.numberInvalid';
  const interval = parseDecimal(v.feedingInterval);
  if (Number.isNaN(interval)) errors.feedingInterval = 'errors.intervalInvalid';
  const sire = parentOf(v, 'sire');
  const dam = parentOf(v, 'dam');
  const candidate = {
    name: v.name,
    species: v.species,
    hatchDate: v.hatchDate || null,
    sex: v.sex,
    weightGrams: weight === null || Number.isNaN(weight) ? null : toGrams(weight, units.weightUnit),
    lengthCm: length === null || Number.isNaN(length) ? null : toCm(length, units.lengthUnit),
    notes: v.notes.trim() || null,
    // Absent when none: a reptile outside collections carries nothing about them.
    ...(v.collectionId ? { collectionId: v.collectionId } : {}),
    // Absent when left as they are on a new reptile, like the collection: a profile that never
    // set a rhythm carries nothing about it.
    ...(interval !== null && !Number.isNaN(interval) ? { feedingIntervalDays: interval } : {}),
    ...(v.feedingPaused ? { feedingPaused: true } : {}),
    ...(v.feedingPausedUntil ? { feedingPausedUntil: v.feedingPausedUntil } : {}),
    // Absent when unknown, like the collection: one side of each parent at most.
    ...(sire.id ? { sireId: sire.id } : {}),
    ...(sire.name ? { sireName: sire.name } : {}),
    ...(dam.id ? { damId: dam.id } : {}),
    ...(dam.name ? { damName: dam.name } : {}),
    // Absent when none, like the collection.
    ...(v.morphs.length > 0 ? { morphs: morphsFromDraft(v.morphs) } : {}),
  };
  const parsed = ReptileFields.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = FORM_FIELD[key] ?? (key as keyof ReptileFormValues);
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { input: null, errors };
  return { input: candidate, errors: null };
}

/**
 * Only what the keeper changed, judged on what they saw: a weight shown rounded and left alone
 * is not rewritten from its rounded value.
 */
export function changedPatch(initial: ReptileFormValues, values: ReptileFormValues, input: ReptileInput): ReptilePatch {
  const patch: ReptilePatch = {};
  if (values.name !== initial.name) patch.name = input.name;
  if (values.species !== initial.species) patch.species = input.species;
  if (values.hatchDate !== initial.hatchDate) patch.hatchDate = input.hatchDate ?? null;
  if (values.sex !== initial.sex) patch.sex = input.sex;
  if (values.weight.trim() !== initial.weight) patch.weightGrams = input.weightGrams ?? null;
  if (values.length.trim() !== initial.length) patch.lengthCm = input.lengthCm ?? null;
  if (values.notes.trim() !== initial.notes) patch.notes = input.notes ?? null;
  if (values.collectionId !== initial.collectionId) patch.collectionId = input.collectionId ?? null;
  if (values.feedingInterval.trim() !== initial.feedingInterval) patch.feedingIntervalDays = input.feedingIntervalDays ?? null;
  if (values.feedingPaused !== initial.feedingPaused) patch.feedingPaused = values.feedingPaused;
  if (values.feedingPausedUntil !== initial.feedingPausedUntil) patch.feedingPausedUntil = input.feedingPausedUntil ?? null;
  // The list travels whole (mutators/reptile.ts replaces it); emptied, it is null.
  const morphs = morphsFromDraft(values.morphs);
  if (JSON.stringify(morphs) !== JSON.stringify(morphsFromDraft(initial.morphs))) patch.morphs = morphs.length > 0 ? morphs : null;
  for (const side of ['sire', 'dam'] as const) {
    const was = parentOf(initial, side);
    const now = parentOf(values, side);
    if (was.id === now.id && was.name === now.name) continue;
    // One side is enough: setting the id clears the name and the reverse (mutators/reptile.ts).
    if (now.id) patch[`${side}Id`] = now.id;
    else if (now.name) patch[`${side}Name`] = now.name;
    else if (was.id) patch[`${side}Id`] = null;
    else patch[`${side}Name`] = null;
  }
  return patch;
}
