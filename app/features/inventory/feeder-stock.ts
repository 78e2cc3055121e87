/**
 * What the inventory shows about each feeder's stock, from the shared stock rules
 * (shared/rules/stock.ts): low or not, and about how many days it lasts at the rate the keeper
 * has used it over the last 30 days (inventory feedings of any outcome: a refused thawed mouse
 * is used up all the same).
 */
import { daysOfStockLeft, isLowStock, itemsUsedInLastDays, STOCK_RATE_WINDOW_DAYS } from '../../../shared/rules/stock';
import type { LocalFeeder as FeederRow } from '../../lib/db';

export interface FeedingUse { date: string; source: { kind: string; feederId?: string; quantity?: number } }

export interface StockSummary {
  low: boolean;
  /** Whole days left at the recent rate; null when nothing was used recently. */
  daysLeft: number | null;
  usedRecently: number;
}

export function stockSummary(feeder: Pick<FeederRow, 'id' | 'quantity' | 'lowStockThreshold'>, feedings: readonly FeedingUse[], today: string): StockSummary {
  const usedRecently = itemsUsedInLastDays(feedings, feeder.id, today, STOCK_RATE_WINDOW_DAYS);
  return { low: isLowStock(feeder), daysLeft: daysOfStockLeft(feeder.quantity, usedRecently, STOCK_RATE_WINDOW_DAYS), usedRecently };
}
