/**
 * Between what the growth form holds (strings, in the keeper's units) and what a mutation
 * carries (grams and centimetres). Validation is the shared schema's (shared/schemas/growth-log),
 * so the form and the server refuse the same things; messages are keys of the `logs` namespace.
 */
import { GrowthLog } from '../../../shared/schemas/growth-log';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import { inputLength, inputWeight, parseDecimal, toCm, toGrams } from '../../../shared/rules/units';
import type { LocalGrowthLog } from '../../lib/db';
import { check, fromChecked } from '../../lib/sync';
import type { LogInput, LogPatchInput } from '../logs';

export type GrowthLogInput = LogInput<'growthLogs'>;
export type GrowthLogPatch = LogPatchInput<'growthLogs'>;

export interface GrowthFormValues {
  date: string;
  weight: string;
  length: string;
  notes: string;
}
export type GrowthFormErrors = Partial<Record<keyof GrowthFormValues, string>>;
type Units = { weightUnit: WeightUnit; lengthUnit: LengthUnit };

const FORM_FIELD: Record<string, keyof GrowthFormValues> = { weightGrams: 'weight', lengthCm: 'length' };

export const emptyGrowthValues = (today: string): GrowthFormValues => ({ date: today, weight: '', length: '', notes: '' });

export function valuesFromGrowthLog(log: LocalGrowthLog, units: Units, lng?: string): GrowthFormValues {
  return {
    date: log.date,
    weight: log.weightGrams === null ? '' : inputWeight(log.weightGrams, units.weightUnit, lng),
    length: log.lengthCm === null ? '' : inputLength(log.lengthCm, units.lengthUnit, lng),
    notes: log.notes ?? '',
  };
}

export function toGrowthInput(v: GrowthFormValues, units: Units): { input: GrowthLogInput; errors: null } | { input: null; errors: GrowthFormErrors } {
  const errors: GrowthFormErrors = {};
  const weight = parseDecimal(v.weight);
  const length = parseDecimal(v.length);
  if (Number.isNaN(weight)) errors.weight = 'errors.numberInvalid';
  if (Number.isNaN(length)) errors.length = 'errors.numberInvalid';
  // The schema checks "at least one" only once the fields pass; say it at once, with the rest.
  if (weight === null && length === null) errors.weight = 'errors.weightOrLengthRequired';
  const candidate = {
    date: v.date,
    weightGrams: weight === null || Number.isNaN(weight) ? null : toGrams(weight, units.weightUnit),
    lengthCm: length === null || Number.isNaN(length) ? null : toCm(length, units.lengthUnit),
    notes: v.notes.trim() || null,
  };
  const parsed = check(GrowthLog, candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = FORM_FIELD[key] ?? (key as keyof GrowthFormValues);
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { input: null, errors };
  return { input: parsed.data, errors: null };
}

/** Only what the keeper changed, judged on what they saw (a value left alone is not rewritten), from the checked input. */
export function changedGrowthPatch(initial: GrowthFormValues, values: GrowthFormValues, input: GrowthLogInput): GrowthLogPatch {
  const patch: GrowthLogPatch = {};
  if (values.date !== initial.date) patch.date = input.date;
  if (values.weight.trim() !== initial.weight) patch.weightGrams = input.weightGrams ?? null;
  if (values.length.trim() !== initial.length) patch.lengthCm = input.lengthCm ?? null;
  if (values.notes.trim() !== initial.notes) patch.notes = input.notes ?? null;
  return fromChecked(patch, [input]);
}
