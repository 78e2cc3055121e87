/**
 * The dashboard's quick forms: one manual feeding item, or a weight. Validation is the shared
 * schemas' (feeding-log, growth-log) and rules/feeding.ts `toItemGrams`, so these refuse what
 * the full log forms and the server refuse; messages are `logs` keys, shown by their field.
 */
import { FeedingLog, type FeedingOutcome } from '../../../shared/schemas/feeding-log';
import { GrowthLog } from '../../../shared/schemas/growth-log';
import type { WeightUnit } from '../../../shared/schemas/auth';
import { toItemGrams } from '../../../shared/rules/feeding';
import { parseDecimal, toGrams } from '../../../shared/rules/units';
import type { Parsed } from '../../lib/forms/use-entry-form';
import { check } from '../../lib/sync';
import type { LogInput } from '../logs';
import type { GrowthLogInput } from '../growth';

export interface QuickFeedingValues { date: string; foodItem: string; count: string; size: string; outcome: FeedingOutcome }
export interface QuickWeightValues { date: string; weight: string }

const ITEM_FIELD = { foodItem: 'foodItem', count: 'count', sizePerItemGrams: 'size' } as const;

export const emptyQuickFeeding = (today: string): QuickFeedingValues => ({ date: today, foodItem: '', count: '1', size: '', outcome: 'ate' });

export function toQuickFeedingInput(v: QuickFeedingValues, unit: WeightUnit): Parsed<QuickFeedingValues, LogInput<'feedingLogs'>> {
  const errors: Partial<Record<keyof QuickFeedingValues, string>> = {};
  const grams = toItemGrams(parseDecimal(v.size) ?? null, unit);
  if (!grams.ok) errors.size = `logs:${grams.error}`;
  const count = parseDecimal(v.count);
  const candidate = {
    date: v.date, outcome: v.outcome, notes: null,
    source: { kind: 'manual' as const, items: [{ foodItem: v.foodItem, count: count ?? Number.NaN, sizePerItemGrams: grams.ok ? grams.grams : 1 }] },
  };
  const parsed = check(FeedingLog, candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, , , field] = issue.path.map(String);
      const key = top === 'source' ? ITEM_FIELD[field as keyof typeof ITEM_FIELD] : top === 'date' || top === 'outcome' ? top : undefined;
      if (key) errors[key] ??= `logs:${issue.message}`;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { input: null, errors };
  return { input: parsed.data, errors: null };
}

export function toQuickWeightInput(v: QuickWeightValues, unit: WeightUnit): Parsed<QuickWeightValues, GrowthLogInput> {
  const weight = parseDecimal(v.weight);
  if (weight === null) return { input: null, errors: { weight: 'dashboard:quick.weightRequired' } };
  if (Number.isNaN(weight)) return { input: null, errors: { weight: 'logs:errors.numberInvalid' } };
  const candidate = { date: v.date, weightGrams: toGrams(weight, unit), lengthCm: null, notes: null };
  const parsed = check(GrowthLog, candidate);
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: Partial<Record<keyof QuickWeightValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'date' ? 'date' : 'weight';
    errors[key] ??= `logs:${issue.message}`;
  }
  return { input: null, errors };
}
