/**
 * Units. Weights are stored in grams and lengths in centimetres (canonical); the user enters and
 * sees their preferred unit. Conversions round only for display, never before storing.
 */
import type { LengthUnit, WeightUnit } from '../schemas/auth';

const GRAMS_PER: Record<WeightUnit, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const CM_PER: Record<LengthUnit, number> = { cm: 1, in: 2.54 };

export const toGrams = (value: number, unit: WeightUnit): number => value * GRAMS_PER[unit];
export const fromGrams = (grams: number, unit: WeightUnit): number => grams / GRAMS_PER[unit];
export const toCm = (value: number, unit: LengthUnit): number => value * CM_PER[unit];
export const fromCm = (cm: number, unit: LengthUnit): number => cm / CM_PER[unit];

/** Decimal places worth showing for a unit: grams whole, kilograms and pounds to 2, others to 1. */
export const WEIGHT_DECIMALS: Record<WeightUnit, number> = { g: 0, kg: 2, oz: 1, lb: 2 };
export const LENGTH_DECIMALS: Record<LengthUnit, number> = { cm: 1, in: 1 };

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** A stored weight shown in the user's unit, rounded for reading. */
export const displayWeight = (grams: number, unit: WeightUnit): number => round(fromGrams(grams, unit), WEIGHT_DECIMALS[unit]);
export const displayLength = (cm: number, unit: LengthUnit): number => round(fromCm(cm, unit), LENGTH_DECIMALS[unit]);

/**
 * Parses what a keeper typed (either decimal separator: Bulgarian uses a comma). Returns null
 * for empty input and NaN for something that is not a number, so forms can tell them apart.
 */
export function parseDecimal(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  const s = input.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}
