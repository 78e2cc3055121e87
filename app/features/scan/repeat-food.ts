/**
 * The food a label's "Fed" and "Refused" repeat: the animal's last feeding's, as the dashboard's
 * "Same as last time" does. From the inventory the feeder must still be there (and in the
 * animal's own space: the server takes stock from no other), and a meal that deducts needs the
 * stock; the server would refuse either, so the button says so before the tap.
 */
import type { TFunction } from 'i18next';
import type { FeederRef } from '../../../shared/rules/feeding';
import type { WeightUnit } from '../../../shared/schemas/auth';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';
import { foodItemsText, repeatReason } from '../care';

/** A refusal takes nothing from the stock: the prey was offered, not eaten. */
export const refusedSource = (source: FeedingSource): FeedingSource =>
  source.kind === 'inventory' ? { ...source, deductFromInventory: false } : source;

/** Why `source` cannot be logged again (a `scan` key), or null when it can. */
export function repeatBlocker(source: FeedingSource | null, feeder: { quantity: number } | null | undefined): string | null {
  if (!source) return 'food.none';
  const reason = repeatReason(source, feeder);
  return reason && `food.${reason}`;
}

/** "1 × Adult mice (25 g) from your stock": what will be logged. */
export function foodText(t: TFunction, lng: string, unit: WeightUnit, source: FeedingSource, feeder: FeederRef | null | undefined): string {
  const food = foodItemsText(t, lng, unit, source, feeder);
  return food && source.kind === 'inventory' ? t('scan:food.fromStock', { food }) : food;
}
