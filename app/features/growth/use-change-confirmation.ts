import { useState } from 'react';
import { implausibleAgainstNeighbours, type GrowthMeasure, type ImplausibleChange } from '../../../shared/rules/growth-change';
import type { LocalGrowthLog } from '../../lib/db';
import type { GrowthLogInput } from './growth-form-values';

const FIELD = { weight: 'weightGrams', length: 'lengthCm' } as const satisfies Record<GrowthMeasure, keyof GrowthLogInput>;

export const GROWTH_MEASURES = Object.keys(FIELD) as GrowthMeasure[];

/** Each of `measures` of `input` whose change from its neighbours among `others` is implausible. */
export function implausibleChanges(others: readonly LocalGrowthLog[], input: GrowthLogInput, measures = GROWTH_MEASURES): ImplausibleChange[] {
  return measures.flatMap((measure) => {
    const value = input[FIELD[measure]];
    if (value === null || value === undefined) return [];
    const readings = others.flatMap((l) => (l[FIELD[measure]] === null ? [] : [{ date: l.date, value: l[FIELD[measure]] as number }]));
    const found = implausibleAgainstNeighbours(measure, readings, { date: input.date, value });
    return found ? [found] : [];
  });
}

/**
 * Asks before an implausible reading is saved, never refuses it: the keeper may know better (a
 * clutch laid, a tail dropped). The first submit of such values returns false and holds the
 * changes to show; submitting the same values again returns true. Any edit should `dismiss`, so
 * what is shown always explains the values in the form.
 *
 * `others` are the reptile's other entries (the edited one left out); while they are still
 * loading nothing is judged, as asking late would be worse than not asking. `measures` are those
 * the keeper changed: an edit of the notes alone does not ask again about an old reading.
 */
export function useChangeConfirmation(others: readonly LocalGrowthLog[] | undefined) {
  const [pending, setPending] = useState<{ key: string; changes: ImplausibleChange[] } | null>(null);
  const maySave = (input: GrowthLogInput, measures = GROWTH_MEASURES): boolean => {
    const key = JSON.stringify([input.date, input.weightGrams ?? null, input.lengthCm ?? null]);
    if (pending?.key === key) return true;
    const changes = implausibleChanges(others ?? [], input, measures);
    if (changes.length === 0) return true;
    setPending({ key, changes });
    return false;
  };
  return { changes: pending?.changes ?? null, maySave, dismiss: () => setPending(null) };
}
