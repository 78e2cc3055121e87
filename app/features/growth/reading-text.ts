import type { TFunction } from 'i18next';
import { formatLength, formatWeight } from '../../../shared/rules/units';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';

/**
 * A stored reading as the growth feature writes it everywhere (list, chart, confirmations): the
 * app's one number format (shared/rules/units), then the unit's short name in the language.
 */
export const weightReading = (t: TFunction, lng: string, grams: number, unit: WeightUnit): string =>
  `${formatWeight(lng, grams, unit)} ${t(`reptiles:units.${unit}`)}`;

export const lengthReading = (t: TFunction, lng: string, cm: number, unit: LengthUnit): string =>
  `${formatLength(lng, cm, unit)} ${t(`reptiles:units.${unit}`)}`;
