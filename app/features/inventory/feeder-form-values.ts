/**
 * Between what the feeder form holds (strings, weight in the keeper's unit) and what a mutation
 * carries (grams). Validation is the shared schema's (shared/schemas/feeder.ts), so the form and
 * the server refuse the same things, with the spec's "Maximum quantity is 5 per add action";
 * messages are keys of the `inventory` namespace.
 */
import { FeederCreateArgs, FeederFields, FeederAddStockArgs, FeederTakeStockArgs, type FeederType } from '../../../shared/schemas/feeder';
import type { LocalFeeder as FeederRow } from '../../lib/db';
import type { WeightUnit } from '../../../shared/schemas/auth';
import { deductStock } from '../../../shared/rules/stock';
import { fromGrams, parseDecimal, toGrams } from '../../../shared/rules/units';
import type { FeederInput, FeederPatch } from './inventory-repository';

export interface FeederFormValues {
  name: string;
  type: FeederType | '';
  /** Only when adding: the stock it starts with (an add action, so 1 to 5). */
  quantity: string;
  weight: string;
  threshold: string;
}
export type FeederFormErrors = Partial<Record<keyof FeederFormValues, string>>;

/** An edit's fields: everything but the count, which moves only by add and take. */
export type FeederFieldsInput = Omit<FeederInput, 'quantity'>;

const FORM_FIELD: Record<string, keyof FeederFormValues> = { weightPerItemGrams: 'weight', lowStockThreshold: 'threshold' };

/**
 * A feeder's weight per item in the keeper's unit. Feeders are small (a cricket is under a gram,
 * a pinkie mouse 0.002 kg), so the decimals grow as the number shrinks instead of the fixed
 * decimals used for reptiles, which would show a 0.8 g roach as 1 g.
 */
export function feederWeight(grams: number, unit: WeightUnit): number {
  const value = fromGrams(grams, unit);
  const decimals = value < 1 ? 3 : value < 10 ? 2 : 1;
  return Number(value.toFixed(decimals));
}

export const emptyFeederValues = (): FeederFormValues => ({ name: '', type: '', quantity: '', weight: '', threshold: '1' });

export function valuesFromFeeder(f: Pick<FeederRow, 'name' | 'type' | 'weightPerItemGrams' | 'lowStockThreshold'>, unit: WeightUnit): FeederFormValues {
  return { name: f.name, type: f.type, quantity: '', weight: String(feederWeight(f.weightPerItemGrams, unit)), threshold: String(f.lowStockThreshold) };
}

/** A whole count as typed: '', '2.5' and '1e2' are not counts (the schema then says which message). */
export function parseCount(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

function collect(issues: readonly { path: PropertyKey[]; message: string }[]): FeederFormErrors {
  const errors: FeederFormErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = FORM_FIELD[key] ?? (key as keyof FeederFormValues);
    errors[field] ??= issue.message;
  }
  return errors;
}

function candidateFields(v: FeederFormValues, unit: WeightUnit) {
  const weight = parseDecimal(v.weight);
  return {
    name: v.name,
    type: v.type === '' ? undefined : v.type,
    weightPerItemGrams: weight === null ? undefined : Number.isNaN(weight) ? Number.NaN : toGrams(weight, unit),
    lowStockThreshold: parseCount(v.threshold) ?? 0,
  };
}

type Result<I> = { input: I; errors: null } | { input: null; errors: FeederFormErrors };

/** A new feeder: fields plus its first stock. The id is the repository's; a placeholder passes the id check here. */
export function toFeederInput(v: FeederFormValues, unit: WeightUnit): Result<FeederInput> {
  const candidate = { ...candidateFields(v, unit), quantity: parseCount(v.quantity) };
  const parsed = FeederCreateArgs.omit({ id: true }).safeParse(candidate);
  if (!parsed.success) return { input: null, errors: collect(parsed.error.issues) };
  const { name, type, quantity, weightPerItemGrams, lowStockThreshold } = parsed.data;
  return { input: { name, type, quantity, weightPerItemGrams, lowStockThreshold }, errors: null };
}

/** An edit: the fields only (the count moves by add and take, never by an edit). */
export function toFeederFields(v: FeederFormValues, unit: WeightUnit): Result<FeederFieldsInput> {
  const parsed = FeederFields.safeParse(candidateFields(v, unit));
  if (!parsed.success) return { input: null, errors: collect(parsed.error.issues) };
  return { input: parsed.data, errors: null };
}

/** Only what the keeper changed, judged on what they saw (a rounded weight left alone stays exact). */
export function changedFeederPatch(initial: FeederFormValues, values: FeederFormValues, input: FeederFieldsInput): FeederPatch {
  const patch: FeederPatch = {};
  if (values.name.trim() !== initial.name) patch.name = input.name;
  if (values.type !== initial.type) patch.type = input.type;
  if (values.weight.trim() !== initial.weight) patch.weightPerItemGrams = input.weightPerItemGrams;
  if (values.threshold.trim() !== initial.threshold) patch.lowStockThreshold = input.lowStockThreshold;
  return patch;
}

export type StockAction = 'add' | 'take';

/** "Add stock" (1 to 5, the spec's limit per add) and "Take out" (spoiled or dead feeders, up to what is there). */
export function toStockQuantity(action: StockAction, text: string, inStock: number): { quantity: number; error: null } | { quantity: null; error: string } {
  const schema = action === 'add' ? FeederAddStockArgs : FeederTakeStockArgs;
  // A valid placeholder id: only the quantity is being checked.
  const parsed = schema.safeParse({ id: '00000000-0000-7000-8000-000000000000', quantity: parseCount(text) });
  if (!parsed.success) return { quantity: null, error: parsed.error.issues[0]?.message ?? 'errors.quantityInvalid' };
  if (action === 'take' && !deductStock(inStock, parsed.data.quantity).ok) return { quantity: null, error: 'errors.insufficientStock' };
  return { quantity: parsed.data.quantity, error: null };
}
