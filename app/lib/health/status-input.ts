/**
 * What the status of an animal is worked out from on the device (issue 29): its live logs and care
 * modes as the shared analysis reads them (shared/insights/types.ts InsightInput). One shape for
 * one animal and for the dashboard's 300, so a status never depends on which screen asked.
 *
 * The windows (STATUS_WINDOWS) bound what is read, since the dashboard reads every animal's logs
 * at once. Each is wider than any rule of the analysis looks back:
 * - feedings, sheds and breeding: 365 days. The analysis reads the last 9 meals and sheds (their
 *   intervals), the refusals in a row since the last meal, clutches of the last 120 days and a
 *   laying since a gravid mode began. A year holds 9 meals of any animal fed at least every 40
 *   days and 3 sheds of one shedding at least every 4 months; an animal with fewer in a year is
 *   told what to log (`needMeals`, `needSheds`), which is true of its last year. A refusal streak
 *   longer than a year, or a gravid mode started more than a year ago, would be read short: both
 *   are far outside any keeper's care, and reading every log ever of 300 animals is not.
 * - growth: the analysis's weight window (90 days) and the two weeks before a brumation's start
 *   it may weigh from (it never reads before the 90 days; the lead is margin, not a need).
 * - health: every ongoing issue, whatever its date (an issue open for two years is the point);
 *   resolved ones are never read.
 * - care modes: all of them (a few rows an animal).
 */
import { addDays } from '../../../shared/rules/calendar-date';
import { INSIGHT_RULES } from '../../../shared/insights/analyze';
import type { InsightInput, ModeSpan } from '../../../shared/insights/types';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import type { LocalReptile, UserDb } from '../db';

export type CareModeRow = SyncedRowOf<'careModes'>;

/** The rows of one animal the status reads (tombstones left out). */
export interface AnimalRows {
  feedings: readonly SyncedRowOf<'feedingLogs'>[];
  growth: readonly SyncedRowOf<'growthLogs'>[];
  sheds: readonly SyncedRowOf<'sheddingLogs'>[];
  health: readonly SyncedRowOf<'healthLogs'>[];
  breeding: readonly SyncedRowOf<'breedingLogs'>[];
  modes: readonly CareModeRow[];
}

export const NO_ROWS: AnimalRows = { feedings: [], growth: [], sheds: [], health: [], breeding: [], modes: [] };

/** Days back from today each log table is read from (see the header). */
export const STATUS_WINDOWS = {
  logsDays: 365,
  growthDays: INSIGHT_RULES.weightWindowDays + 14,
} as const;

/** The first day read of the dated logs, and of the weighings. */
export const windowStarts = (today: string) => ({
  logsFrom: addDays(today, -STATUS_WINDOWS.logsDays),
  growthFrom: addDays(today, -STATUS_WINDOWS.growthDays),
});

export const modeSpan = (m: CareModeRow): ModeSpan =>
  ({ mode: m.mode, startDate: m.startDate, endDate: m.endDate, plannedEnd: m.plannedEnd, quarantineDays: m.quarantineDays });

/** The animal and its rows as the analysis reads them. */
export function insightInputOf(reptile: Pick<LocalReptile, 'species' | 'hatchDate'>, rows: AnimalRows): InsightInput {
  return {
    species: reptile.species,
    hatchDate: reptile.hatchDate ?? null,
    growth: rows.growth.map((g) => ({ date: g.date, weightGrams: g.weightGrams, lengthCm: g.lengthCm })),
    feedings: rows.feedings.map((f) => ({ date: f.date, outcome: f.outcome })),
    sheds: rows.sheds.map((s) => ({ date: s.date, complete: s.complete !== false })),
    health: rows.health.map((h) => ({ date: h.date, issue: h.issue, severity: h.severity ?? null, status: h.status, resolvedDate: h.resolvedDate ?? null })),
    breeding: rows.breeding.map((b) => ({ id: b.id, date: b.date, eventType: b.eventType, clutchId: b.clutchId ?? null, outcomeCount: b.outcomeCount ?? null })),
    modes: rows.modes.map(modeSpan),
  };
}

/** Live rows grouped by their animal, tombstones left out. */
export function groupByReptile<R extends { reptileId: string; deleted: boolean }>(rows: readonly R[]): Map<string, R[]> {
  const out = new Map<string, R[]>();
  for (const row of rows) {
    if (row.deleted) continue;
    const list = out.get(row.reptileId);
    if (list) list.push(row);
    else out.set(row.reptileId, [row]);
  }
  return out;
}

/** Every animal's rows over the status windows, grouped by animal: one range read per log table. */
export interface GroupedRows {
  feedings: Map<string, SyncedRowOf<'feedingLogs'>[]>;
  growth: Map<string, SyncedRowOf<'growthLogs'>[]>;
  sheds: Map<string, SyncedRowOf<'sheddingLogs'>[]>;
  health: Map<string, SyncedRowOf<'healthLogs'>[]>;
  breeding: Map<string, SyncedRowOf<'breedingLogs'>[]>;
  modes: Map<string, CareModeRow[]>;
}

/** Reads the rows every status needs, for all animals at once (the dashboard, the daily health notice). */
export async function readGroupedRows(db: UserDb, today: string): Promise<GroupedRows> {
  const { logsFrom, growthFrom } = windowStarts(today);
  const [feedings, growth, sheds, health, breeding, modes] = await Promise.all([
    db.feedingLogs.where('date').aboveOrEqual(logsFrom).toArray(),
    db.growthLogs.where('date').aboveOrEqual(growthFrom).toArray(),
    db.sheddingLogs.where('date').aboveOrEqual(logsFrom).toArray(),
    db.healthLogs.filter((h) => h.status === 'ongoing').toArray(),
    db.breedingLogs.where('date').aboveOrEqual(logsFrom).toArray(),
    db.careModes.toArray(),
  ]);
  return {
    feedings: groupByReptile(feedings), growth: groupByReptile(growth), sheds: groupByReptile(sheds),
    health: groupByReptile(health), breeding: groupByReptile(breeding), modes: groupByReptile(modes),
  };
}

/** One animal's rows out of the grouped ones. */
export const rowsOf = (grouped: GroupedRows, reptileId: string): AnimalRows => ({
  feedings: grouped.feedings.get(reptileId) ?? [], growth: grouped.growth.get(reptileId) ?? [], sheds: grouped.sheds.get(reptileId) ?? [],
  health: grouped.health.get(reptileId) ?? [], breeding: grouped.breeding.get(reptileId) ?? [], modes: grouped.modes.get(reptileId) ?? [],
});
