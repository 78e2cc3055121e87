/**
 * The insight analysis: one reptile's live logs in, findings out (types.ts). Deterministic and
 * pure: the same logs and `today` give the same findings in the same order, whatever the order of
 * the input. Logs dated after `today` are left out (a typo or a plan, not a fact yet).
 *
 * Param conventions (text.ts renders them; the sentences are `findings.<code>` in insights.json):
 * - `…Days`: whole days, shown as "7 days" / "7 дни" (the `findings.days` plural text);
 * - `…Date`: an ISO date (YYYY-MM-DD), shown formatted for the keeper's language;
 * - `…Grams`: grams, 1 decimal under 100 g, whole from 100 g; `percent`: a whole percentage;
 * - `count`: the plural count of the sentence (`_one` / `_other` keys);
 * - anything else: a plain number, or the keeper's own text (`issue`).
 * Numbers are rounded for the sentence only; every threshold compares the unrounded values.
 *
 * Not used (yet): `hatchDate` and lengths. Weight change is first-to-last weighing of the window.
 */
import { addDays, daysBetween } from '../rules/calendar-date';
import { clutchKeyOf, opensClutch } from '../rules/breeding';
import { incubationWindow } from '../rules/incubation';
import { refusalStreak } from '../rules/feeding-rhythm';
import { activeModes, brumationRule, type ActiveModes } from '../health/modes';
import type { Finding, FindingLevel, InsightInput } from './types';

/** Every threshold of the analysis, in one place (the texts of notEnoughData repeat 3, 2, 14, 90, 3). */
export const INSIGHT_RULES = {
  /** Feeding intervals are read from this many most recent intervals between meals it ate. */
  feedingIntervalWindow: 8,
  /** Meals it ate (on distinct days) before an interval is named. */
  minMeals: 3,
  /** The trend compares the mean of the last `trendRecent` intervals with the earlier ones... */
  trendRecent: 3,
  /** ...of which there must be at least this many. */
  trendMinEarlier: 2,
  /** More than 25% longer (watch) or shorter (info) than before. */
  trendChange: 0.25,
  /** Not eaten for more than this many usual intervals: watch... */
  overdueWatch: 1.5,
  /** ...and more than this many: alert. */
  overdueAlert: 3,
  /** Refusals or regurgitations in a row, most recent first: watch from... */
  refusalWatch: 2,
  /** ...alert from this many... */
  refusalAlert: 4,
  /** ...or when the first of them is more than this many days ago. */
  refusalAlertDays: 30,
  /** Weighings are read over the last this many days... */
  weightWindowDays: 90,
  /** ...and need at least two, the first and last this many days apart or more. */
  weightMinSpanDays: 14,
  /** A loss of at least 5% is watched, more than 10% is an alert; a gain of 5% or more is named. */
  weightWatchLoss: 0.05,
  weightAlertLoss: 0.1,
  weightGain: 0.05,
  /** Sheds (on distinct days) before a shed interval is named. */
  minSheds: 3,
  /** No shed for more than this many usual intervals: watch. */
  shedOverdue: 1.5,
  /** An ongoing issue older than this many days is an alert (a severe one always is). */
  healthAlertDays: 14,
  /** Clutches laid within this many days and not hatched are followed. */
  clutchLookbackDays: 120,
} as const;

/** Every finding code, its params (all used by its sentence) and the levels it may have. */
export const FINDING_CODES = {
  // Care modes (issue 29), first within their level: why a fast or a loss is expected, and a quarantine's end.
  quarantineDue: { params: ['releaseDate', 'overDays'], levels: ['watch'] },
  weightLossBrumation: { params: ['percent', 'limitPercent', 'fromGrams', 'toGrams', 'spanDays'], levels: ['watch', 'alert'] },
  weightLossPostLay: { params: ['percent', 'fromGrams', 'toGrams', 'laidDate'], levels: ['watch', 'alert'] },
  modeBrumation: { params: ['sinceDate', 'sinceDays'], levels: ['info'] },
  modeBrumationUntil: { params: ['sinceDate', 'sinceDays', 'untilDate'], levels: ['info'] },
  modeGravid: { params: ['sinceDate', 'sinceDays'], levels: ['info'] },
  modePostLay: { params: ['laidDate', 'untilDate'], levels: ['info'] },
  modeQuarantine: { params: ['sinceDate', 'dayNumber', 'releaseDate'], levels: ['info'] },
  refusalExpected: { params: ['count', 'sinceDate'], levels: ['info'] },
  weightBrumationWithin: { params: ['percent', 'limitPercent', 'spanDays'], levels: ['info'] },
  healthOngoingSevere: { params: ['issue', 'sinceDate', 'ageDays'], levels: ['alert'] },
  healthOngoing: { params: ['issue', 'sinceDate', 'ageDays'], levels: ['watch', 'alert'] },
  feedingOverdue: { params: ['sinceDays', 'lastDate', 'medianDays'], levels: ['watch', 'alert'] },
  refusalStreak: { params: ['count', 'sinceDate', 'sinceDays'], levels: ['watch', 'alert'] },
  feedingIntervalLonger: { params: ['recentDays', 'earlierDays'], levels: ['watch'] },
  feedingIntervalShorter: { params: ['recentDays', 'earlierDays'], levels: ['info'] },
  feedingInterval: { params: ['medianDays', 'meals', 'lastDate'], levels: ['info'] },
  weightLoss: { params: ['percent', 'fromGrams', 'toGrams', 'spanDays', 'perMonthGrams'], levels: ['watch', 'alert'] },
  weightGain: { params: ['percent', 'fromGrams', 'toGrams', 'spanDays', 'perMonthGrams'], levels: ['info'] },
  weightSteady: { params: ['fromGrams', 'toGrams', 'spanDays'], levels: ['info'] },
  shedIncomplete: { params: ['lastDate'], levels: ['watch'] },
  shedOverdue: { params: ['sinceDays', 'lastDate', 'medianDays'], levels: ['watch'] },
  shedInterval: { params: ['medianDays', 'sheds', 'lastDate'], levels: ['info'] },
  clutchPastWindow: { params: ['laidDate', 'sinceDays', 'toDate'], levels: ['watch'] },
  clutchIncubating: { params: ['laidDate', 'sinceDays', 'fromDate', 'toDate'], levels: ['info'] },
  notEnoughData: { params: ['meals', 'weighings', 'sheds'], levels: ['info'] },
  // What is missing for a history to be read, said beside other findings (issue 29).
  needMeals: { params: ['count'], levels: ['info'] },
  needWeighings: { params: ['count'], levels: ['info'] },
  needWeighingSpan: { params: ['fromDate'], levels: ['info'] },
  needSheds: { params: ['count'], levels: ['info'] },
} as const satisfies Record<string, { params: readonly string[]; levels: readonly FindingLevel[] }>;

export type FindingCode = keyof typeof FINDING_CODES;
type ParamsOf<C extends FindingCode> = Record<(typeof FINDING_CODES)[C]['params'][number], string | number>;

const LEVEL_RANK: Record<FindingLevel, number> = { alert: 0, watch: 1, info: 2 };

const finding = <C extends FindingCode>(code: C, level: FindingLevel, params: ParamsOf<C>): Finding => ({ code, level, params });

// Rounding for the sentences.
const wholeDays = (days: number): number => Math.round(days);
/** 1 decimal under 100 g, whole grams from 100 g. */
export const roundGrams = (grams: number): number => (Math.abs(grams) < 100 ? Math.round(grams * 10) / 10 : Math.round(grams));

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const mean = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0) / values.length;

/** Days between successive dates of an ascending list. */
const intervalsOf = (dates: readonly string[]): number[] => dates.slice(1).map((d, i) => daysBetween(dates[i] ?? d, d));

const uniqueSorted = (dates: Iterable<string>): string[] => [...new Set(dates)].sort();

function feedingFindings(input: InsightInput, today: string, modes: ActiveModes): Finding[] {
  const out: Finding[] = [];
  const feedings = input.feedings.filter((f) => f.date <= today);
  const mealDays = uniqueSorted(feedings.filter((f) => f.outcome === 'ate').map((f) => f.date));
  const R = INSIGHT_RULES;
  // In brumation, or gravid before she lays, a fast and refusals are expected: said, not warned of.
  const fastExpected = modes.brumation !== null || modes.gravid !== null;

  const streak = refusalStreak(feedings, today);
  let refusal: Finding | null = null;
  if (streak && streak.count >= R.refusalWatch && fastExpected) {
    refusal = finding('refusalExpected', 'info', { count: streak.count, sinceDate: streak.sinceDate });
  } else if (streak && streak.count >= R.refusalWatch) {
    const sinceDays = daysBetween(streak.sinceDate, today);
    const level = streak.count >= R.refusalAlert || sinceDays > R.refusalAlertDays ? 'alert' : 'watch';
    refusal = finding('refusalStreak', level, { count: streak.count, sinceDate: streak.sinceDate, sinceDays });
  }

  if (mealDays.length < R.minMeals) return refusal ? [refusal] : [];

  const recentDays = mealDays.slice(-(R.feedingIntervalWindow + 1));
  const intervals = intervalsOf(recentDays);
  const usual = median(intervals);
  const lastDate = recentDays[recentDays.length - 1] ?? today;
  const sinceDays = daysBetween(lastDate, today);

  if (sinceDays > R.overdueWatch * usual && !fastExpected) {
    out.push(finding('feedingOverdue', sinceDays > R.overdueAlert * usual ? 'alert' : 'watch', { sinceDays, lastDate, medianDays: wholeDays(usual) }));
  }
  if (refusal) out.push(refusal);

  if (intervals.length >= R.trendRecent + R.trendMinEarlier) {
    const recent = mean(intervals.slice(-R.trendRecent));
    const earlier = mean(intervals.slice(0, -R.trendRecent));
    const params = { recentDays: wholeDays(recent), earlierDays: wholeDays(earlier) };
    if (recent > earlier * (1 + R.trendChange)) out.push(finding('feedingIntervalLonger', 'watch', params));
    else if (recent < earlier * (1 - R.trendChange)) out.push(finding('feedingIntervalShorter', 'info', params));
  }

  // The usual interval on its own only when the overdue finding does not already say it.
  if (!out.some((f) => f.code === 'feedingOverdue')) {
    out.push(finding('feedingInterval', 'info', { medianDays: wholeDays(usual), meals: recentDays.length, lastDate }));
  }
  return out;
}

/** Weighings in the window (from `since` when later), one per day (the mean of a day's weighings), oldest first. */
function weighingsInWindow(input: InsightInput, today: string, since?: string): { date: string; grams: number }[] {
  const windowStart = addDays(today, -INSIGHT_RULES.weightWindowDays);
  const from = since && since > windowStart ? since : windowStart;
  const byDay = new Map<string, number[]>();
  for (const g of input.growth) {
    if (g.weightGrams == null || g.date < from || g.date > today) continue;
    byDay.set(g.date, [...(byDay.get(g.date) ?? []), g.weightGrams]);
  }
  return [...byDay.entries()].map(([date, grams]) => ({ date, grams: mean(grams) })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** A brumation is judged from the last weighing before it (up to two weeks before its start). */
const BRUMATION_LEAD_DAYS = 14;

function weightFindings(input: InsightInput, today: string, modes: ActiveModes): Finding[] {
  const R = INSIGHT_RULES;
  // After a laying her weight is judged from the laying on (the eggs' weight is not a loss);
  // in brumation, from just before it, against its own rule.
  const since = modes.postLay?.laidDate ?? (modes.brumation ? addDays(modes.brumation.startDate, -BRUMATION_LEAD_DAYS) : undefined);
  const weighings = weighingsInWindow(input, today, since);
  const first = weighings[0];
  const last = weighings[weighings.length - 1];
  if (!first || !last || weighings.length < 2) return [];
  const spanDays = daysBetween(first.date, last.date);
  if (spanDays < R.weightMinSpanDays && !modes.postLay) return [];

  const change = last.grams - first.grams;
  const base = { fromGrams: roundGrams(first.grams), toGrams: roundGrams(last.grams), spanDays };
  const trend = { ...base, percent: Math.round((Math.abs(change) / first.grams) * 100), perMonthGrams: roundGrams((Math.abs(change) / spanDays) * 30) };
  if (modes.postLay && -change >= R.weightWatchLoss * first.grams) {
    const params = { percent: trend.percent, fromGrams: base.fromGrams, toGrams: base.toGrams, laidDate: modes.postLay.laidDate };
    return [finding('weightLossPostLay', -change > R.weightAlertLoss * first.grams ? 'alert' : 'watch', params)];
  }
  if (modes.postLay && spanDays < R.weightMinSpanDays) return [];
  if (modes.brumation && change < 0) {
    const rule = brumationRule(input.species);
    const limits = { percent: trend.percent, spanDays };
    if (-change > rule.alert * first.grams) return [finding('weightLossBrumation', 'alert', { ...limits, limitPercent: Math.round(rule.alert * 100), fromGrams: base.fromGrams, toGrams: base.toGrams })];
    if (-change >= rule.watch * first.grams) return [finding('weightLossBrumation', 'watch', { ...limits, limitPercent: Math.round(rule.watch * 100), fromGrams: base.fromGrams, toGrams: base.toGrams })];
    return [finding('weightBrumationWithin', 'info', { ...limits, limitPercent: Math.round(rule.watch * 100) })];
  }
  // Compared as products, so 400 g -> 380 g is exactly a 5% loss.
  if (-change > R.weightAlertLoss * first.grams) return [finding('weightLoss', 'alert', trend)];
  if (-change >= R.weightWatchLoss * first.grams) return [finding('weightLoss', 'watch', trend)];
  if (change >= R.weightGain * first.grams) return [finding('weightGain', 'info', trend)];
  return [finding('weightSteady', 'info', base)];
}

function shedFindings(input: InsightInput, today: string): Finding[] {
  const R = INSIGHT_RULES;
  const sheds = input.sheds.filter((s) => s.date <= today);
  const days = uniqueSorted(sheds.map((s) => s.date));
  const lastDate = days[days.length - 1];
  if (!lastDate) return [];
  const out: Finding[] = [];
  // Cautious: a day with any incomplete shed logged counts as incomplete.
  if (sheds.some((s) => s.date === lastDate && !s.complete)) out.push(finding('shedIncomplete', 'watch', { lastDate }));
  if (days.length < R.minSheds) return out;

  const recentDays = days.slice(-(R.feedingIntervalWindow + 1));
  const usual = median(intervalsOf(recentDays));
  const sinceDays = daysBetween(lastDate, today);
  if (sinceDays > R.shedOverdue * usual) out.push(finding('shedOverdue', 'watch', { sinceDays, lastDate, medianDays: wholeDays(usual) }));
  else out.push(finding('shedInterval', 'info', { medianDays: wholeDays(usual), sheds: recentDays.length, lastDate }));
  return out;
}

function healthFindings(input: InsightInput, today: string): Finding[] {
  return input.health
    .filter((h) => h.status === 'ongoing' && h.date <= today)
    .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.issue < b.issue ? -1 : a.issue > b.issue ? 1 : 0))
    .map((h) => {
      const ageDays = daysBetween(h.date, today);
      const params = { issue: h.issue, sinceDate: h.date, ageDays };
      if (h.severity === 'severe') return finding('healthOngoingSevere', 'alert', params);
      return finding('healthOngoing', ageDays > INSIGHT_RULES.healthAlertDays ? 'alert' : 'watch', params);
    });
}

function clutchFindings(input: InsightInput, today: string): Finding[] {
  const logs = input.breeding.filter((b) => b.date <= today);
  const window = incubationWindow(input.species);
  const out: { laidDate: string; id: string; f: Finding }[] = [];
  for (const opener of logs) {
    if (!opensClutch(opener)) continue;
    const members = logs.filter((l) => clutchKeyOf(l) === opener.id);
    if (members.some((l) => l.eventType === 'hatching')) continue;
    // The first laying of the clutch (eggs laid over several days join the opener's clutch).
    const laidDate = members.filter((l) => l.eventType === 'laying').reduce((min, l) => (l.date < min ? l.date : min), opener.date);
    const sinceDays = daysBetween(laidDate, today);
    if (sinceDays > INSIGHT_RULES.clutchLookbackDays) continue;
    const fromDate = addDays(laidDate, window.minDays);
    const toDate = addDays(laidDate, window.maxDays);
    const f = today > toDate
      ? finding('clutchPastWindow', 'watch', { laidDate, sinceDays, toDate })
      : finding('clutchIncubating', 'info', { laidDate, sinceDays, fromDate, toDate });
    out.push({ laidDate, id: opener.id, f });
  }
  return out.sort((a, b) => (a.laidDate !== b.laidDate ? (a.laidDate < b.laidDate ? -1 : 1) : a.id < b.id ? -1 : 1)).map((c) => c.f);
}

/** The care modes holding today, and a quarantine past its length. */
function modeFindings(modes: ActiveModes, today: string): Finding[] {
  const out: Finding[] = [];
  const q = modes.quarantine;
  if (q && today > q.releaseDate) out.push(finding('quarantineDue', 'watch', { releaseDate: q.releaseDate, overDays: daysBetween(q.releaseDate, today) }));
  else if (q) out.push(finding('modeQuarantine', 'info', { sinceDate: q.startDate, dayNumber: q.dayNumber, releaseDate: q.releaseDate }));
  const b = modes.brumation;
  if (b) {
    const since = { sinceDate: b.startDate, sinceDays: daysBetween(b.startDate, today) };
    out.push(b.plannedEnd ? finding('modeBrumationUntil', 'info', { ...since, untilDate: b.plannedEnd }) : finding('modeBrumation', 'info', since));
  }
  if (modes.gravid) out.push(finding('modeGravid', 'info', { sinceDate: modes.gravid.startDate, sinceDays: daysBetween(modes.gravid.startDate, today) }));
  if (modes.postLay) out.push(finding('modePostLay', 'info', { laidDate: modes.postLay.laidDate, untilDate: modes.postLay.untilDate }));
  return out;
}

/**
 * What is missing before the feeding, weight and shed histories can be read: "log 2 more meals".
 * Said beside the other findings; on their own, the one `notEnoughData` sentence says them all.
 */
export function missingLogs(input: InsightInput, today: string): Finding[] {
  const R = INSIGHT_RULES;
  const out: Finding[] = [];
  const meals = new Set(input.feedings.filter((f) => f.outcome === 'ate' && f.date <= today).map((f) => f.date)).size;
  if (meals < R.minMeals) out.push(finding('needMeals', 'info', { count: R.minMeals - meals }));
  const weighings = weighingsInWindow(input, today);
  const first = weighings[0];
  if (weighings.length < 2) out.push(finding('needWeighings', 'info', { count: 2 - weighings.length }));
  else if (first && daysBetween(first.date, weighings[weighings.length - 1]?.date ?? first.date) < R.weightMinSpanDays) {
    out.push(finding('needWeighingSpan', 'info', { fromDate: addDays(first.date, R.weightMinSpanDays) }));
  }
  const sheds = new Set(input.sheds.filter((s) => s.date <= today).map((s) => s.date)).size;
  if (sheds < R.minSheds) out.push(finding('needSheds', 'info', { count: R.minSheds - sheds }));
  return out;
}

/** What the keeper has logged towards the three findings that need a history. */
function notEnoughData(input: InsightInput, today: string): Finding {
  const meals = new Set(input.feedings.filter((f) => f.outcome === 'ate' && f.date <= today).map((f) => f.date)).size;
  const sheds = new Set(input.sheds.filter((s) => s.date <= today).map((s) => s.date)).size;
  return finding('notEnoughData', 'info', { meals, weighings: weighingsInWindow(input, today).length, sheds });
}

const CODE_RANK = new Map(Object.keys(FINDING_CODES).map((code, i) => [code, i]));

/**
 * One reptile's findings on `today` (the keeper's IsoDate): alerts first, then watches, then
 * info; within a level in the order of FINDING_CODES (health, feeding, weight, sheds, clutches),
 * several findings of one code oldest first. When nothing can be said, a single `notEnoughData`;
 * else what is missing for a history follows (`need…`). Care modes (issue 29) change the reading:
 * no overdue meal and refusals expected in brumation or while gravid, weight judged by the
 * brumation rule or from the laying. A code's every param appears in its sentence (FINDING_CODES).
 */
export function analyzeReptile(input: InsightInput, today: string): Finding[] {
  const modes = activeModes(input, today);
  const found = [
    ...healthFindings(input, today),
    ...feedingFindings(input, today, modes),
    ...weightFindings(input, today, modes),
    ...shedFindings(input, today),
    ...clutchFindings(input, today),
    ...modeFindings(modes, today),
  ];
  if (found.length === 0) return [notEnoughData(input, today)];
  const findings = [...found, ...missingLogs(input, today)];
  // A stable sort: findings of one code keep the order they were made in.
  return findings.sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || (CODE_RANK.get(a.code) ?? 0) - (CODE_RANK.get(b.code) ?? 0));
}
