/** The "Weighed" form's one field, parsed by the growth log's schema as every weight form is. */
import { parseDecimal, toGrams } from '../../../shared/rules/units';
import type { WeightUnit } from '../../../shared/schemas/auth';
import { GrowthLog } from '../../../shared/schemas/growth-log';
import type { Parsed } from '../../lib/forms/use-entry-form';
import { check } from '../../lib/sync';
import type { LogInput } from '../logs';

export interface WeightValues { weight: string }

export function toWeightInput(v: WeightValues, unit: WeightUnit, today: string): Parsed<WeightValues, LogInput<'growthLogs'>> {
  const weight = parseDecimal(v.weight);
  if (weight === null) return { input: null, errors: { weight: 'scan:weighed.required' } };
  if (Number.isNaN(weight)) return { input: null, errors: { weight: 'logs:errors.numberInvalid' } };
  const parsed = check(GrowthLog, { date: today, weightGrams: toGrams(weight, unit), lengthCm: null, notes: null });
  if (parsed.success) return { input: parsed.data, errors: null };
  return { input: null, errors: { weight: `logs:${parsed.error.issues[0]?.message ?? 'errors.numberInvalid'}` } };
}
