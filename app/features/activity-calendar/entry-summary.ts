import type { TFunction } from 'i18next';
import { feedingItems, manualItemsText, type FeederRef } from '../../../shared/rules/feeding';
import { formatLength, formatWeight } from '../../../shared/rules/units';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import type { ActivityEntry } from './activity';

type Units = { weightUnit: WeightUnit; lengthUnit: LengthUnit };

export const weightLabel = (t: TFunction, lng: string, grams: number, unit: WeightUnit): string =>
  `${formatWeight(lng, grams, unit)} ${t(`reptiles:units.${unit}`)}`;

/**
 * One line of what an entry says ("Ate · 2 × Frozen mouse (20 g)"), in the keeper's units and
 * language. `feeders` (undefined while loading) names a feeding's inventory feeder; one no longer
 * there is said to be gone.
 */
export function entrySummary(t: TFunction, lng: string, units: Units, e: ActivityEntry, feeders?: ReadonlyMap<string, FeederRef>): string {
  const parts: (string | null | undefined)[] = [];
  switch (e.type) {
    case 'feeding': {
      const s = e.row.source;
      parts.push(t(`calendar:summary.outcome.${e.row.outcome}`));
      const items = feedingItems(s, s.kind === 'inventory' ? feeders?.get(s.feederId) : null);
      if (items) parts.push(manualItemsText(items, (grams) => weightLabel(t, lng, grams, units.weightUnit)));
      // Until the feeders are read, a feeder is not yet known to be gone.
      else if (s.kind === 'inventory' && feeders) parts.push(t('calendar:summary.removedFeeder', { count: s.quantity }));
      break;
    }
    case 'growth':
      if (e.row.weightGrams !== null) parts.push(weightLabel(t, lng, e.row.weightGrams, units.weightUnit));
      if (e.row.lengthCm !== null) parts.push(`${formatLength(lng, e.row.lengthCm, units.lengthUnit)} ${t(`reptiles:units.${units.lengthUnit}`)}`);
      break;
    case 'shedding':
      parts.push(t(e.row.complete ? 'calendar:summary.shedComplete' : 'calendar:summary.shedIncomplete'));
      break;
    case 'health':
      parts.push(e.row.issue, t(`calendar:summary.health.${e.row.status}`));
      break;
    case 'breeding':
      parts.push(t(`calendar:summary.breeding.${e.row.eventType}`), e.row.outcomeCount != null ? String(e.row.outcomeCount) : null);
      break;
    case 'events':
      parts.push(t(`calendar:summary.events.${e.row.eventType}`), e.row.description);
      break;
  }
  return parts.filter(Boolean).join(' · ');
}
