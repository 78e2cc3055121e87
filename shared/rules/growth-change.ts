/**
 * Whether a change between two growth readings is implausible: the growth forms ask before saving
 * one (never refuse it) and the chart marks a reading that is implausible on both sides. Values
 * are canonical (grams, centimetres); only their ratio and the days between them matter.
 *
 * A change is plausible up to a slack at any span, and beyond it by as much as the fastest
 * growth or loss a keeper would believe over the days between (docs/decisions/0019-growth-outliers.md):
 * - weight gains: ×2 on one day (a large meal before weighing), then doubling every 21 days
 *   (a bearded dragon or chameleon hatchling at its fastest; adults grow far slower);
 * - weight losses: ÷2 on one day (a clutch laid, a meal passed), then halving every 90 days
 *   (a long fast or an illness);
 * - length gains: ×1.5 (a coiled or moving animal is measured roughly), then doubling every 60 days;
 * - length losses: ÷2 at any span (a gecko's dropped tail); bodies do not shrink.
 * So 60 g to 2 g in a week, a slipped decimal point (18.5 cm to 185 cm), or 62.5 g to 625 g
 * within six weeks is asked about; a hatchling going from 5 g to 12 g in two weeks is not.
 */
import { daysBetween } from './calendar-date';

export type GrowthMeasure = 'weight' | 'length';

/** One reading of one measure: an ISO date and a positive value in grams or centimetres. */
export interface GrowthReading {
  date: string;
  value: number;
}

export interface ImplausibleChange {
  measure: GrowthMeasure;
  /** The earlier reading, then the later one. */
  from: GrowthReading;
  to: GrowthReading;
  days: number;
}

interface Allowance {
  gainSlack: number;
  gainDoublingDays: number;
  lossSlack: number;
  lossHalvingDays: number;
}

export const GROWTH_ALLOWANCE: Record<GrowthMeasure, Allowance> = {
  weight: { gainSlack: 2, gainDoublingDays: 21, lossSlack: 2, lossHalvingDays: 90 },
  length: { gainSlack: 1.5, gainDoublingDays: 60, lossSlack: 2, lossHalvingDays: Number.POSITIVE_INFINITY },
};

/** `earlier` must not be dated after `later`; non-positive values are never judged (the schema refuses them). */
export function isImplausibleChange(measure: GrowthMeasure, earlier: GrowthReading, later: GrowthReading): boolean {
  if (!(earlier.value > 0) || !(later.value > 0)) return false;
  const days = Math.max(0, daysBetween(earlier.date, later.date));
  const a = GROWTH_ALLOWANCE[measure];
  const ratio = later.value / earlier.value;
  if (ratio >= 1) return ratio > a.gainSlack * 2 ** (days / a.gainDoublingDays);
  return 1 / ratio > a.lossSlack * 2 ** (days / a.lossHalvingDays);
}

const change = (measure: GrowthMeasure, from: GrowthReading, to: GrowthReading): ImplausibleChange | null =>
  isImplausibleChange(measure, from, to) ? { measure, from, to, days: Math.max(0, daysBetween(from.date, to.date)) } : null;

/**
 * A new or edited reading judged against its neighbours by date among the others (any order; the
 * edited entry itself left out). A reading dated like others comes after them, as a new entry
 * does. The change from the previous reading is reported first: that is how a keeper reads it.
 */
export function implausibleAgainstNeighbours(measure: GrowthMeasure, others: readonly GrowthReading[], candidate: GrowthReading): ImplausibleChange | null {
  let previous: GrowthReading | undefined;
  let next: GrowthReading | undefined;
  for (const r of others) {
    if (r.date <= candidate.date) {
      if (!previous || r.date >= previous.date) previous = r;
    } else if (!next || r.date < next.date) {
      next = r;
    }
  }
  return (previous && change(measure, previous, candidate)) || (next && change(measure, candidate, next)) || null;
}

/**
 * Which readings of a series (oldest first) to mark as outliers. An inner reading is one when it
 * is implausible against both neighbours. The first or last is one when it is implausible against
 * its only neighbour and that neighbour agrees with the reading on its other side; with only two
 * readings nothing tells which one is wrong, so neither is marked.
 */
export function growthOutliers(measure: GrowthMeasure, oldestFirst: readonly GrowthReading[]): boolean[] {
  const jump = (i: number) => {
    const a = oldestFirst[i];
    const b = oldestFirst[i + 1];
    return a !== undefined && b !== undefined && isImplausibleChange(measure, a, b);
  };
  const last = oldestFirst.length - 1;
  return oldestFirst.map((_, i) => {
    if (last < 2) return false;
    if (i === 0) return jump(0) && !jump(1);
    if (i === last) return jump(last - 1) && !jump(last - 2);
    return jump(i - 1) && jump(i);
  });
}
