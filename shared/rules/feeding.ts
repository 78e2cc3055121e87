/** Feeding rules: what a manual entry weighs, and what an inventory feeding takes from stock. */
import type { WeightUnit } from '../schemas/auth';
import type { FeedingLogCreateArgs, ManualFeedingItem } from '../schemas/feeding-log';
import { toGrams } from './units';

export type WholeGramsResult =
  | { ok: true; grams: number }
  | { ok: false; error: 'errors.sizePerItemPositive' | 'errors.sizeUnderOneGram' };

/**
 * A size per item typed in the user's unit, as the whole grams that are stored. Rounds to the
 * nearest gram; a positive size that rounds to 0 g is refused rather than silently stored as 0
 * or bumped to 1. The errors are `logs` translation keys, shown next to the field.
 */
export function toWholeGrams(value: number | null, unit: WeightUnit): WholeGramsResult {
  if (value === null || !Number.isFinite(value) || value <= 0) return { ok: false, error: 'errors.sizePerItemPositive' };
  const grams = Math.round(toGrams(value, unit));
  return grams < 1 ? { ok: false, error: 'errors.sizeUnderOneGram' } : { ok: true, grams };
}

/**
 * A manual entry as keepers write it: "2 × Mouse (12 g), 1 × Rat (40 g)"; without `size`, only
 * counts and food ("2 × Mouse, 1 × Rat"). `size` formats grams in the reader's unit and language.
 */
export const manualItemsText = (items: readonly ManualFeedingItem[], size?: (grams: number) => string): string =>
  items.map((i) => `${i.count} × ${i.foodItem}${size ? ` (${size(i.sizePerItemGrams)})` : ''}`).join(', ');

/** Total grams offered in a manual entry (the spec's "amount"). */
export const manualTotalGrams = (items: readonly ManualFeedingItem[]): number =>
  items.reduce((sum, item) => sum + item.count * item.sizePerItemGrams, 0);

/**
 * What creating this feeding takes from stock: only inventory feedings with the deduct flag.
 * Edits and deletes of a feeding never move stock (docs/decisions/0003-log-rules.md).
 */
export function feedingStockEffect(args: Pick<FeedingLogCreateArgs, 'source'>): { feederId: string; quantity: number } | null {
  const s = args.source;
  return s.kind === 'inventory' && s.deductFromInventory ? { feederId: s.feederId, quantity: s.quantity } : null;
}
