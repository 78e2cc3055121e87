/**
 * A reptile's feeding rhythm: how often it is expected to eat (the keeper's own interval, else a
 * default from its species and age), and from its feedings whether a meal is due or overdue, how
 * many refusals in a row it has had and whether its fast has grown long. A pause (a seasonal fast
 * such as brumation) silences due and overdue but still counts the fast's length. Ranges and the
 * reasoning behind them: docs/decisions/0027-feeding-rhythm.md. A default is a guide to typical
 * husbandry, not a prescription; a species no row matches has no default.
 *
 * Species names are free text, matched as in rules/incubation.ts: every stem of one alias must
 * appear in the lower-cased name, so "Ball python (pastel)", "Python regius" and "кралски питон"
 * all match, and Bulgarian endings do not get in the way.
 */
import { ageFromHatchDate } from './age';
import { addDays, daysBetween } from './calendar-date';
import { speciesRow } from './species-match';

export const LIFE_STAGES = ['hatchling', 'juvenile', 'adult'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

/** Days between meals: a meal is due from `minDays` after the last one and overdue after `maxDays`. */
export interface FeedingInterval {
  minDays: number;
  maxDays: number;
}

export interface RhythmRow {
  id: string;
  aliases: readonly (readonly string[])[];
  /** Age in whole months from which the animal is a juvenile, then an adult. */
  juvenileFromMonths: number;
  adultFromMonths: number;
  intervals: Readonly<Record<LifeStage, FeedingInterval>>;
}

/** First matching row wins; English common, scientific and Bulgarian names. */
export const RHYTHM_TABLE: readonly RhythmRow[] = [
  {
    id: 'ballPython',
    juvenileFromMonths: 6,
    adultFromMonths: 30,
    intervals: { hatchling: { minDays: 5, maxDays: 7 }, juvenile: { minDays: 7, maxDays: 10 }, adult: { minDays: 14, maxDays: 21 } },
    aliases: [['ball', 'python'], ['royal', 'python'], ['regius'], ['кралск', 'питон'], ['топковид', 'питон']],
  },
  {
    id: 'leopardGecko',
    juvenileFromMonths: 3,
    adultFromMonths: 12,
    intervals: { hatchling: { minDays: 1, maxDays: 1 }, juvenile: { minDays: 1, maxDays: 2 }, adult: { minDays: 2, maxDays: 3 } },
    aliases: [['leopard', 'gecko'], ['eublepharis'], ['леопард', 'гекон']],
  },
  {
    id: 'cornSnake',
    juvenileFromMonths: 6,
    adultFromMonths: 24,
    intervals: { hatchling: { minDays: 5, maxDays: 7 }, juvenile: { minDays: 7, maxDays: 10 }, adult: { minDays: 10, maxDays: 14 } },
    aliases: [['corn', 'snake'], ['guttat'], ['маисов', 'зми'], ['царевичн', 'зми']],
  },
  {
    // Insects: daily while growing, every 2-3 days as an adult; greens stay daily at every age,
    // which the rhythm does not track (keepers log the insect meals).
    id: 'beardedDragon',
    juvenileFromMonths: 3,
    adultFromMonths: 18,
    intervals: { hatchling: { minDays: 1, maxDays: 1 }, juvenile: { minDays: 1, maxDays: 1 }, adult: { minDays: 2, maxDays: 3 } },
    aliases: [['bearded', 'dragon'], ['pogona'], ['брадат', 'агам'], ['брадат', 'дракон']],
  },
  {
    id: 'crestedGecko',
    juvenileFromMonths: 4,
    adultFromMonths: 18,
    intervals: { hatchling: { minDays: 2, maxDays: 3 }, juvenile: { minDays: 2, maxDays: 3 }, adult: { minDays: 2, maxDays: 3 } },
    aliases: [['crested', 'gecko'], ['ciliatus'], ['реснитчест', 'гекон'], ['гребенест', 'гекон']],
  },
];

/** The keeper's own interval is a whole number of days in this range. */
export const KEEPER_INTERVAL_MAX_DAYS = 365;

/** Refusals (or regurgitations) in a row before the card flags them. */
export const REFUSAL_FLAG_FROM = 2;

/**
 * A fast is long once the days since the last meal pass twice the interval's longest, and never
 * before this many days: a gecko fed daily that skips three days is not news, a snake at twice its
 * interval is.
 */
export const LONG_FAST_FACTOR = 2;
export const LONG_FAST_MIN_DAYS = 14;

export function rhythmRowFor(species: string): RhythmRow | null {
  return speciesRow(RHYTHM_TABLE, species);
}

/** null when the hatch date is unknown or after today. */
export function lifeStageOf(row: Pick<RhythmRow, 'juvenileFromMonths' | 'adultFromMonths'>, hatchDate: string | null | undefined, today: string): LifeStage | null {
  const age = hatchDate ? ageFromHatchDate(hatchDate, today) : null;
  if (!age) return null;
  const months = age.years * 12 + age.months;
  return months >= row.adultFromMonths ? 'adult' : months >= row.juvenileFromMonths ? 'juvenile' : 'hatchling';
}

export interface ExpectedInterval extends FeedingInterval {
  source: 'keeper' | 'species';
  /** The stage the species' default was taken for; null for the keeper's own, or when the age is unknown. */
  stage: LifeStage | null;
}

/**
 * The keeper's own interval wins (they know the animal); else the species' default for its age.
 * An animal of unknown age gets the adult range: the longest, so a meal is never called overdue
 * sooner than any stage would call it. Null: unknown species and no interval of the keeper's.
 */
export function expectedInterval(reptile: { species: string; hatchDate?: string | null; feedingIntervalDays?: number | null }, today: string): ExpectedInterval | null {
  const own = reptile.feedingIntervalDays;
  if (own != null) return { minDays: own, maxDays: own, source: 'keeper', stage: null };
  const row = rhythmRowFor(reptile.species);
  if (!row) return null;
  const stage = lifeStageOf(row, reptile.hatchDate, today);
  return { ...row.intervals[stage ?? 'adult'], source: 'species', stage };
}

export interface FeedingEvent {
  date: string;
  outcome: 'ate' | 'refused' | 'regurgitated';
}

/**
 * Refusals or regurgitations in a row, most recent first, with the date of the first of them; null
 * when the latest feeding was eaten (or there is none). On one day a meal counts after the
 * refusals, so a day on which it ate ends the streak whatever order the logs came in. Feedings
 * dated after `today` are left out.
 */
export function refusalStreak(feedings: readonly FeedingEvent[], today: string): { count: number; sinceDate: string } | null {
  const ordered = feedings.filter((f) => f.date <= today)
    .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : Number(a.outcome === 'ate') - Number(b.outcome === 'ate')));
  let count = 0;
  while (count < ordered.length && ordered[ordered.length - 1 - count]?.outcome !== 'ate') count += 1;
  const first = ordered[ordered.length - count];
  return count > 0 && first ? { count, sinceDate: first.date } : null;
}

export interface FeedingPause {
  feedingPaused?: boolean | null;
  /** The last day of the pause (included); null: until the keeper ends it. */
  feedingPausedUntil?: string | null;
}

/** A pause with an end date in the past is over: the rhythm resumes by itself. */
export const isPaused = (pause: FeedingPause, today: string): boolean =>
  Boolean(pause.feedingPaused) && (pause.feedingPausedUntil == null || today <= pause.feedingPausedUntil);

export type RhythmStatus =
  /** No interval (unknown species, none set) or no meal logged yet: nothing to count from. */
  | { kind: 'none' }
  | { kind: 'paused'; until: string | null }
  | { kind: 'onTrack'; dueDate: string }
  | { kind: 'due' }
  | { kind: 'overdue'; days: number };

export interface FeedingRhythm {
  interval: ExpectedInterval | null;
  lastMealDate: string | null;
  daysSinceMeal: number | null;
  status: RhythmStatus;
  /** Flagged from REFUSAL_FLAG_FROM refusals in a row. */
  refusals: { count: number; sinceDate: string } | null;
  /** The fast's length is worth saying (paused or not). */
  longFast: boolean;
}

export type RhythmReptile = { species: string; hatchDate?: string | null; feedingIntervalDays?: number | null } & FeedingPause;

/**
 * The rhythm of one reptile today. `feedings` needs only the feedings from its last meal on (the
 * rest cannot change the answer), in any order.
 */
export function feedingRhythm(reptile: RhythmReptile, feedings: readonly FeedingEvent[], today: string): FeedingRhythm {
  const interval = expectedInterval(reptile, today);
  const lastMealDate = feedings.reduce<string | null>((last, f) => (f.outcome === 'ate' && f.date <= today && (last === null || f.date > last) ? f.date : last), null);
  const daysSinceMeal = lastMealDate ? daysBetween(lastMealDate, today) : null;
  const streak = refusalStreak(feedings, today);
  const refusals = streak && streak.count >= REFUSAL_FLAG_FROM ? streak : null;
  const longFast = interval !== null && daysSinceMeal !== null && daysSinceMeal > Math.max(LONG_FAST_FACTOR * interval.maxDays, LONG_FAST_MIN_DAYS);
  return { interval, lastMealDate, daysSinceMeal, status: statusOf(reptile, interval, lastMealDate, daysSinceMeal, today), refusals, longFast };
}

function statusOf(pause: FeedingPause, interval: FeedingInterval | null, lastMealDate: string | null, days: number | null, today: string): RhythmStatus {
  if (isPaused(pause, today)) return { kind: 'paused', until: pause.feedingPausedUntil ?? null };
  if (!interval || lastMealDate === null || days === null) return { kind: 'none' };
  if (days > interval.maxDays) return { kind: 'overdue', days: days - interval.maxDays };
  if (days >= interval.minDays) return { kind: 'due' };
  return { kind: 'onTrack', dueDate: addDays(lastMealDate, interval.minDays) };
}

/** Due or overdue, for the dashboard's list; overdue first, the longest overdue first. */
export const needsMeal = (r: FeedingRhythm): boolean => r.status.kind === 'due' || r.status.kind === 'overdue';
export const byUrgency = (a: FeedingRhythm, b: FeedingRhythm): number =>
  (b.status.kind === 'overdue' ? b.status.days : 0) - (a.status.kind === 'overdue' ? a.status.days : 0);

/**
 * The groups a keeper filters a collection by (the dashboard's "Feeding status"): needs a meal
 * (due or overdue), refusing (flagged refusals, whatever else holds), on rhythm (fed, next meal
 * not due yet), paused, and no rhythm yet (no interval or no meal to count from).
 */
export const RHYTHM_FILTERS = ['needsMeal', 'refusing', 'onTrack', 'paused', 'none'] as const;
export type RhythmFilter = (typeof RHYTHM_FILTERS)[number];
export function inRhythmFilter(r: FeedingRhythm, filter: RhythmFilter): boolean {
  switch (filter) {
    case 'needsMeal':
      return needsMeal(r);
    case 'refusing':
      return r.refusals !== null;
    default:
      return r.status.kind === filter;
  }
}

/**
 * The meals eaten on `date` among a reptile's feedings (refusals are not meals; tombstones are
 * gone): what a feeding form warns of before a second meal is logged for that day, from this
 * device or another member's (issue 27, "no double meals"). The rhythm itself counts days, so two
 * meals of one day are one meal day there.
 */
export function mealsOn<F extends { date: string; outcome: string; deleted?: boolean }>(feedings: readonly F[], date: string): F[] {
  return feedings.filter((f) => f.date === date && f.outcome === 'ate' && f.deleted !== true);
}
