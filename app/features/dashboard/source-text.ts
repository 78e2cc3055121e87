import type { TFunction } from 'i18next';
import { displayWeight } from '../../../shared/rules/units';
import type { WeightUnit } from '../../../shared/schemas/auth';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';

/** "2 × Mouse (12 g)", or "2 from your inventory": what "same as last time" will log again. */
export function sourceText(t: TFunction, lng: string, unit: WeightUnit, source: FeedingSource): string {
  if (source.kind === 'inventory') return t('dashboard:quick.fromInventory', { count: source.quantity });
  const number = new Intl.NumberFormat(lng);
  return source.items.map((i) => `${i.count} × ${i.foodItem} (${number.format(displayWeight(i.sizePerItemGrams, unit))} ${t(`reptiles:units.${unit}`)})`).join(', ');
}
