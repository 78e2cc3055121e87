/**
 * Feeder inventory. Messages are translation keys of the `inventory` namespace.
 *
 * The server owns stock: `quantity` is never patched directly. It changes only through deltas
 * (add stock, take stock, a feeding that deducts), which merge correctly when two devices act
 * offline on the same feeder, and which rules/stock.ts keeps from going negative.
 */
import { z } from 'zod';
import { RowId, InSpace } from './common';
import { patchOf } from './fields';

export const FEEDER_TYPES = ['live', 'frozen', 'dry', 'canned', 'other'] as const;
export type FeederType = (typeof FEEDER_TYPES)[number];

/** The spec: "Maximum quantity is 5 per add action". Creating a feeder with stock is an add action too. */
export const ADD_STOCK_MAX = 5;

const addQuantity = z.number({ error: 'errors.quantityInvalid' }).int('errors.quantityInvalid').min(1, 'errors.quantityPositive').max(ADD_STOCK_MAX, 'errors.quantityLimit');

export const FeederFields = z.object({
  name: z.string({ error: 'errors.nameRequired' }).trim().min(1, 'errors.nameRequired').max(100, 'errors.tooLong'),
  type: z.enum(FEEDER_TYPES, { error: 'errors.typeRequired' }),
  /** Grams, not necessarily whole: a cricket weighs about half a gram. */
  weightPerItemGrams: z.number({ error: 'errors.weightPositive' }).positive('errors.weightPositive').max(100_000, 'errors.tooLarge'),
  /** Low stock means quantity at or below this; 0 warns only when the feeder has run out. */
  lowStockThreshold: z.number({ error: 'errors.thresholdInvalid' }).int('errors.thresholdInvalid').min(0, 'errors.thresholdInvalid').max(100_000, 'errors.tooLarge'),
});
export type FeederFields = z.infer<typeof FeederFields>;

export const FeederCreateArgs = FeederFields.extend({ id: RowId, ...InSpace, quantity: addQuantity, lowStockThreshold: FeederFields.shape.lowStockThreshold.default(0) });
export const FeederUpdateArgs = z.object({ id: RowId, patch: patchOf(FeederFields) });
export const FeederDeleteArgs = z.object({ id: RowId });
export const FeederAddStockArgs = z.object({ id: RowId, quantity: addQuantity });
/** Stock that leaves other than by a logged feeding (feeders that died or spoiled). */
export const FeederTakeStockArgs = z.object({
  id: RowId,
  quantity: z.number({ error: 'errors.quantityInvalid' }).int('errors.quantityInvalid').min(1, 'errors.quantityPositive').max(100_000, 'errors.tooLarge'),
});
/**
 * What the sync registry accepts for the two add actions: any positive count up to the take-stock
 * bound. The limit of 5 is then the stock rule's (rules/stock.ts `addStock`), so a server refusal
 * says `quantity-limit` with the spec's message instead of a generic `invalid-args`. The app
 * checks the strict schemas above first, so its own adds over 5 never reach the outbox.
 */
const wireQuantity = z.number().int().min(1).max(100_000);
export const FeederCreateWireArgs = FeederCreateArgs.extend({ quantity: wireQuantity });
export const FeederAddStockWireArgs = FeederAddStockArgs.extend({ quantity: wireQuantity });
export type FeederCreateArgs = z.infer<typeof FeederCreateArgs>;
export type FeederUpdateArgs = z.infer<typeof FeederUpdateArgs>;
export type FeederAddStockArgs = z.infer<typeof FeederAddStockArgs>;
export type FeederTakeStockArgs = z.infer<typeof FeederTakeStockArgs>;
