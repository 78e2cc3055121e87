import type { TFunction } from 'i18next';
import { feedingItems, manualItemsText, type FeederRef } from '../../../shared/rules/feeding';
import { deductStock } from '../../../shared/rules/stock';
import { formatWeight } from '../../../shared/rules/units';
import type { WeightUnit } from '../../../shared/schemas/auth';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';

/**
 * "2 × Mouse (12 g)", or "2 × Frozen mouse (20 g) from your inventory": what "same as last time"
 * will log again. A feeder no longer there is `repeatBlocker`'s to say; this then reads empty.
 */
export function sourceText(t: TFunction, lng: string, unit: WeightUnit, source: FeedingSource, feeder: FeederRef | null | undefined): string {
  const items = feedingItems(source, feeder);
  if (!items) return '';
  const food = manualItemsText(items, (grams) => `${formatWeight(lng, grams, unit)} ${t(`reptiles:units.${unit}`)}`);
  return source.kind === 'inventory' ? t('dashboard:quick.fromFeeder', { food }) : food;
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
