/**
 * Feeding log. The food comes either from the feeder inventory (a feeder and how many) or is
 * entered by hand (items with a count and a size per item). Sizes are grams to the hundredth (a
 * fruit fly weighs about 0.05 g): the form converts from the user's unit with rules/feeding.ts
 * `toItemGrams`. Rows stored when sizes were whole grams stay valid as they are
 * (docs/decisions/0018-exact-numbers.md).
 *
 * Stock moves only when a feeding is created with `deductFromInventory` (rules/feeding.ts
 * `feedingStockEffect`); editing or deleting the log never moves stock again (docs/decisions/0003).
 */
import { z } from 'zod';
import { RowId, optionalText } from './common';
import { patchOf, requiredDate } from './fields';

export const FEEDING_OUTCOMES = ['ate', 'refused', 'regurgitated'] as const;
export type FeedingOutcome = (typeof FEEDING_OUTCOMES)[number];

/** Hundredths of a gram, compared with a tolerance: 0.07 is not exactly 7 × 0.01 in binary. */
const inHundredths = (grams: number) => Math.abs(grams * 100 - Math.round(grams * 100)) < 1e-6;

export const ManualFeedingItem = z.object({
  foodItem: z.string({ error: 'errors.foodTypeRequired' }).trim().min(1, 'errors.foodTypeRequired').max(100, 'errors.tooLong'),
  count: z.number({ error: 'errors.itemCountInvalid' }).int('errors.itemCountInvalid').min(1, 'errors.itemCountInvalid').max(10_000, 'errors.tooLarge'),
  sizePerItemGrams: z.number({ error: 'errors.sizePerItemPositive' }).positive({ error: 'errors.sizePerItemPositive', abort: true })
    .min(0.01, { error: 'errors.sizeTooSmall', abort: true }).max(100_000, 'errors.tooLarge').refine(inHundredths, 'errors.sizeHundredths'),
});
export type ManualFeedingItem = z.infer<typeof ManualFeedingItem>;

export const ManualFeedingSource = z.object({
  kind: z.literal('manual'),
  items: z.array(ManualFeedingItem, { error: 'errors.manualItemRequired' }).min(1, 'errors.manualItemRequired').max(50, 'errors.tooManyItems'),
});

export const InventoryFeedingSource = z.object({
  kind: z.literal('inventory'),
  feederId: z.uuid({ error: 'errors.feederRequired' }),
  quantity: z.number({ error: 'errors.quantityPositive' }).int('errors.quantityPositive').min(1, 'errors.quantityPositive').max(10_000, 'errors.tooLarge'),
  /** Whether the stock was (on create: is to be) reduced by `quantity`. */
  deductFromInventory: z.boolean({ error: 'errors.deductInvalid' }),
});

/** Replaced as a whole in a patch: a feeding is never half manual, half inventory. */
export const FeedingSource = z.discriminatedUnion('kind', [ManualFeedingSource, InventoryFeedingSource], { error: 'errors.sourceRequired' });
export type FeedingSource = z.infer<typeof FeedingSource>;

export const FeedingLogFields = z.object({
  date: requiredDate,
  source: FeedingSource,
  outcome: z.enum(FEEDING_OUTCOMES, { error: 'errors.outcomeInvalid' }),
  notes: optionalText(5000),
});

export const FeedingLog = FeedingLogFields;
export type FeedingLog = z.infer<typeof FeedingLog>;

export const FeedingLogCreateArgs = FeedingLogFields.extend({ id: RowId, reptileId: RowId, outcome: FeedingLogFields.shape.outcome.default('ate') });
export const FeedingLogUpdateArgs = z.object({ id: RowId, patch: patchOf(FeedingLogFields) });
export const FeedingLogDeleteArgs = z.object({ id: RowId });
export type FeedingLogCreateArgs = z.infer<typeof FeedingLogCreateArgs>;
export type FeedingLogUpdateArgs = z.infer<typeof FeedingLogUpdateArgs>;
