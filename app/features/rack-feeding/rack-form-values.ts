/**
 * "Feed the whole rack": one feeding form, many reptiles, per-animal exceptions. This turns what
 * the page holds into one feeding-log input per selected reptile, validated by the shared feeding
 * schema (shared/schemas/feeding-log.ts; messages are `logs` keys, the rack's own are `rack:`).
 *
 * From the inventory, every selected animal's feeder leaves stock, whatever it did with it: the
 * keeper took them out of the freezer, and a refused thawed mouse is discarded, not refrozen. So
 * the stock check is quantity x animals against what is in stock, and each log deducts.
 */
import { FeedingLog, type FeedingOutcome } from '../../../shared/schemas/feeding-log';
import type { WeightUnit } from '../../../shared/schemas/auth';
import { toItemGrams } from '../../../shared/rules/feeding';
import { deductStock } from '../../../shared/rules/stock';
import { parseDecimal } from '../../../shared/rules/units';
import type { LogInput } from '../logs';

export type SourceKind = 'manual' | 'inventory';

export interface RackFormValues {
  date: string;
  sourceKind: SourceKind;
  /** Manual: one food item, the same for every animal. */
  foodItem: string;
  count: string;
  size: string;
  /** Inventory: the feeder and how many per animal. */
  feederId: string;
  quantity: string;
  notes: string;
}
export type RackField = keyof RackFormValues | 'selection';
export type RackErrors = Partial<Record<RackField, string>>;

export interface RackEntry { reptileId: string; input: LogInput<'feedingLogs'> }

export const emptyRackValues = (today: string): RackFormValues =>
  ({ date: today, sourceKind: 'manual', foodItem: '', count: '1', size: '', feederId: '', quantity: '1', notes: '' });

const count = (text: string): number => {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

const ITEM_FIELD: Record<string, keyof RackFormValues> = { foodItem: 'foodItem', count: 'count', sizePerItemGrams: 'size' };
const SOURCE_FIELD: Record<string, keyof RackFormValues> = { feederId: 'feederId', quantity: 'quantity' };

export interface RackContext {
  unit: WeightUnit;
  /** The chosen feeder's stock on this device (the server re-checks each feeding as it syncs). */
  inStock: (feederId: string) => number | null;
}

/**
 * One input per selected reptile, in the order given, each with that reptile's outcome ("ate"
 * unless the keeper marked an exception), or the errors by field. `notEnoughStock` carries what
 * the rack needs and what is there, for the message.
 */
export function toRackEntries(v: RackFormValues, selected: readonly string[], outcomes: Readonly<Record<string, FeedingOutcome>>, ctx: RackContext):
  { entries: RackEntry[]; errors: null } | { entries: null; errors: RackErrors; notEnoughStock?: { needed: number; available: number } } {
  const errors: RackErrors = {};
  if (selected.length === 0) errors.selection = 'rack:errors.noneSelected';
  let source: unknown;
  if (v.sourceKind === 'manual') {
    const grams = toItemGrams(parseDecimal(v.size), ctx.unit);
    if (!grams.ok) errors.size = grams.error;
    source = { kind: 'manual', items: [{ foodItem: v.foodItem, count: count(v.count), sizePerItemGrams: grams.ok ? grams.grams : 1 }] };
  } else {
    source = { kind: 'inventory', feederId: v.feederId, quantity: count(v.quantity), deductFromInventory: true };
  }
  const candidate = { date: v.date, source, outcome: 'ate' as FeedingOutcome, notes: v.notes.trim() || null };
  const parsed = FeedingLog.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, a, b, c] = issue.path.map(String);
      const field: keyof RackFormValues | undefined = top === 'source'
        ? (a === 'items' ? ITEM_FIELD[c ?? b ?? ''] : SOURCE_FIELD[a ?? ''])
        : (top as keyof RackFormValues);
      errors[field ?? (v.sourceKind === 'manual' ? 'foodItem' : 'feederId')] ??= issue.message;
    }
  }
  let notEnoughStock: { needed: number; available: number } | undefined;
  if (parsed.success && parsed.data.source.kind === 'inventory' && selected.length > 0) {
    const needed = parsed.data.source.quantity * selected.length;
    const available = ctx.inStock(parsed.data.source.feederId);
    if (available === null) errors.feederId = 'errors.feederRequired';
    else {
      const taken = deductStock(available, needed);
      if (!taken.ok) {
        errors.quantity = 'rack:errors.notEnoughStock';
        notEnoughStock = { needed, available };
      }
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { entries: null, errors, notEnoughStock };
  const base = parsed.data;
  return { entries: selected.map((reptileId) => ({ reptileId, input: { ...base, outcome: outcomes[reptileId] ?? 'ate' } })), errors: null };
}

/** Reptiles whose name or species contains the filter, case- and accent-insensitively. */
export function filterReptiles<R extends { name: string; species: string }>(reptiles: readonly R[], filter: string): R[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const q = fold(filter.trim());
  return q ? reptiles.filter((r) => fold(r.name).includes(q) || fold(r.species).includes(q)) : [...reptiles];
}
