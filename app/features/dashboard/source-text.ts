import type { TFunction } from 'i18next';
import { manualItemsText } from '../../../shared/rules/feeding';
import { deductStock } from '../../../shared/rules/stock';
import { displayWeight } from '../../../shared/rules/units';
import type { WeightUnit } from '../../../shared/schemas/auth';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';

/** "2 × Mouse (12 g)", or "2 × Frozen mice from your inventory": what "same as last time" will log again. */
export function sourceText(t: TFunction, lng: string, unit: WeightUnit, source: FeedingSource, feederName?: string): string {
  if (source.kind === 'inventory') return t('dashboard:quick.fromFeeder', { count: source.quantity, name: feederName ?? '' });
  const number = new Intl.NumberFormat(lng);
  return manualItemsText(source.items, (grams) => `${number.format(displayWeight(grams, unit))} ${t(`reptiles:units.${unit}`)}`);
}

/**
 * Why the last feeding cannot simply be repeated (a translation key), or null when it can: its
 * feeder is gone from the inventory, or it deducted more than is left. The server would refuse
 * either; better to say so before the tap than in the sync panel after it.
 */
export function repeatBlocker(source: FeedingSource, feeder: { quantity: number } | null | undefined): string | null {
  if (source.kind !== 'inventory') return null;
  if (feeder === undefined) return 'dashboard:quick.checkingStock';
  if (feeder === null) return 'dashboard:quick.feederGone';
  return source.deductFromInventory && !deductStock(feeder.quantity, source.quantity).ok ? 'dashboard:quick.notEnoughStock' : null;
}
