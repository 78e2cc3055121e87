/**
 * Recurring cleaning of an enclosure (issue 28; shared/schemas/climate.ts): how often each kind of
 * upkeep comes round, when it was last done and when it is next due.
 *
 * Each kind has a default interval in days, which a keeper may change per enclosure (the
 * enclosure's synced `upkeepDays`, shared/schemas/enclosure.ts). The next one is due `everyDays` after
 * the last one done, counted from the day it was done (cleaning late moves the next one later, as
 * keepers clean: "a month after the last full clean", not a fixed calendar).
 *
 * A deeper clean counts for the lighter ones it includes (COVERS): a full clean or a disinfection
 * includes a spot clean, a substrate change includes a full clean and a spot clean. So a full clean
 * today makes the spot clean due tomorrow, not overdue.
 *
 * An enclosure where a kind was never done has no due date for it (nothing to count from): a keeper
 * who starts using the app is not met with every enclosure overdue.
 */
import { UPKEEP_DAYS_MAX, UPKEEP_KINDS, type UpkeepKind } from './upkeep-constants';
import { addDays, daysBetween } from '../rules/calendar-date';

/** The default interval in days of each kind; null: not recurring. */
export const DEFAULT_UPKEEP_DAYS: Readonly<Record<UpkeepKind, number | null>> = {
  spotClean: 1,
  fullClean: 30,
  substrateChange: 90,
  disinfection: 90,
  waterChange: 1,
  other: null,
};

/** The longest interval a keeper may set (the enclosure schema's bound). */
export { UPKEEP_DAYS_MAX };

/** A keeper's intervals for one enclosure: a kind left out takes its default; null: not recurring. */
export type UpkeepIntervals = Partial<Record<UpkeepKind, number | null>>;

/** The deeper kinds that include a kind: done, they count as it done too. */
export const COVERS: Readonly<Record<UpkeepKind, readonly UpkeepKind[]>> = {
  spotClean: ['fullClean', 'substrateChange', 'disinfection'],
  fullClean: ['substrateChange'],
  substrateChange: [],
  disinfection: [],
  waterChange: [],
  other: [],
};

/** An interval is whole days from 1 to UPKEEP_DAYS_MAX. */
export const isUpkeepDays = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= UPKEEP_DAYS_MAX;

/** Every kind's interval for an enclosure: the keeper's where set (and valid), the default elsewhere. */
export function intervalsOf(own: UpkeepIntervals | undefined): Record<UpkeepKind, number | null> {
  const out = { ...DEFAULT_UPKEEP_DAYS };
  for (const kind of UPKEEP_KINDS) {
    const v = own?.[kind];
    if (v === null || isUpkeepDays(v)) out[kind] = v;
  }
  return out;
}

/** The day `kind` is next due after it was last done on `lastDate`; null when never done or not recurring. */
export function nextDue(kind: UpkeepKind, lastDate: string | null, everyDays: number | null = DEFAULT_UPKEEP_DAYS[kind]): string | null {
  if (lastDate === null || everyDays === null) return null;
  return addDays(lastDate, everyDays);
}

export interface UpkeepKindState {
  kind: UpkeepKind;
  /** The last day this kind itself was done; null: never. */
  last: string | null;
  /** The day it counts from: the last day it or a deeper kind including it was done. */
  countsFrom: string | null;
  /** Its interval in days; null: not recurring. */
  everyDays: number | null;
  /** When it is next due; null: not recurring, or never done. */
  next: string | null;
  /** Days past `next` (0 when not overdue). */
  overdueDays: number;
  /** none: nothing due (not recurring or never done); ok: later; due: today; overdue: past. */
  status: 'none' | 'ok' | 'due' | 'overdue';
}

/**
 * Each kind's state on `today` (UPKEEP_KINDS order) from an enclosure's upkeep events (any order,
 * live ones) and its intervals (intervalsOf, or the keeper's own to be merged with the defaults).
 */
export function upkeepState(events: readonly { kind: string; date: string }[], today: string, intervals?: UpkeepIntervals): UpkeepKindState[] {
  const every = intervalsOf(intervals);
  const lastOf = new Map<string, string>();
  for (const e of events) {
    const seen = lastOf.get(e.kind);
    if (seen === undefined || e.date > seen) lastOf.set(e.kind, e.date);
  }
  return UPKEEP_KINDS.map((kind) => {
    const last = lastOf.get(kind) ?? null;
    const countsFrom = [last, ...COVERS[kind].map((k) => lastOf.get(k) ?? null)].reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
    const next = nextDue(kind, countsFrom, every[kind]);
    const left = next === null ? null : daysBetween(today, next);
    const status = left === null ? 'none' : left < 0 ? 'overdue' : left === 0 ? 'due' : 'ok';
    return { kind, last, countsFrom, everyDays: every[kind], next, overdueDays: left !== null && left < 0 ? -left : 0, status };
  });
}

/** The kinds overdue on `today`, most overdue first. */
export const overdueUpkeep = (states: readonly UpkeepKindState[]): UpkeepKindState[] =>
  states.filter((s) => s.status === 'overdue').sort((a, b) => b.overdueDays - a.overdueDays);

/**
 * What to remind of on `today`, the most overdue first: the kinds overdue, and those due today that
 * come round less often than daily (a daily spot clean due today is the round itself, not news:
 * said only once it is late). A kind a deeper due one includes is left out: doing the full clean
 * does the spot clean too, so "Full clean: overdue" says it all.
 */
export function dueUpkeep(states: readonly UpkeepKindState[]): UpkeepKindState[] {
  const due = states.filter((s) => s.status === 'overdue' || (s.status === 'due' && (s.everyDays ?? 0) > 1));
  const kinds = new Set(due.map((s) => s.kind));
  return due.filter((s) => !COVERS[s.kind].some((deeper) => kinds.has(deeper))).sort((a, b) => b.overdueDays - a.overdueDays);
}

/** The kinds whose last day (or a deeper kind's) decides the state of the recurring ones: what a reader must find. */
export function kindsThatCount(intervals?: UpkeepIntervals): Set<UpkeepKind> {
  const every = intervalsOf(intervals);
  const out = new Set<UpkeepKind>();
  for (const kind of UPKEEP_KINDS) {
    if (every[kind] === null) continue;
    out.add(kind);
    for (const k of COVERS[kind]) out.add(k);
  }
  return out;
}
