/**
 * What the climate chart draws, apart from drawing it: readings averaged into at most
 * MAX_POINTS time buckets (90 days of a logger every 3 minutes is 43,200 readings, more than a
 * phone should draw), each spot on its own; and the residents' feedings and sheds placed at noon
 * of their day on the same time axis.
 */
import { CLIMATE_SPOTS, type ClimateSpot } from '../../../shared/enclosures/climate-targets';
import type { LocalReading } from './use-readings';

export const DAY_MS = 86_400_000;
export const CHART_PERIODS = [7, 30, 90] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];
const MAX_POINTS = 400;

export type ChartPoint = { at: number } & Partial<Record<ClimateSpot, number>>;

/** Oldest first; a bucket's value per spot is the mean of the readings that have it, to a tenth. */
export function chartPoints(readings: readonly LocalReading[], from: number, to: number): ChartPoint[] {
  const sorted = readings.filter((r) => r.at >= from && r.at <= to).sort((a, b) => a.at - b.at);
  if (sorted.length <= MAX_POINTS) {
    return sorted.map((r) => Object.fromEntries([['at', r.at], ...CLIMATE_SPOTS.flatMap((s) => (r[s] === null ? [] : [[s, r[s]]]))]) as ChartPoint);
  }
  const width = (to - from) / MAX_POINTS;
  const buckets = new Map<number, LocalReading[]>();
  for (const r of sorted) {
    const k = Math.min(MAX_POINTS - 1, Math.floor((r.at - from) / width));
    const list = buckets.get(k);
    if (list) list.push(r);
    else buckets.set(k, [r]);
  }
  return [...buckets.values()].map((list) => {
    const point: ChartPoint = { at: Math.round(list.reduce((n, r) => n + r.at, 0) / list.length) };
    for (const s of CLIMATE_SPOTS) {
      const values = list.flatMap((r) => (r[s] === null ? [] : [r[s]]));
      if (values.length > 0) point[s] = Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
    }
    return point;
  });
}

/** The spots the period has any value for, in CLIMATE_SPOTS order. */
export const spotsIn = (points: readonly ChartPoint[]): ClimateSpot[] => CLIMATE_SPOTS.filter((s) => points.some((p) => p[s] !== undefined));

/** The lowest and highest of a spot over the period: the chart's words for screen readers. */
export function extremes(points: readonly ChartPoint[], spot: ClimateSpot): { min: number; max: number } | null {
  const values = points.flatMap((p) => (p[spot] === undefined ? [] : [p[spot]]));
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}

/** Local noon of an IsoDate, in ms: a day's event sits in the middle of its day. */
export function noonOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12).getTime();
}
