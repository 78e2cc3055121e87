/**
 * An animal's measures as the screens show them: its age, and stored weights and lengths in the
 * keeper's unit and number format, as exact as their size calls for (62.5 g, 2.4 g, 2 kg;
 * shared/rules/units.ts), with the unit's short name in their language (namespace `reptiles`).
 */
import type { TFunction } from 'i18next';
import { ageFromHatchDate } from '../../../shared/rules/age';
import { todayIn } from '../../../shared/rules/calendar-date';
import { formatLength, formatWeight } from '../../../shared/rules/units';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';

/** "2 years 3 months", "5 months", "under a month"; null when unknown or in the future. */
export function ageText(t: TFunction<'reptiles'>, hatchDate: string | null | undefined, today = todayIn()): string | null {
  if (!hatchDate) return null;
  const age = ageFromHatchDate(hatchDate, today);
  if (!age) return null;
  if (age.years === 0 && age.months === 0) return t('age.underMonth');
  const parts = [age.years > 0 ? t('age.years', { count: age.years }) : null, age.months > 0 ? t('age.months', { count: age.months }) : null];
  return parts.filter(Boolean).join(' ');
}

export const weightText = (t: TFunction<'reptiles'>, lng: string, grams: number | null, unit: WeightUnit): string | null =>
  grams === null ? null : `${formatWeight(lng, grams, unit)} ${t(`units.${unit}`)}`;

export const lengthText = (t: TFunction<'reptiles'>, lng: string, cm: number | null, unit: LengthUnit): string | null =>
  cm === null ? null : `${formatLength(lng, cm, unit)} ${t(`units.${unit}`)}`;
