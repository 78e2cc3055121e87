/**
 * Feeder stock. The server applies these to its own copy of the row inside the mutation's
 * transaction, so two devices deducting offline from the same feeder are checked one after the
 * other against the real count and stock never goes negative; the client runs the same checks
 * optimistically.
 */
import { ADD_STOCK_MAX } from '../schemas/feeder';
import type { RejectionCode } from '../sync/errors';
import { daysBetween } from './calendar-date';

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 1;

export type AddStockResult =
  | { ok: true; quantity: number }
  | { ok: false; code: Extract<RejectionCode, 'quantity-limit' | 'invalid-args'> };

/** At most ADD_STOCK_MAX per add action (spec section 5). */
export function addStock(current: number, quantity: number): AddStockResult {
  if (!isCount(quantity)) return { ok: false, code: 'invalid-args' };
  if (quantity > ADD_STOCK_MAX) return { ok: false, code: 'quantity-limit' };
  return { ok: true, quantity: current + quantity };
}

export type DeductStockResult =
  | { ok: true; remaining: number }
  | { ok: false; code: 'insufficient-stock'; available: number }
  | { ok: false; code: 'invalid-args' };

/** Takes `quantity` items, or refuses with what is available (shown to the keeper). */
export function deductStock(current: number, quantity: number): DeductStockResult {
  if (!isCount(quantity)) return { ok: false, code: 'invalid-args' };
  const available = Math.max(0, current);
  if (quantity > available) return { ok: false, code: 'insufficient-stock', available };
  return { ok: true, remaining: available - quantity };
}

/** At or below the threshold, so a threshold of 0 warns once the feeder has run out. */
export const isLowStock = (feeder: { quantity: number; lowStockThreshold: number }): boolean =>
  feeder.quantity <= feeder.lowStockThreshold;

/** The usage window behind "days of stock left". */
export const STOCK_RATE_WINDOW_DAYS = 30;

/**
 * Whole days the stock lasts at the recent rate: `usedInLastNDays` items taken over the last
 * `n` days. null when there is no rate to go on (nothing used, or no window).
 */
export function daysOfStockLeft(quantity: number, usedInLastNDays: number, n: number = STOCK_RATE_WINDOW_DAYS): number | null {
  if (!(usedInLastNDays > 0) || !(n > 0)) return null;
  return Math.floor(Math.max(0, quantity) / (usedInLastNDays / n));
}

interface FeedingUse { date: string; source: { kind: string; feederId?: string; quantity?: number } }

/**
 * Items taken from one feeder by inventory feedings dated within the last `n` days, today
 * included (today and the n-1 days before it). Refused feedings count: the feeder was used up.
 */
export function itemsUsedInLastDays(feedings: readonly FeedingUse[], feederId: string, today: string, n: number = STOCK_RATE_WINDOW_DAYS): number {
  let used = 0;
  for (const f of feedings) {
    if (f.source.kind !== 'inventory' || f.source.feederId !== feederId) continue;
    const age = daysBetween(f.date, today);
    if (age >= 0 && age < n) used += f.source.quantity ?? 0;
  }
  return used;
}
