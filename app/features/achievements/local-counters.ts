/**
 * The achievement counters (shared/achievements/counters.ts), counted on this device from the
 * keeper's local rows, only to show how far along the locked achievements are ("7/10 feedings").
 * Awards are never decided here: the server counts its own rows and its earned rows reach the
 * device through pull. So a count here may run ahead of the server (logs not pushed yet) or behind
 * it (logs from another device not pulled yet); the progress bar follows as sync catches up.
 */
import { ZERO_COUNTERS, type AchievementCounters } from '../../../shared/achievements/counters';
import { loggingStreaks } from '../../../shared/achievements/streak';
import { opensClutch } from '../../../shared/rules/breeding';
import type { LocalGrowthLog, LocalLog, UserDb } from '../../lib/db';

/** The local rows the counters read; tombstones may be among them and are skipped. */
export interface CounterRows {
  reptiles: readonly { deleted: boolean }[];
  growthLogs: readonly Pick<LocalGrowthLog, 'reptileId' | 'date' | 'deleted'>[];
  feedingLogs: readonly Pick<LocalLog<'feedingLogs'>, 'date' | 'deleted'>[];
  sheddingLogs: readonly Pick<LocalLog<'sheddingLogs'>, 'date' | 'deleted'>[];
  healthLogs: readonly Pick<LocalLog<'healthLogs'>, 'date' | 'deleted'>[];
  breedingLogs: readonly Pick<LocalLog<'breedingLogs'>, 'date' | 'eventType' | 'clutchId' | 'deleted'>[];
  eventLogs: readonly Pick<LocalLog<'eventLogs'>, 'date' | 'deleted'>[];
  collections: readonly { deleted: boolean }[];
  /** OCR imports are never deleted: every row counts, as on the server. */
  ocrImports: readonly unknown[];
}

const live = <R extends { deleted: boolean }>(rows: readonly R[]): R[] => rows.filter((r) => !r.deleted);

/** Growth measurements of the reptile that has the most. */
function maxPerReptile(logs: readonly { reptileId: string }[]): number {
  const perReptile = new Map<string, number>();
  for (const { reptileId } of logs) perReptile.set(reptileId, (perReptile.get(reptileId) ?? 0) + 1);
  return Math.max(0, ...perReptile.values());
}

/** The counters from the rows, by the server's rules; `today` (the keeper's date) bounds streaks. */
export function countersOf(rows: CounterRows, today: string): AchievementCounters {
  const growth = live(rows.growthLogs);
  const feedings = live(rows.feedingLogs);
  const sheds = live(rows.sheddingLogs);
  const health = live(rows.healthLogs);
  const breeding = live(rows.breedingLogs);
  const events = live(rows.eventLogs);
  const logs = [growth, feedings, sheds, health, breeding, events];
  return {
    ...ZERO_COUNTERS,
    // The keeper is signed in, which is what the first-login check records on the server.
    logins: 1,
    reptiles: live(rows.reptiles).length,
    logs: logs.reduce((sum, table) => sum + table.length, 0),
    feedings: feedings.length,
    sheds: sheds.length,
    events: events.length,
    healthLogs: health.length,
    maxGrowthLogsOfOneReptile: maxPerReptile(growth),
    clutches: breeding.filter(opensClutch).length,
    // A hatching counts once whatever its count of hatchlings (a blank count too).
    hatchings: breeding.filter((b) => b.eventType === 'hatching').length,
    collections: live(rows.collections).length,
    longestStreakDays: loggingStreaks(logs.flatMap((table) => table.map((l) => l.date)), today).longest,
    // Contest entries are online data (not on the device): their achievement shows 0/1 until the
    // server awards it, which it does with the first one.
    contestEntries: 0,
    ocrImports: rows.ocrImports.length,
  };
}

/** Reads the rows from the keeper's database; call it inside a live query so progress follows them. */
export async function readLocalCounters(db: UserDb, today: string): Promise<AchievementCounters> {
  const [reptiles, growthLogs, feedingLogs, sheddingLogs, healthLogs, breedingLogs, eventLogs, collections, ocrImports] = await Promise.all([
    db.reptiles.toArray(), db.growthLogs.toArray(), db.feedingLogs.toArray(), db.sheddingLogs.toArray(),
    db.healthLogs.toArray(), db.breedingLogs.toArray(), db.eventLogs.toArray(), db.collections.toArray(), db.ocrImports.toArray(),
  ]);
  return countersOf({ reptiles, growthLogs, feedingLogs, sheddingLogs, healthLogs, breedingLogs, eventLogs, collections, ocrImports }, today);
}
