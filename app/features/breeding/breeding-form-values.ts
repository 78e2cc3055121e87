/**
 * Between what the breeding form holds (strings; a parent as "one of my reptiles" or a typed
 * name) and what a mutation carries. Validation is the shared schema's
 * (shared/schemas/breeding-log): event type required, a mating needs two different parents, the
 * count a whole number; messages are keys of the `logs` namespace, shown next to their field.
 */
import { BreedingLog, type BreedingEventType, type Parent } from '../../../shared/schemas/breeding-log';
import { parseDecimal } from '../../../shared/rules/units';
import type { LocalLog } from '../../lib/db';
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
  notes: string;
}
export type BreedingFormErrors = Partial<Record<keyof BreedingFormValues, string>>;

export const emptyParent = (): ParentValues => ({ mode: 'reptile', reptileId: '', name: '' });

export const emptyBreedingValues = (today: string): BreedingFormValues => ({
  date: today, eventType: '', parent1: emptyParent(), parent2: emptyParent(), clutchId: '', outcomeCount: '', notes: '',
});

const parentValues = (p: Parent | null | undefined): ParentValues =>
  !p ? emptyParent() : 'reptileId' in p ? { mode: 'reptile', reptileId: p.reptileId, name: '' } : { mode: 'name', reptileId: '', name: p.name };

export function valuesFromBreedingLog(log: LocalLog<'breedingLogs'>): BreedingFormValues {
  return {
    date: log.date,
    eventType: log.eventType,
    parent1: parentValues(log.parent1),
    parent2: parentValues(log.parent2),
    clutchId: log.clutchId ?? '',
    outcomeCount: log.outcomeCount == null ? '' : String(log.outcomeCount),
    notes: log.notes ?? '',
  };
}

/** The parent the field names, or null when it is left empty. */
export function toParent(p: ParentValues): Parent | null {
  if (p.mode === 'reptile') return p.reptileId ? { reptileId: p.reptileId } : null;
  return p.name.trim() ? { name: p.name.trim() } : null;
}

/** Whether the event joins clutches at all: a mating does not. */
export const takesClutch = (eventType: BreedingFormValues['eventType']): boolean => eventType !== 'mating' && eventType !== '';

export function toBreedingInput(v: BreedingFormValues): { input: BreedingInput; errors: null } | { input: null; errors: BreedingFormErrors } {
  const errors: BreedingFormErrors = {};
  const count = parseDecimal(v.outcomeCount);
  const candidate = {
    date: v.date,
    // '' is "not chosen": the schema says "Event type is required."
    eventType: v.eventType || undefined,
    parent1: toParent(v.parent1),
    parent2: toParent(v.parent2),
    clutchId: takesClutch(v.eventType) && v.clutchId ? v.clutchId : null,
    outcomeCount: count,
    notes: v.notes.trim() || null,
  };
  const parsed = BreedingLog.safeParse(candidate);
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

/** Only what the keeper changed, judged on what they saw. */
export function changedBreedingPatch(initial: BreedingFormValues, values: BreedingFormValues, input: BreedingInput): BreedingPatch {
  const patch: BreedingPatch = {};
  if (values.date !== initial.date) patch.date = input.date;
  if (values.eventType !== initial.eventType) patch.eventType = input.eventType;
  if (parentKey(values.parent1) !== parentKey(initial.parent1)) patch.parent1 = input.parent1 ?? null;
  if (parentKey(values.parent2) !== parentKey(initial.parent2)) patch.parent2 = input.parent2 ?? null;
  if ((input.clutchId ?? '') !== initial.clutchId) patch.clutchId = input.clutchId ?? null;
  if (values.outcomeCount.trim() !== initial.outcomeCount) patch.outcomeCount = input.outcomeCount ?? null;
  if (values.notes.trim() !== initial.notes) patch.notes = input.notes ?? null;
  return patch;
}
