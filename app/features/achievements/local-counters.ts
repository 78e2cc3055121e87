/**
 * The achievement counters (shared/achievements/counters.ts), counted on this device from the
 * keeper's local rows (by index: readLocalCounters), only to show how far along the locked achievements are ("7/10 feedings").
 * Awards are never decided here: the server counts its own rows and its earned rows reach the
 * device through pull. So a count here may run ahead of the server (logs not pushed yet) or behind
 * it (logs from another device not pulled yet); the progress bar follows as sync catches up.
 */
import { ZERO_COUNTERS, type AchievementCounters } from '../../../shared/achievements/counters';
import { daysOfSpans, loggingStreaks } from '../../../shared/achievements/streak';
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

/**
 * What the counters are made of, as numbers and dates rather than rows: what the device can read
 * from its indexes without loading every log (readLocalCounters), and what rows in memory reduce
 * to (countersOf). One function (countersFrom) turns either into the counters.
 */
export interface CounterFacts {
  reptiles: number;
  feedings: number;
  sheds: number;
  healthLogs: number;
  events: number;
  growthLogs: number;
  /** Growth measurements per reptile. */
  growthPerReptile: Iterable<number>;
  /** Breeding logs are few (a laying, a hatching per clutch) and their type decides: read as rows. */
  breedingLogs: readonly Pick<LocalLog<'breedingLogs'>, 'eventType' | 'clutchId'>[];
  /** Every log date, of every kind (repeats allowed). */
  logDates: Iterable<string>;
  /** Days one of the keeper's animals spent in brumation: they do not break a streak (issue 29). */
  restDays?: Iterable<string>;
  collections: number;
  ocrImports: number;
}

export function countersFrom(f: CounterFacts, today: string): AchievementCounters {
  return {
    ...ZERO_COUNTERS,
    // The keeper is signed in, which is what the first-login check records on the server.
    logins: 1,
    reptiles: f.reptiles,
    logs: f.feedings + f.sheds + f.healthLogs + f.events + f.growthLogs + f.breedingLogs.length,
    feedings: f.feedings,
    sheds: f.sheds,
    events: f.events,
    healthLogs: f.healthLogs,
    maxGrowthLogsOfOneReptile: Math.max(0, ...f.growthPerReptile),
    clutches: f.breedingLogs.filter(opensClutch).length,
    // A hatching counts once whatever its count of hatchlings (a blank count too).
    hatchings: f.breedingLogs.filter((b) => b.eventType === 'hatching').length,
    collections: f.collections,
    longestStreakDays: loggingStreaks(f.logDates, today, f.restDays).longest,
    // Contest entries are online data (not on the device): their achievement shows 0/1 until the
    // server awards it, which it does with the first one.
    contestEntries: 0,
    ocrImports: f.ocrImports,
  };
}

/** How many of each reptile id. */
function perReptile(reptileIds: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of reptileIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The counters from rows in memory, by the server's rules; `today` (the keeper's date) bounds streaks. */
export function countersOf(rows: CounterRows, today: string): AchievementCounters {
  const growth = live(rows.growthLogs);
  const dated = [live(rows.feedingLogs), live(rows.sheddingLogs), live(rows.healthLogs), live(rows.eventLogs), growth, live(rows.breedingLogs)];
  return countersFrom({
    reptiles: live(rows.reptiles).length,
    feedings: dated[0]!.length,
    sheds: dated[1]!.length,
    healthLogs: dated[2]!.length,
    events: dated[3]!.length,
    growthLogs: growth.length,
    growthPerReptile: perReptile(growth.map((g) => g.reptileId)).values(),
    breedingLogs: live(rows.breedingLogs),
    logDates: dated.flatMap((table) => table.map((l) => l.date)),
    collections: live(rows.collections).length,
    ocrImports: rows.ocrImports.length,
  }, today);
}

const DATED = ['feedingLogs', 'sheddingLogs', 'healthLogs', 'eventLogs'] as const;

/** An index's keys as strings, or of a compound index as tuples of strings (the date indexes hold IsoDates). */
const asStrings = (keys: readonly unknown[]): string[] => keys.filter((k): k is string => typeof k === 'string');
const asPairs = (keys: readonly unknown[]): [string, string][] =>
  keys.filter((k): k is [string, string] => Array.isArray(k) && typeof k[0] === 'string' && typeof k[1] === 'string');

/**
 * Reads the counters from the keeper's database through counts and index keys, never loading a
 * feeding, shedding, health, event or growth log: a breeder has tens of thousands of them. Logs
 * count by `count()`, which holds because tombstones never stay on the device (a pulled deletion
 * and a local one both remove the row: page-rows.ts, writer.ts); streak days are the distinct keys
 * of each `date` index and growth's `[reptileId+date]` keys, which also give growth per reptile.
 * Only reptiles, collections and breeding logs (few, and decided by their fields) are read as rows.
 * Call it inside a live query so progress follows the rows.
 */
export async function readLocalCounters(db: UserDb, today: string): Promise<AchievementCounters> {
  const tables = [db.reptiles, db.feedingLogs, db.sheddingLogs, db.healthLogs, db.eventLogs, db.breedingLogs, db.growthLogs, db.collections, db.ocrImports, db.careModes];
  return db.transaction('r', tables, async () => {
    const [reptiles, feedings, sheds, healthLogs, events, breedingLogs, growthKeys, collections, ocrImports, modes, ...dateKeys] = await Promise.all([
      db.reptiles.toArray(), db.feedingLogs.count(), db.sheddingLogs.count(), db.healthLogs.count(), db.eventLogs.count(),
      db.breedingLogs.toArray(), db.growthLogs.orderBy('[reptileId+date]').keys(), db.collections.toArray(), db.ocrImports.count(), db.careModes.toArray(),
      ...DATED.map((t) => db[t].orderBy('date').uniqueKeys()),
    ]);
    const growth = asPairs(growthKeys);
    const breeding = live(breedingLogs);
    return countersFrom({
      reptiles: live(reptiles).length,
      feedings, sheds, healthLogs, events,
      growthLogs: growth.length,
      growthPerReptile: perReptile(growth.map(([reptileId]) => reptileId)).values(),
      breedingLogs: breeding,
      logDates: [...dateKeys.flatMap(asStrings), ...growth.map(([, date]) => date), ...breeding.map((b) => b.date)],
      // The keeper's own animals' brumations, as the server reads them.
      restDays: daysOfSpans(live(modes).filter((m) => m.mode === 'brumation' && m.userId === db.userId), today),
      collections: live(collections).length,
      ocrImports,
    }, today);
  });
}
