import type { TFunction } from 'i18next';
import { manualItemsText } from '../../../shared/rules/feeding';
import { displayLength, displayWeight } from '../../../shared/rules/units';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import type { ActivityEntry } from './activity';

type Units = { weightUnit: WeightUnit; lengthUnit: LengthUnit };

const number = (lng: string, n: number) => new Intl.NumberFormat(lng).format(n);

export const weightLabel = (t: TFunction, lng: string, grams: number, unit: WeightUnit): string =>
  `${number(lng, displayWeight(grams, unit))} ${t(`reptiles:units.${unit}`)}`;

export const dayText = (lng: string, iso: string, style: 'medium' | 'full' = 'medium'): string =>
  new Intl.DateTimeFormat(lng, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** One line of what an entry says ("Ate · 2 × Mouse"), in the keeper's units and language. */
export function entrySummary(t: TFunction, lng: string, units: Units, e: ActivityEntry): string {
  const parts: (string | null | undefined)[] = [];
  switch (e.type) {
    case 'feeding': {
      const s = e.row.source;
      parts.push(t(`calendar:summary.outcome.${e.row.outcome}`));
      parts.push(s.kind === 'manual' ? manualItemsText(s.items) : t('calendar:summary.fromInventory', { count: s.quantity }));
      break;
    }
    case 'growth':
      if (e.row.weightGrams !== null) parts.push(weightLabel(t, lng, e.row.weightGrams, units.weightUnit));
      if (e.row.lengthCm !== null) parts.push(`${number(lng, displayLength(e.row.lengthCm, units.lengthUnit))} ${t(`reptiles:units.${units.lengthUnit}`)}`);
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
