/**
 * The keeper's asking prices, kept on this device in localStorage under one key per signed-in
 * keeper (`herptrack.marketplace-prices.<userId>`): a JSON object from reptile id to the price in
 * minor units. A price is a note to self for the next export, not a record of the animal, so it is
 * not synced and another device starts without it. Unreadable or foreign values are ignored, never
 * thrown: a corrupt entry must not keep the screen from opening. A storage that refuses the write
 * (private mode, quota) leaves the price for this visit only.
 */
import { PRICE_MAX_MINOR } from '../../../shared/marketplace/price';

export type PriceBook = Readonly<Record<string, number>>;

const keyOf = (userId: string) => `herptrack.marketplace-prices.${userId}`;

const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= PRICE_MAX_MINOR;

export function readPrices(userId: string): PriceBook {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => isPrice(v)));
  } catch {
    return {};
  }
}

/** Sets (a number) or forgets (null) one animal's price. */
export function savePrice(userId: string, reptileId: string, minor: number | null): void {
  const next: Record<string, number> = { ...readPrices(userId) };
  if (minor === null) delete next[reptileId];
  else next[reptileId] = minor;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Kept in the screen's state for this visit.
  }
}
