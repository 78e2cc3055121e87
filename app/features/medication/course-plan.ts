/**
 * Which weight each animal's dose is worked out from, and its volume: a weighing of the last
 * WEIGHT_FRESH_DAYS days as it stands; an older one, or none, only once a fresh weight is typed
 * (in the keeper's unit; saved as a weighing of today). Pure, for the dialog and its tests.
 */
import { doseVolume, WEIGHT_FRESH_DAYS, type DoseVolume } from '../../../shared/health/dose';
import { daysBetween } from '../../../shared/rules/calendar-date';
import { toGrams } from '../../../shared/rules/units';
import type { WeightUnit } from '../../../shared/schemas/auth';
import type { DoseUnit } from '../../../shared/schemas/medication';
import { numberOf } from './course-form-values';
import type { Weighing } from './use-weighings';

export type WeightSource =
  | { kind: 'weighing'; weighing: Weighing; ageDays: number }
  | { kind: 'typed'; grams: number; stale: Weighing | null }
  /** No usable weight yet: none, or too old, and nothing (valid) typed. */
  | { kind: 'missing'; stale: Weighing | null; ageDays: number | null; invalid: boolean };

export function weightSource(weighing: Weighing | null | undefined, typed: string, unit: WeightUnit, today: string): WeightSource {
  const ageDays = weighing ? Math.max(0, daysBetween(weighing.date, today)) : null;
  if (weighing && ageDays !== null && ageDays <= WEIGHT_FRESH_DAYS) return { kind: 'weighing', weighing, ageDays };
  const n = numberOf(typed);
  if (n !== null && n > 0) return { kind: 'typed', grams: toGrams(n, unit), stale: weighing ?? null };
  return { kind: 'missing', stale: weighing ?? null, ageDays, invalid: typed.trim() !== '' };
}

export const gramsOf = (s: WeightSource): number | null => (s.kind === 'weighing' ? s.weighing.weightGrams : s.kind === 'typed' ? s.grams : null);

export interface DoseNumbers {
  dose: number | null;
  doseUnit: DoseUnit;
  concentration: number | null;
}

/** The volume for this weight, or null while a number it needs is missing. */
export function volumeFor(n: DoseNumbers, grams: number | null): DoseVolume | null {
  if (n.dose === null || grams === null) return null;
  return doseVolume({ dose: n.dose, doseUnit: n.doseUnit, concentrationMgPerMl: n.concentration, weightGrams: grams });
}
