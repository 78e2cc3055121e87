/**
 * What the report for the vet says about one animal over a period, before any words: the rows of
 * its logs that fall in the period, in the order a reader expects, and the few numbers worked out
 * from them (meals eaten and refused, each climate spot's lowest and highest). Pure, so the page,
 * the PDF and the tests read one answer.
 */
import { addDays, addMonths } from '../../../shared/rules/calendar-date';
import { feedingItems, type FeederRef } from '../../../shared/rules/feeding';
import type { ManualFeedingItem, FeedingOutcome } from '../../../shared/schemas/feeding-log';
import { TEMPERATURE_SPOTS } from '../../../shared/schemas/climate';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import type { LocalGrowthLog, LocalLog, LocalReptile } from '../../lib/db';

export const PERIODS = ['3m', '6m', '12m', 'all'] as const;
export type PeriodKey = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: PeriodKey = '6m';
const MONTHS: Record<Exclude<PeriodKey, 'all'>, number> = { '3m': 3, '6m': 6, '12m': 12 };

export const isPeriod = (value: string | null): value is PeriodKey => PERIODS.includes(value as PeriodKey);

/** The period's first day (null: everything recorded) and its last, today. */
export interface Period { key: PeriodKey; from: string | null; to: string }

export const periodOf = (key: PeriodKey, today: string): Period =>
  ({ key, from: key === 'all' ? null : addMonths(today, -MONTHS[key]), to: today });

/** A care mode (table `careModes`, issue 29), as the report reads it. */
export type CareModeRow = Pick<SyncedRowOf<'careModes'>, 'id' | 'reptileId' | 'mode' | 'startDate' | 'plannedEnd' | 'endDate' | 'quarantineDays' | 'checks' | 'notes' | 'deleted'>;

/** A medication course (table `medCourses`, issue 29); its doses are reminders. */
export type MedCourseRow = Pick<SyncedRowOf<'medCourses'>, 'id' | 'reptileId' | 'drug' | 'dose' | 'doseUnit' | 'concentrationMgPerMl' | 'route' | 'everyHours'
  | 'days' | 'startDate' | 'weightGrams' | 'weighedOn' | 'volumeMl' | 'doseIds' | 'stoppedOn' | 'notes' | 'deleted'>;

/** What a dose reminder says about the dose: given or not, and when. */
export interface DoseReminder { id: string; completed: boolean; completedAt: number | null }

export interface ReadingRow { at: number; hotC?: number | null; coolC?: number | null; baskingC?: number | null; ambientC?: number | null; humidityPct?: number | null }

export const CLIMATE_SPOTS = [...TEMPERATURE_SPOTS, 'humidityPct'] as const;
export type ClimateSpotKey = (typeof CLIMATE_SPOTS)[number];

/** Where the animal lives now. */
export interface PlaceNow { enclosure: string; rack: string | null }

export interface ReportRows {
  reptile: LocalReptile;
  growth: readonly LocalGrowthLog[];
  feedings: readonly LocalLog<'feedingLogs'>[];
  sheds: readonly LocalLog<'sheddingLogs'>[];
  health: readonly LocalLog<'healthLogs'>[];
  feeders: readonly (FeederRef & { id: string })[];
  /** Null: this device's database has no such table (yet). */
  careModes: readonly CareModeRow[] | null;
  medCourses: readonly MedCourseRow[] | null;
  reminders: readonly DoseReminder[];
  place: PlaceNow | null;
  /** The current enclosure's readings (any moment; the period is applied here). */
  readings: readonly ReadingRow[];
}

export interface FeedingLine {
  date: string;
  /** What was offered; null for an inventory feeder no longer on the device. */
  items: readonly ManualFeedingItem[] | null;
  quantity: number | null;
  outcome: FeedingOutcome;
  notes: string | null;
}

export interface CourseLine { course: MedCourseRow; lastDay: string; given: number; total: number }

export interface SpotRange { spot: ClimateSpotKey; min: number; max: number; count: number }

export interface VetReportModel {
  period: Period;
  reptile: LocalReptile;
  /** The newest weighing ever logged (else the profile's weight), and its date when logged. */
  weight: { grams: number; date: string | null } | null;
  place: PlaceNow | null;
  /** Oldest first. */
  measures: { date: string; weightGrams: number | null; lengthCm: number | null }[];
  /** Newest first, like every table below. */
  feedings: FeedingLine[];
  meals: Record<FeedingOutcome, number>;
  sheds: { date: string; complete: boolean; observations: string | null }[];
  health: LocalLog<'healthLogs'>[];
  careModes: CareModeRow[] | null;
  medications: CourseLine[] | null;
  climate: { ranges: SpotRange[]; count: number; first: number; last: number } | null;
}

const newestFirst = (a: { date: string; id: string }, b: { date: string; id: string }) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id);
const live = <T extends { deleted?: boolean }>(rows: readonly T[]): T[] => rows.filter((r) => !r.deleted);

/** A course's last day: the day it was stopped, else its planned last day. */
export const courseLastDay = (c: MedCourseRow): string => c.stoppedOn ?? addDays(c.startDate, Math.max(1, c.days) - 1);

export function vetReportModel(rows: ReportRows, period: Period): VetReportModel {
  const inPeriod = (date: string) => (period.from === null || date >= period.from) && date <= period.to;
  const overlaps = (start: string, end: string | null) => start <= period.to && (period.from === null || end === null || end >= period.from);
  const feeders = new Map(rows.feeders.map((f) => [f.id, f]));

  const weighings = live(rows.growth).filter((g) => g.weightGrams != null).sort(newestFirst);
  const newest = weighings[0];
  const weight = newest?.weightGrams != null ? { grams: newest.weightGrams, date: newest.date }
    : rows.reptile.weightGrams != null ? { grams: rows.reptile.weightGrams, date: null } : null;

  const measures = live(rows.growth).filter((g) => inPeriod(g.date)).sort(newestFirst).reverse()
    .map((g) => ({ date: g.date, weightGrams: g.weightGrams ?? null, lengthCm: g.lengthCm ?? null }));

  const feedings = live(rows.feedings).filter((f) => inPeriod(f.date)).sort(newestFirst).map((f): FeedingLine => ({
    date: f.date,
    items: feedingItems(f.source, f.source.kind === 'inventory' ? feeders.get(f.source.feederId) : null),
    quantity: f.source.kind === 'inventory' ? f.source.quantity : null,
    outcome: f.outcome,
    notes: f.notes ?? null,
  }));
  const meals: Record<FeedingOutcome, number> = { ate: 0, refused: 0, regurgitated: 0 };
  for (const f of feedings) meals[f.outcome] += 1;

  const sheds = live(rows.sheds).filter((s) => inPeriod(s.date)).sort(newestFirst)
    .map((s) => ({ date: s.date, complete: s.complete, observations: s.observations ?? null }));
  // An issue begun before the period still counts when it was open during it.
  const health = live(rows.health).filter((h) => overlaps(h.date, h.status === 'resolved' ? (h.resolvedDate ?? h.date) : null)).sort(newestFirst);

  const careModes = rows.careModes && live(rows.careModes)
    .filter((m) => m.reptileId === rows.reptile.id && overlaps(m.startDate, m.endDate))
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id));

  const reminders = new Map(rows.reminders.map((r) => [r.id, r]));
  const medications = rows.medCourses && live(rows.medCourses)
    .filter((c) => c.reptileId === rows.reptile.id && overlaps(c.startDate, courseLastDay(c)))
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id))
    .map((course): CourseLine => {
      const given = course.doseIds.map((id) => reminders.get(id)).filter((r): r is DoseReminder => Boolean(r?.completed));
      return { course, lastDay: courseLastDay(course), given: given.length, total: course.doseIds.length };
    });

  return { period, reptile: rows.reptile, weight, place: rows.place, measures, feedings, meals, sheds, health, careModes, medications, climate: climateOf(rows.readings, period) };
}

/** Local midnight of a date: readings are moments, the period's days are the keeper's own. */
export const localMidnight = (iso: string) => new Date(`${iso}T00:00:00`).getTime();

/** Each spot's lowest and highest reading in the period (spots never read are left out); null: no reading. */
export function climateOf(readings: readonly ReadingRow[], period: Period): VetReportModel['climate'] {
  const from = period.from === null ? -Infinity : localMidnight(period.from);
  const within = readings.filter((r) => r.at >= from);
  if (within.length === 0) return null;
  // Folded, not spread into Math.min: a logger's year is far more readings than a call takes arguments.
  const ranges = CLIMATE_SPOTS.flatMap((spot): SpotRange[] => {
    let range: SpotRange | null = null;
    for (const r of within) {
      const v = r[spot];
      if (v == null) continue;
      range = range ? { spot, min: Math.min(range.min, v), max: Math.max(range.max, v), count: range.count + 1 } : { spot, min: v, max: v, count: 1 };
    }
    return range ? [range] : [];
  });
  const first = within.reduce((m, r) => Math.min(m, r.at), Infinity);
  const last = within.reduce((m, r) => Math.max(m, r.at), -Infinity);
  return { ranges, count: within.length, first, last };
}
