/** Feeding rules: what a manual entry weighs, and what an inventory feeding takes from stock. */
import type { WeightUnit } from '../schemas/auth';
import type { FeedingLogCreateArgs, FeedingSource, ManualFeedingItem } from '../schemas/feeding-log';
import { toGrams } from './units';

export type ItemGramsResult =
  | { ok: true; grams: number }
  | { ok: false; error: 'errors.sizePerItemPositive' | 'errors.sizeTooSmall' };

/** Sizes are kept to the hundredth of a gram: finer than any scale a keeper weighs feeders on. */
const HUNDREDTHS = 100;

/**
 * A size per item typed in the user's unit, as the grams that are stored: exact to 0.01 g, so a
 * 0.5 g roach stays 0.5 g and a 0.05 g fruit fly is accepted (docs/decisions/0018-exact-numbers.md;
 * older rows in whole grams are valid as they are). A positive size that rounds to 0 is refused
 * rather than stored as 0 or bumped up. The errors are `logs` translation keys, shown by the field.
 */
export function toItemGrams(value: number | null, unit: WeightUnit): ItemGramsResult {
  if (value === null || !Number.isFinite(value) || value <= 0) return { ok: false, error: 'errors.sizePerItemPositive' };
  const grams = Math.round(toGrams(value, unit) * HUNDREDTHS) / HUNDREDTHS;
  return grams <= 0 ? { ok: false, error: 'errors.sizeTooSmall' } : { ok: true, grams };
}

/**
 * A manual entry as keepers write it: "2 × Mouse (12 g), 1 × Rat (40 g)"; without `size`, only
 * counts and food ("2 × Mouse, 1 × Rat"). `size` formats grams in the reader's unit and language.
 */
export const manualItemsText = (items: readonly ManualFeedingItem[], size?: (grams: number) => string): string =>
  items.map((i) => `${i.count} × ${i.foodItem}${size ? ` (${size(i.sizePerItemGrams)})` : ''}`).join(', ');

/** What a feeding from the inventory knows of its feeder: read from the inventory, not stored in the log. */
export interface FeederRef {
  name: string;
  weightPerItemGrams: number;
}

/**
 * What a feeding offered, as items: a manual entry's own, or the inventory feeder's current name
 * and size per item times the quantity. Null when that feeder is no longer in the inventory: the
 * log holds only its id, so the caller says "a feeder no longer in your inventory"
 * (docs/decisions/0018-exact-numbers.md).
 */
export function feedingItems(source: FeedingSource, feeder: FeederRef | null | undefined): ManualFeedingItem[] | null {
  if (source.kind === 'manual') return source.items;
  return feeder ? [{ foodItem: feeder.name, count: source.quantity, sizePerItemGrams: feeder.weightPerItemGrams }] : null;
}

/**
 * Total grams offered (the spec's "amount"), to the hundredth sizes are kept to: 3 × 0.1 g in
 * binary floating point is 0.30000000000000004, which no keeper typed.
 */
export const manualTotalGrams = (items: readonly ManualFeedingItem[]): number =>
  Math.round(items.reduce((sum, item) => sum + item.count * item.sizePerItemGrams, 0) * HUNDREDTHS) / HUNDREDTHS;

/**
 * What creating this feeding takes from stock: only inventory feedings with the deduct flag.
 * Edits and deletes of a feeding never move stock (docs/decisions/0003-log-rules.md).
 */
export function feedingStockEffect(args: Pick<FeedingLogCreateArgs, 'source'>): { feederId: string; quantity: number } | null {
  const s = args.source;
  return s.kind === 'inventory' && s.deductFromInventory ? { feederId: s.feederId, quantity: s.quantity } : null;
}
