/**
 * Between what the breeding form holds (strings; a parent as "one of my reptiles" or a typed
 * name) and what a mutation carries. Validation is the shared schema's
 * (shared/schemas/breeding-log): event type required, a mating needs two different parents, the
 * count a whole number; messages are keys of the `logs` namespace, shown next to their field.
 */
import { BreedingLog, type BreedingEventType, type Parent } from '../../../shared/schemas/breeding-log';
import { inputReading, parseDecimal } from '../../../shared/rules/units';
import { HATCH_MAX_PROFILES } from '../../../shared/schemas/hatch';
import type { LocalLog } from '../../lib/db';
import { check, fromChecked } from '../../lib/sync';
import type { LogInput, LogPatchInput } from '../logs';

export type BreedingInput = LogInput<'breedingLogs'>;
export type BreedingPatch = LogPatchInput<'breedingLogs'>;

export type ParentMode = 'reptile' | 'name';
/** Both the chosen reptile and the typed name are kept, so switching back and forth loses nothing. */
export interface ParentValues {
  mode: ParentMode;
  reptileId: string;
  name: string;
}

export interface BreedingFormValues {
  date: string;
  eventType: BreedingEventType | '';
  parent1: ParentValues;
  parent2: ParentValues;
  /** '' is no clutch (for a laying: it opens a new clutch). */
  clutchId: string;
  outcomeCount: string;
  /** A laying's incubation: °C (no temperature unit setting yet) and the keeper's own days. */
  incubationTempC: string;
  incubationDays: string;
  /** A candling's counts. */
  fertile: string;
  infertile: string;
  slugs: string;
  notes: string;
  /** A new hatching may create the hatchlings' profiles (hatch-profiles.ts): how many, named how, of what species, whose. */
  hatchProfiles: boolean;
  hatchCount: string;
  hatchPrefix: string;
  hatchSpecies: string;
  /** hatch-profiles.ts's parentChoice: a reptile id, `name:<name>`, or ''. */
  hatchSire: string;
  hatchDam: string;
}
export type BreedingFormErrors = Partial<Record<keyof BreedingFormValues, string>>;

export const emptyParent = (): ParentValues => ({ mode: 'reptile', reptileId: '', name: '' });

export const emptyBreedingValues = (today: string): BreedingFormValues => ({
  date: today, eventType: '', parent1: emptyParent(), parent2: emptyParent(), clutchId: '', outcomeCount: '',
  incubationTempC: '', incubationDays: '', fertile: '', infertile: '', slugs: '', notes: '',
  ...NO_HATCH_PROFILES,
});

const NO_HATCH_PROFILES = { hatchProfiles: false, hatchCount: '', hatchPrefix: '', hatchSpecies: '', hatchSire: '', hatchDam: '' } as const;

const parentValues = (p: Parent | null | undefined): ParentValues =>
  !p ? emptyParent() : 'reptileId' in p ? { mode: 'reptile', reptileId: p.reptileId, name: '' } : { mode: 'name', reptileId: '', name: p.name };

const countText = (n: number | null | undefined) => (n == null ? '' : String(n));

export function valuesFromBreedingLog(log: LocalLog<'breedingLogs'>, lng = 'en'): BreedingFormValues {
  return {
    date: log.date,
    eventType: log.eventType,
    parent1: parentValues(log.parent1),
    parent2: parentValues(log.parent2),
    clutchId: log.clutchId ?? '',
    outcomeCount: countText(log.outcomeCount),
    incubationTempC: log.incubationTempC == null ? '' : inputReading(log.incubationTempC, lng),
    incubationDays: countText(log.incubationDays),
    fertile: countText(log.fertile),
    infertile: countText(log.infertile),
    slugs: countText(log.slugs),
    notes: log.notes ?? '',
    // Profiles are made once, with the hatching: an edit never makes more.
    ...NO_HATCH_PROFILES,
  };
}

/** The parent the field names, or null when it is left empty. */
export function toParent(p: ParentValues): Parent | null {
  if (p.mode === 'reptile') return p.reptileId ? { reptileId: p.reptileId } : null;
  return p.name.trim() ? { name: p.name.trim() } : null;
}

/** Whether the event joins clutches at all: a mating does not. */
export const takesClutch = (eventType: BreedingFormValues['eventType']): boolean => eventType !== 'mating' && eventType !== '';

/** A hatching's profiles: a whole number from 1 to what hatched (and the hard cap), within the plan's room. */
function hatchProfileErrors(v: BreedingFormValues, hatched: number | null, room: number | null, errors: BreedingFormErrors): number | null {
  if (!v.hatchProfiles || v.eventType !== 'hatching') return null;
  const count = parseDecimal(v.hatchCount);
  if (count === null || !Number.isInteger(count) || count < 1 || count > HATCH_MAX_PROFILES) errors.hatchCount = 'breeding.hatchlings.errors.count';
  else if (hatched !== null && Number.isInteger(hatched) && count > hatched) errors.hatchCount = 'breeding.hatchlings.errors.moreThanHatched';
  else if (room !== null && count > room) errors.hatchCount = room === 0 ? 'breeding.hatchlings.errors.noRoom' : 'breeding.hatchlings.errors.room';
  const prefix = v.hatchPrefix.trim();
  // Room for " #100" within a name's 100 characters.
  if (!prefix) errors.hatchPrefix = 'breeding.hatchlings.errors.prefix';
  else if (prefix.length > 90) errors.hatchPrefix = 'errors.tooLong';
  if (!v.hatchSpecies.trim()) errors.hatchSpecies = 'breeding.hatchlings.errors.species';
  else if (v.hatchSpecies.trim().length > 100) errors.hatchSpecies = 'errors.tooLong';
  if (v.hatchSire && v.hatchSire === v.hatchDam) errors.hatchDam = 'errors.parentsMustDiffer';
  return count;
}

/**
 * `room`: how many more reptiles the plan allows on this device's count (null: no limit), for a
 * hatching that creates profiles; the server decides again when it arrives.
 */
export function toBreedingInput(v: BreedingFormValues, room: number | null = null): { input: BreedingInput; errors: null } | { input: null; errors: BreedingFormErrors } {
  const errors: BreedingFormErrors = {};
  const count = parseDecimal(v.outcomeCount);
  const laying = v.eventType === 'laying';
  const candling = v.eventType === 'candling';
  const candidate = {
    date: v.date,
    // '' is "not chosen": the schema says "Event type is required."
    eventType: v.eventType || undefined,
    parent1: toParent(v.parent1),
    parent2: toParent(v.parent2),
    clutchId: takesClutch(v.eventType) && v.clutchId ? v.clutchId : null,
    // A candling's counts are its three fields; the others keep only the fields of their event.
    outcomeCount: v.eventType === 'candling' ? null : count,
    incubationTempC: laying ? parseDecimal(v.incubationTempC) : null,
    incubationDays: laying ? parseDecimal(v.incubationDays) : null,
    fertile: candling ? parseDecimal(v.fertile) : null,
    infertile: candling ? parseDecimal(v.infertile) : null,
    slugs: candling ? parseDecimal(v.slugs) : null,
    notes: v.notes.trim() || null,
  };
  hatchProfileErrors(v, typeof count === 'number' ? count : null, room, errors);
  const parsed = check(BreedingLog, candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '') as keyof BreedingFormValues;
      if (key in v) errors[key] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { input: null, errors };
  return { input: parsed.data, errors: null };
}

const parentKey = (p: ParentValues) => JSON.stringify(toParent(p));

/** Only what the keeper changed, judged on what they saw, taken from the checked input. */
export function changedBreedingPatch(initial: BreedingFormValues, values: BreedingFormValues, input: BreedingInput): BreedingPatch {
  const patch: BreedingPatch = {};
  if (values.date !== initial.date) patch.date = input.date;
  if (values.eventType !== initial.eventType) patch.eventType = input.eventType;
  if (parentKey(values.parent1) !== parentKey(initial.parent1)) patch.parent1 = input.parent1 ?? null;
  if (parentKey(values.parent2) !== parentKey(initial.parent2)) patch.parent2 = input.parent2 ?? null;
  if ((input.clutchId ?? '') !== initial.clutchId) patch.clutchId = input.clutchId ?? null;
  if (values.outcomeCount.trim() !== initial.outcomeCount || values.eventType !== initial.eventType) patch.outcomeCount = input.outcomeCount ?? null;
  // A changed event type clears the fields the new type does not have.
  for (const key of ['incubationTempC', 'incubationDays', 'fertile', 'infertile', 'slugs'] as const) {
    if (values[key].trim() !== initial[key] || values.eventType !== initial.eventType) patch[key] = input[key] ?? null;
  }
  if (values.notes.trim() !== initial.notes) patch.notes = input.notes ?? null;
  return fromChecked(patch, [input]);
}
