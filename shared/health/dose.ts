/**
 * The arithmetic of a medication course (issue 29): the volume of one dose from the animal's
 * weight, and the days its doses fall on. Pure; the device shows it, the server works it out
 * again from the course's own numbers and keeps that.
 *
 * A dose is drawn up in a syringe read to 0.01 mL, so the volume is rounded to the nearest
 * 0.01 mL, and the rounding is never silent: `exactMl` is kept beside `ml` for the screen to say
 * "0.046 mL, rounded to 0.05 mL". A volume under 0.005 mL rounds to nothing: it cannot be drawn
 * up at all (`tooSmall`), and the keeper is told to dilute the drug or ask the vet.
 */
import { addDays } from '../rules/calendar-date';
import type { DoseUnit } from '../schemas/medication';

/** The steps of a syringe: 0.01 mL. */
export const SYRINGE_STEP_ML = 0.01;
/** A weighing older than this asks for a fresh one before a course is worked out from it. */
export const WEIGHT_FRESH_DAYS = 14;

export interface DoseInput {
  dose: number;
  doseUnit: DoseUnit;
  concentrationMgPerMl?: number | null;
  weightGrams: number;
}

export interface DoseVolume {
  /** The volume as worked out, unrounded. */
  exactMl: number;
  /** What to draw up: `exactMl` to the nearest 0.01 mL. */
  ml: number;
  /** Whether `ml` differs from `exactMl` (by more than floating-point noise). */
  rounded: boolean;
  /** The drug in one dose (mg), for a dose in mg/kg; null for mL/kg. */
  mg: number | null;
  /** Under half a syringe step: nothing can be drawn up. */
  tooSmall: boolean;
}

/** Rounded to `places` decimals, half away from zero, without 1.005 → 1.00 surprises. */
export const roundTo = (value: number, places: number): number => {
  const f = 10 ** places;
  return Math.round((value + Number.EPSILON * Math.abs(value)) * f) / f;
};

/** The volume of one dose, or null when it cannot be worked out (no concentration for mg/kg). */
export function doseVolume(input: DoseInput): DoseVolume | null {
  const kg = input.weightGrams / 1000;
  let exactMl: number;
  let mg: number | null = null;
  if (input.doseUnit === 'mlPerKg') {
    exactMl = input.dose * kg;
  } else {
    if (!input.concentrationMgPerMl || input.concentrationMgPerMl <= 0) return null;
    mg = input.dose * kg;
    exactMl = mg / input.concentrationMgPerMl;
  }
  // Twelve significant decimals: what floating point leaves of 2.5 / 50 is 0.05, not 0.0500000001.
  exactMl = roundTo(exactMl, 12);
  const ml = roundTo(exactMl, 2);
  return { exactMl, ml, rounded: Math.abs(ml - exactMl) > 1e-9, mg: mg === null ? null : roundTo(mg, 12), tooSmall: ml < SYRINGE_STEP_ML };
}

export interface ScheduledDose {
  /** 1-based. */
  n: number;
  date: string;
  /** For doses twice a day: 'morning' or 'evening'; else null. */
  part: 'morning' | 'evening' | null;
}

/**
 * The doses of a course from `startDate`: one every `everyHours` for `days` days, the first on
 * the start day. Twice a day is a morning and an evening dose; every 48 or 72 hours skips days;
 * weekly falls on the start's weekday. A course of 14 days every 72 hours has 5 doses (days 0, 3,
 * 6, 9, 12): a dose is in the course when it falls before its last day ends.
 */
export function doseSchedule(startDate: string, everyHours: number, days: number): ScheduledDose[] {
  const count = Math.ceil((days * 24) / everyHours);
  return Array.from({ length: count }, (_, i) => {
    const hours = i * everyHours;
    return { n: i + 1, date: addDays(startDate, Math.floor(hours / 24)), part: everyHours === 12 ? (hours % 24 === 0 ? 'morning' : 'evening') : null };
  });
}
