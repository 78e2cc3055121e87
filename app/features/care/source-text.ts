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
  const food = foodItemsText(t, lng, unit, source, feeder);
  return food && source.kind === 'inventory' ? t('dashboard:quick.fromFeeder', { food }) : food;
}

/** "2 × Mouse (12 g)": a feeding's items in the keeper's unit; empty when its feeder is gone. */
export function foodItemsText(t: TFunction, lng: string, unit: WeightUnit, source: FeedingSource, feeder: FeederRef | null | undefined): string {
  const items = feedingItems(source, feeder);
  return items ? manualItemsText(items, (grams) => `${formatWeight(lng, grams, unit)} ${t(`reptiles:units.${unit}`)}`) : '';
}

/** Why a feeding cannot be logged again as it was: its feeder still loading, gone, or short of stock. */
export type RepeatReason = 'checking' | 'feederGone' | 'notEnoughStock';

export function repeatReason(source: FeedingSource, feeder: { quantity: number } | null | undefined): RepeatReason | null {
  if (source.kind !== 'inventory') return null;
  if (feeder === undefined) return 'checking';
  if (feeder === null) return 'feederGone';
  return source.deductFromInventory && !deductStock(feeder.quantity, source.quantity).ok ? 'notEnoughStock' : null;
}

const BLOCKER_KEYS: Record<RepeatReason, string> = {
  checking: 'dashboard:quick.checkingStock', feederGone: 'dashboard:quick.feederGone', notEnoughStock: 'dashboard:quick.notEnoughStock',
};

/**
 * Why the last feeding cannot simply be repeated (a translation key), or null when it can: its
 * feeder is gone from the inventory, or it deducted more than is left. The server would refuse
 * either; better to say so before the tap than in the sync panel after it.
 */
export function repeatBlocker(source: FeedingSource, feeder: { quantity: number } | null | undefined): string | null {
  const reason = repeatReason(source, feeder);
  return reason && BLOCKER_KEYS[reason];
}
