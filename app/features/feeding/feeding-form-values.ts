/**
 * Between what the feeding form holds (strings, sizes in the keeper's weight unit) and what a
 * mutation carries (grams, to the hundredth). Validation is the shared schema's (shared/schemas/feeding-log)
 * plus rules/feeding.ts `toItemGrams`, so the form and the server refuse the same things;
 * messages are keys of the `logs` namespace, shown next to the field (or the item) they are about.
 */
import { FeedingLog, type FeedingOutcome, type FeedingSource } from '../../../shared/schemas/feeding-log';
import type { WeightUnit } from '../../../shared/schemas/auth';
import { toItemGrams } from '../../../shared/rules/feeding';
import { deductStock } from '../../../shared/rules/stock';
import { inputWeight, parseDecimal } from '../../../shared/rules/units';
import type { LocalLog } from '../../lib/db';
import { check, fromChecked } from '../../lib/sync';
import type { LogInput, LogPatchInput } from '../logs';

export type FeedingInput = LogInput<'feedingLogs'>;
export type FeedingPatch = LogPatchInput<'feedingLogs'>;
export type SourceKind = FeedingSource['kind'];

/** One manual item as typed; `key` only keeps React's rows stable while items come and go. */
export interface ItemValues {
  key: string;
  foodItem: string;
  count: string;
  size: string;
}

export interface FeedingFormValues {
  date: string;
  sourceKind: SourceKind;
  items: ItemValues[];
  feederId: string;
  quantity: string;
  deduct: boolean;
  outcome: FeedingOutcome;
  notes: string;
}

export type ItemField = 'foodItem' | 'count' | 'size';
export type ItemErrors = Partial<Record<ItemField, string>>;
/** Field errors of the form; `items` is about the list as a whole ("at least one valid item"). */
export type FeedingFormErrors = Partial<Record<'date' | 'items' | 'feederId' | 'quantity' | 'outcome' | 'notes' | 'sourceKind', string>>;

/** What the form needs to know of a feeder to check a feeding from inventory against its stock. */
export interface StockFeeder {
  id: string;
  quantity: number;
}

export interface FeedingParseOptions {
  unit: WeightUnit;
  /** The live feeders; a quantity above the chosen one's stock is refused when it would be deducted. */
  feeders?: readonly StockFeeder[];
  /** Editing never moves stock again (decision 0003): the stock check is for new feedings only. */
  checkStock?: boolean;
}

export type FeedingParsed =
  | { input: FeedingInput; errors: null; itemErrors: ItemErrors[] }
  | { input: null; errors: FeedingFormErrors; itemErrors: ItemErrors[] };

let nextKey = 0;
export const newItem = (over: Partial<Omit<ItemValues, 'key'>> = {}): ItemValues => ({ key: `item-${++nextKey}`, foodItem: '', count: '1', size: '', ...over });

export const emptyFeedingValues = (today: string): FeedingFormValues => ({
  date: today, sourceKind: 'manual', items: [newItem()], feederId: '', quantity: '1', deduct: true, outcome: 'ate', notes: '',
});


export function valuesFromFeedingLog(log: LocalLog<'feedingLogs'>, unit: WeightUnit, lng?: string): FeedingFormValues {
  const s = log.source;
  return {
    date: log.date,
    sourceKind: s.kind,
    items: s.kind === 'manual' ? s.items.map((i) => newItem({ foodItem: i.foodItem, count: String(i.count), size: inputWeight(i.sizePerItemGrams, unit, lng) })) : [newItem()],
    feederId: s.kind === 'inventory' ? s.feederId : '',
    quantity: s.kind === 'inventory' ? String(s.quantity) : '1',
    deduct: s.kind === 'inventory' ? s.deductFromInventory : true,
    outcome: log.outcome,
    notes: log.notes ?? '',
  };
}

/**
 * A new feeding like the last one: the same food from the same source, dated today, eaten, no
 * notes (a refusal or a note belongs to that day, not to the next).
 */
export function valuesLikeLast(last: LocalLog<'feedingLogs'>, unit: WeightUnit, today: string, lng?: string): FeedingFormValues {
  return { ...valuesFromFeedingLog(last, unit, lng), date: today, outcome: 'ate', notes: '' };
}

const blank = (i: ItemValues) => i.foodItem.trim() === '' && i.size.trim() === '' && (i.count.trim() === '' || i.count.trim() === '1');

/** A whole number typed by the keeper; NaN for anything else (the schema then says what is wrong). */
function parseWhole(text: string): number {
  const n = parseDecimal(text);
  return n === null ? Number.NaN : n;
}

/** The stock the chosen feeder lacks for this quantity, or null when there is enough (or nothing to check). */
export function stockShortfall(values: Pick<FeedingFormValues, 'sourceKind' | 'feederId' | 'quantity' | 'deduct'>, feeders: readonly StockFeeder[] | undefined): { available: number } | null {
  if (values.sourceKind !== 'inventory' || !values.deduct || !feeders) return null;
  const feeder = feeders.find((f) => f.id === values.feederId);
  const quantity = parseDecimal(values.quantity);
  if (!feeder || quantity === null || Number.isNaN(quantity)) return null;
  // A quantity that is no count at all gets the schema's message instead.
  const taken = deductStock(feeder.quantity, quantity);
  return !taken.ok && taken.code === 'insufficient-stock' ? { available: taken.available } : null;
}

export function toFeedingInput(v: FeedingFormValues, opts: FeedingParseOptions): FeedingParsed {
  const errors: FeedingFormErrors = {};
  const itemErrors: ItemErrors[] = v.items.map(() => ({}));
  let source: unknown;
  // Which typed item each validated item came from, to put the schema's message on the right row.
  let rowOf: number[] = [];
  if (v.sourceKind === 'manual') {
    // Rows left blank are not items; if every row is blank the first one says what it needs.
    const rows = v.items.map((item, index) => ({ item, index })).filter(({ item }) => !blank(item));
    const used = rows.length > 0 ? rows : v.items.slice(0, 1).map((item, index) => ({ item, index }));
    rowOf = used.map((r) => r.index);
    source = {
      kind: 'manual',
      items: used.map(({ item, index }) => {
        const grams = toItemGrams(parseDecimal(item.size) ?? null, opts.unit);
        if (!grams.ok) (itemErrors[index] ??= {}).size = grams.error;
        return { foodItem: item.foodItem, count: parseWhole(item.count), sizePerItemGrams: grams.ok ? grams.grams : 0 };
      }),
    };
    if (rows.length === 0) errors.items = 'errors.manualItemRequired';
  } else {
    source = { kind: 'inventory', feederId: v.feederId, quantity: parseWhole(v.quantity), deductFromInventory: v.deduct };
    if (opts.checkStock !== false) {
      const short = stockShortfall(v, opts.feeders);
      if (short) errors.quantity = 'feeding.notEnoughStock';
    }
  }
  const candidate = { date: v.date, source, outcome: v.outcome, notes: v.notes.trim() || null };
  const parsed = check(FeedingLog, candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, second, index, field] = issue.path.map(String);
      if (top === 'source' && second === 'items' && index !== undefined && field !== undefined) {
        const row = rowOf[Number(index)];
        const key: ItemField = field === 'sizePerItemGrams' ? 'size' : (field as ItemField);
        if (row !== undefined) (itemErrors[row] ??= {})[key] ??= issue.message;
      } else if (top === 'source' && second === 'items') {
        errors.items ??= issue.message;
      } else if (top === 'source' && (second === 'feederId' || second === 'quantity')) {
        errors[second] ??= issue.message;
      } else if (top === 'source') {
        errors.sourceKind ??= issue.message;
      } else if (top === 'date' || top === 'outcome' || top === 'notes') {
        errors[top] ??= issue.message;
      }
    }
  }
  const itemsInvalid = itemErrors.some((e) => Object.keys(e).length > 0);
  if (!parsed.success || itemsInvalid || Object.keys(errors).length > 0) return { input: null, errors, itemErrors };
  return { input: parsed.data, errors: null, itemErrors };
}

/** Only what the keeper changed, judged on what they saw; the source travels whole (schema). Taken from the checked input. */
export function changedFeedingPatch(initial: FeedingFormValues, values: FeedingFormValues, input: FeedingInput): FeedingPatch {
  const patch: FeedingPatch = {};
  if (values.date !== initial.date) patch.date = input.date;
  if (values.outcome !== initial.outcome) patch.outcome = input.outcome;
  if (values.notes.trim() !== initial.notes) patch.notes = input.notes ?? null;
  const sourceOf = (v: FeedingFormValues) => v.sourceKind === 'manual'
    ? JSON.stringify(['manual', v.items.filter((i) => !blank(i)).map((i) => [i.foodItem.trim(), i.count.trim(), i.size.trim()])])
    : JSON.stringify(['inventory', v.feederId, v.quantity.trim(), v.deduct]);
  if (sourceOf(values) !== sourceOf(initial)) patch.source = input.source;
  return fromChecked(patch, [input]);
}
