/**
 * What the growth chart draws, apart from drawing it: points placed by date on a time axis (two
 * weighings on one day share a place; a month takes a month's room), each reading flagged when
 * the shared rule finds it an outlier, and whole-day ticks from the first date to the last.
 */
import { growthOutliers, type GrowthMeasure } from '../../../shared/rules/growth-change';
import { fromEpochDay, toEpochDay } from '../../../shared/rules/calendar-date';
import { displayLength, displayWeight } from '../../../shared/rules/units';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import type { LocalGrowthLog } from '../../lib/db';

const DAY_MS = 86_400_000;

export interface ChartPoint {
  /** Midnight UTC of the entry's date, in ms: the x axis is a time scale. */
  at: number;
  date: string;
  /** In the keeper's unit, rounded as the app shows it. */
  value: number;
  outlier: boolean;
}

export interface TimeAxis {
  domain: [number, number];
  ticks: number[];
  /** Long spans label months, short ones days. */
  span: 'days' | 'months';
}

export const atOf = (date: string): number => toEpochDay(date) * DAY_MS;
export const dateOf = (at: number): string => fromEpochDay(Math.round(at / DAY_MS));

/** One measure of the logs (any order) as points, oldest first; entries without it are left out. */
export function chartPoints(logs: readonly LocalGrowthLog[], measure: GrowthMeasure, units: { weightUnit: WeightUnit; lengthUnit: LengthUnit }): ChartPoint[] {
  const readings = [...logs]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .flatMap((l) => {
      const value = measure === 'weight' ? l.weightGrams : l.lengthCm;
      return value === null ? [] : [{ date: l.date, value }];
    });
  const outliers = growthOutliers(measure, readings);
  return readings.map((r, i) => ({
    at: atOf(r.date),
    date: r.date,
    value: measure === 'weight' ? displayWeight(r.value, units.weightUnit) : displayLength(r.value, units.lengthUnit),
    outlier: outliers[i] ?? false,
  }));
}

/** Up to five evenly spaced whole days from the first point to the last; one day widens by a day each side. */
export function timeAxis(points: readonly ChartPoint[]): TimeAxis {
  const first = points[0]?.at ?? 0;
  const last = points.at(-1)?.at ?? first;
  const days = Math.round((last - first) / DAY_MS);
  if (days === 0) return { domain: [first - DAY_MS, first + DAY_MS], ticks: [first], span: 'days' };
  const steps = Math.min(4, days);
  const ticks = [...new Set(Array.from({ length: steps + 1 }, (_, k) => first + Math.round((k * days) / steps) * DAY_MS))];
  return { domain: [first, last], ticks, span: days > 200 ? 'months' : 'days' };
}
