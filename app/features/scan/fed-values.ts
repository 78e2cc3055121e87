/**
 * A label's "Fed": the feeder from stock and how many, preselected from the animal's last meal.
 * The feeders offered are those of the animal's own space that have stock (the inventory
 * feature's `useFeedersFor`, as on the feeding tab): a household's animal eats from the
 * household's stock. The stock checks are the shared rules' (`deductStock`), so this refuses
 * what the feeding tab and the server refuse.
 */
import { deductStock } from '../../../shared/rules/stock';
import { parseDecimal } from '../../../shared/rules/units';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';

interface StockFeeder { id: string; name: string; quantity: number }

/** The feeders a meal can be taken from now: those with stock left. */
export const feedersInStock = <F extends StockFeeder>(feeders: readonly F[]): F[] => feeders.filter((f) => f.quantity > 0);

/** Last time's feeder when it is still in stock, else none (the keeper picks one). */
export function defaultFeederId(last: FeedingSource | null, inStock: readonly StockFeeder[]): string | null {
  if (last?.kind !== 'inventory') return null;
  return inStock.some((f) => f.id === last.feederId) ? last.feederId : null;
}

/** Last time's count (of its feeder, or of its one item entered by hand), else 1. */
export function defaultQuantity(last: FeedingSource | null): string {
  if (last?.kind === 'inventory') return String(last.quantity);
  if (last?.kind === 'manual' && last.items.length === 1) return String(last.items[0]!.count);
  return '1';
}

/**
 * Why last time's feeder is not offered (a `scan` key and its values), or null: it left the
 * stock (deleted, or of another space), or it ran out.
 */
export function lastFeederGone(last: FeedingSource | null, all: readonly StockFeeder[]): { key: string; name?: string } | null {
  if (last?.kind !== 'inventory') return null;
  const feeder = all.find((f) => f.id === last.feederId);
  if (!feeder) return { key: 'fed.lastGone' };
  return feeder.quantity > 0 ? null : { key: 'fed.lastOut', name: feeder.name };
}

export interface FedErrors {
  feeder?: string;
  quantity?: { key: string; count?: number };
}

export type FedParsed = { source: Extract<FeedingSource, { kind: 'inventory' }>; errors: null } | { source: null; errors: FedErrors };

/**
 * The feeding's source from the choice, or what is wrong with it. The stock is taken, as the
 * feeding tab does by default; repeating last time's feeder keeps last time's choice (a meal
 * logged without taking stock is repeated without).
 */
export function toFedSource(feederId: string | null, quantity: string, inStock: readonly StockFeeder[], last: FeedingSource | null): FedParsed {
  const errors: FedErrors = {};
  const feeder = inStock.find((f) => f.id === feederId);
  if (!feeder) errors.feeder = 'fed.feederRequired';
  const count = parseDecimal(quantity);
  const deduct = last?.kind === 'inventory' && last.feederId === feeder?.id ? last.deductFromInventory : true;
  if (count === null || !Number.isSafeInteger(count) || count < 1 || count > 10_000) errors.quantity = { key: 'fed.quantityInvalid' };
  else if (feeder && deduct) {
    const taken = deductStock(feeder.quantity, count);
    if (!taken.ok) errors.quantity = { key: 'fed.notEnough', count: feeder.quantity };
  }
  if (!feeder || errors.feeder || errors.quantity) return { source: null, errors };
  return { source: { kind: 'inventory', feederId: feeder.id, quantity: count!, deductFromInventory: deduct }, errors: null };
}
