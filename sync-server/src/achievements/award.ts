/**
 * Awarding achievements on the server (rules: shared/achievements/). The counters are counted by
 * the server from its own live rows, never taken from a device.
 *
 * In a push, the mutations of the batch say which counters they may have raised (RAISES below); at
 * the end of the batch, in its transaction, only those counters are counted, and only while an
 * achievement that reads them is still locked. A keeper who has earned everything a counter can
 * give (1000 logs, a 30-day streak) is never counted for it again, so a push pays one indexed read
 * of the earned ids, and counting stays bounded by the thresholds. Streaks are counted in a window
 * of 29 days either side of the dates the batch wrote: a run of 30 that includes a new date lies
 * inside it. A streak that does not include a new date was there before and was decided then.
 *
 * Each award is one row per user and achievement (a unique index): deleting and re-adding logs,
 * two devices crossing together or two processes racing insert it once, and its coins are a
 * ledger entry keyed `achievement:<id>`, so they are credited once too. The earned date is the
 * server's time of the batch that crossed the threshold. The keeper's inbox gets one message per
 * award in the same transaction (none for the catalogue backfill's awards: `quiet`).
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db/store';
import { ACHIEVEMENTS, achievementById, type Achievement } from '../../../shared/achievements/catalogue';
import { ZERO_COUNTERS, type AchievementCounters, type SuppliedCounter } from '../../../shared/achievements/counters';
import { newlyEarned } from '../../../shared/achievements/evaluate';
import { daysOfSpans, loggingStreaks } from '../../../shared/achievements/streak';
import { achievementEntry } from '../../../shared/coins/ledger';
import { LOG_SQL_TABLES } from '../../../shared/mutators/logs';
import { opensClutch } from '../../../shared/rules/breeding';
import { addDays, fromEpochDay } from '../../../shared/rules/calendar-date';
import type { MutationName } from '../../../shared/sync/mutations';
import { appendCredits, type SpaceWriter } from '../coins/wallet';
import { sendAchievementsEarned } from '../notifications/system';

const DAY_MS = 86_400_000;
/** Every table of logs (growth measurements are logs too). */
const STREAK_WINDOW_DAYS = 29;

/** The counters a mutation may raise (deletes raise none; an edit can move a log's date or a breeding entry's type). */
const RAISES: { [N in MutationName]?: readonly SuppliedCounter[] } = {
  'reptile.create.v1': ['reptiles'],
  'growthLog.create.v1': ['logs', 'maxGrowthLogsOfOneReptile', 'longestStreakDays'],
  'growthLog.update.v1': ['longestStreakDays'],
  'feedingLog.create.v1': ['logs', 'feedings', 'longestStreakDays'],
  'feedingLog.update.v1': ['longestStreakDays'],
  'sheddingLog.create.v1': ['logs', 'sheds', 'longestStreakDays'],
  'sheddingLog.update.v1': ['longestStreakDays'],
  'healthLog.create.v1': ['logs', 'healthLogs', 'longestStreakDays'],
  'healthLog.update.v1': ['longestStreakDays'],
  'breedingLog.create.v1': ['logs', 'clutches', 'hatchings', 'longestStreakDays'],
  'breedingLog.update.v1': ['clutches', 'hatchings', 'longestStreakDays'],
  'eventLog.create.v1': ['logs', 'events', 'longestStreakDays'],
  'eventLog.update.v1': ['longestStreakDays'],
  'collection.create.v1': ['collections'],
  // An import creates logs of any kind.
  'ocrImport.create.v1': ['ocrImports', 'logs', 'feedings', 'sheds', 'events', 'healthLogs', 'maxGrowthLogsOfOneReptile', 'clutches', 'hatchings', 'longestStreakDays'],
  // A hatch is a hatching log and new reptiles.
  'clutch.hatch.v1': ['logs', 'hatchings', 'reptiles', 'longestStreakDays'],
  'sheetImport.create.v1': ['reptiles', 'logs', 'feedings', 'sheds', 'events', 'healthLogs', 'maxGrowthLogsOfOneReptile', 'longestStreakDays'],
};

/** What a push batch collects from its applied mutations for the award at its end. */
export class RaisedCounters {
  readonly counters = new Set<SuppliedCounter>();
  readonly dates = new Set<string>();

  note(name: MutationName, args: unknown): void {
    const raised = RAISES[name];
    if (!raised) return;
    for (const c of raised) this.counters.add(c);
    const a = args as { date?: unknown; patch?: { date?: unknown }; logs?: { args: { date?: unknown } }[]; log?: { date?: unknown } };
    for (const date of [a.date ?? a.patch?.date ?? a.log?.date, ...(a.logs ?? []).map((l) => l.args.date)]) {
      if (typeof date === 'string') this.dates.add(date);
    }
  }

  /** Counters raised outside a push (a contest entry submitted through its call). */
  raise(...counters: SuppliedCounter[]): this {
    for (const c of counters) this.counters.add(c);
    return this;
  }

  get empty(): boolean {
    return this.counters.size === 0;
  }
}

/**
 * Whose records a counter counts. Animals, collections and imports: the keeper's own collection's.
 * Logs: what the keeper logged (issue 27: "a member earns for what they log"): every log of their
 * own collection (where every entry is theirs, or predates authors, or came with an animal they
 * received) and the entries they wrote into shared collections (`author_id`, indexed with the
 * date). The owner of a shared collection earns for their own entries in it, not for the members'.
 */
const MINE = 'user_id = ?';
const LOGGED = '(user_id = ? OR author_id = ?)';
const paramsOf = (where: string): number => where.split('?').length - 1;
const live = (table: string, where = MINE) => `(SELECT count(*) FROM ${table} WHERE ${where} AND deleted = FALSE)`;
const logged = (table: string) => live(table, LOGGED);
const SIMPLE: { [C in SuppliedCounter]?: { sql: string; params: number } } = {
  reptiles: { sql: live('reptiles'), params: 1 },
  feedings: { sql: logged('feeding_logs'), params: paramsOf(LOGGED) },
  sheds: { sql: logged('shedding_logs'), params: paramsOf(LOGGED) },
  events: { sql: logged('event_logs'), params: paramsOf(LOGGED) },
  healthLogs: { sql: logged('health_logs'), params: paramsOf(LOGGED) },
  collections: { sql: live('collections'), params: 1 },
  logs: { sql: `(${LOG_SQL_TABLES.map(logged).join(' + ')})`, params: LOG_SQL_TABLES.length * paramsOf(LOGGED) },
  maxGrowthLogsOfOneReptile: {
    sql: `(SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM growth_logs WHERE ${LOGGED} AND deleted = FALSE GROUP BY reptile_id) g)`,
    params: paramsOf(LOGGED),
  },
  // Entries submitted to the monthly contest and not refused (pending, approved, or their month closed).
  contestEntries: { sql: "(SELECT count(*) FROM contest_entries WHERE user_id = ? AND status IN ('pending', 'approved'))", params: 1 },
  // Lifetime, like the plan's limit.
  ocrImports: { sql: '(SELECT count(*) FROM ocr_imports WHERE user_id = ?)', params: 1 },
  // Every sign-in opens a session family; one is enough.
  logins: { sql: '(SELECT count(*) FROM refresh_families WHERE user_id = ?)', params: 1 },
};

/** Today's date for streaks: the server's UTC date plus one day, so keepers east of UTC are not cut short (streak.ts). */
const streakToday = (now: number): string => fromEpochDay(Math.floor(now / DAY_MS) + 1);

/**
 * The counters in `which`, counted from the user's live rows (the others stay 0). `dates`: count
 * streaks only around these dates (a push); null: over every log (a full recount).
 */
export async function countCounters(q: Queryable, userId: string, which: ReadonlySet<SuppliedCounter>, now: number, dates: ReadonlySet<string> | null = null): Promise<AchievementCounters> {
  const counters: Record<SuppliedCounter, number> = { ...ZERO_COUNTERS };
  const simple = [...which].filter((c) => SIMPLE[c]);
  if (simple.length > 0) {
    const row = await q.one<Record<string, number | string>>(
      `SELECT ${simple.map((c) => `${SIMPLE[c]?.sql} AS "${c}"`).join(', ')}`,
      simple.flatMap((c) => Array<string>(SIMPLE[c]?.params ?? 0).fill(userId)),
    );
    // PostgreSQL answers count(*) + count(*) as a numeric string.
    for (const c of simple) counters[c] = Number(row?.[c] ?? 0);
  }
  if (which.has('clutches') || which.has('hatchings')) {
    const logs = await q.all<{ data: string }>(`SELECT data FROM breeding_logs WHERE ${LOGGED} AND deleted = FALSE`, [userId, userId]);
    for (const { data } of logs) {
      const entry = JSON.parse(data) as { eventType?: string; clutchId?: string | null };
      if (opensClutch({ eventType: entry.eventType as never, clutchId: entry.clutchId ?? null })) counters.clutches += 1;
      if (entry.eventType === 'hatching') counters.hatchings += 1;
    }
  }
  if (which.has('longestStreakDays') && (dates === null || dates.size > 0)) {
    const sorted = dates === null ? null : [...dates].sort();
    const bounds = sorted === null ? '' : 'AND date >= ? AND date <= ?';
    const window = sorted === null ? [] : [addDays(sorted[0] ?? '', -STREAK_WINDOW_DAYS), addDays(sorted.at(-1) ?? '', STREAK_WINDOW_DAYS)];
    const union = LOG_SQL_TABLES.map((t) => `SELECT date FROM ${t} WHERE ${LOGGED} AND deleted = FALSE ${bounds}`).join(' UNION ');
    const rows = await q.all<{ date: string }>(union, LOG_SQL_TABLES.flatMap(() => [userId, userId, ...window]));
    // Days one of the keeper's animals spent in brumation do not break a streak (issue 29).
    const brumations = await q.all<{ startDate: string; endDate: string | null }>(
      `SELECT start_date AS "startDate", end_date AS "endDate" FROM care_modes WHERE ${MINE} AND mode = 'brumation' AND deleted = FALSE`, [userId]);
    const today = streakToday(now);
    counters.longestStreakDays = loggingStreaks(rows.map((r) => r.date), today, daysOfSpans(brumations, today)).longest;
  }
  return counters;
}

export const earnedIds = async (q: Queryable, userId: string): Promise<Set<string>> =>
  new Set((await q.all<{ id: string }>('SELECT achievement_id AS id FROM user_achievements WHERE user_id = ?', [userId])).map((r) => r.id));

/** `quiet`: no inbox message per award (the catalogue backfill, decision 0013). */
export interface AwardOptions {
  quiet?: boolean;
}

/**
 * Inserts the achievements `counters` newly qualify for, credits their rewards and, unless quiet,
 * sends one inbox message per award in the same transaction. Returns the ones this call awarded
 * (a racing award of the same one by another transaction is not repeated).
 */
export async function awardFor(w: SpaceWriter, counters: AchievementCounters, earned: ReadonlySet<string>, opts: AwardOptions = {}): Promise<Achievement[]> {
  const awarded: Achievement[] = [];
  for (const a of newlyEarned(counters, earned)) {
    const inserted = await w.tx.run(
      `INSERT INTO user_achievements (id, user_id, achievement_id, earned_at, seen_at, version, created_at, updated_at, deleted)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?, FALSE) ON CONFLICT (user_id, achievement_id) DO NOTHING`,
      [uuidv7(), w.userId, a.id, w.now, w.nextVersion(), w.now, w.now],
    );
    if (inserted === 1) awarded.push(a);
  }
  if (awarded.length > 0) await appendCredits(w, awarded.map(achievementEntry));
  if (!opts.quiet) await sendAchievementsEarned(w.tx, w.userId, awarded, w.now);
  return awarded;
}

/** The counters any still-locked, non-meta achievement reads. */
const lockedCounters = (earned: ReadonlySet<string>): Set<SuppliedCounter> =>
  new Set(ACHIEVEMENTS.filter((a) => !earned.has(a.id) && a.rule.counter !== 'achievements').map((a) => a.rule.counter as SuppliedCounter));

/** The end of a push batch: award what the batch's mutations may have crossed. */
export async function awardAfterPush(w: SpaceWriter, raised: RaisedCounters): Promise<Achievement[]> {
  if (raised.empty) return [];
  const earned = await earnedIds(w.tx, w.userId);
  const locked = lockedCounters(earned);
  const which = new Set([...raised.counters].filter((c) => locked.has(c)));
  if (which.size === 0) return [];
  return awardFor(w, await countCounters(w.tx, w.userId, which, w.now, raised.dates), earned);
}

/**
 * A full recount (the check and force-refresh calls, the first-login check, the catalogue
 * backfill): every locked achievement's counter, streaks over every log. `extra` raises
 * counters the rows do not show (the first-login check: the keeper is signed in now).
 */
export async function recountAndAward(w: SpaceWriter, extra: Partial<AchievementCounters> = {}, opts: AwardOptions = {}): Promise<Achievement[]> {
  const earned = await earnedIds(w.tx, w.userId);
  // Nothing locked reads a counter: countCounters asks nothing, and only meta achievements remain.
  const counters = { ...await countCounters(w.tx, w.userId, lockedCounters(earned), w.now, null) };
  for (const [k, v] of Object.entries(extra) as [SuppliedCounter, number][]) counters[k] = Math.max(counters[k], v);
  return awardFor(w, counters, earned, opts);
}

/** The earned achievements of a user as the calls answer them, oldest first; unknown ids skipped. */
export async function earnedViews(q: Queryable, userId: string) {
  const rows = await q.all<{ achievementId: string; earnedAt: number }>(
    'SELECT achievement_id AS "achievementId", earned_at AS "earnedAt" FROM user_achievements WHERE user_id = ? ORDER BY earned_at, achievement_id', [userId],
  );
  return rows.flatMap((r) => {
    const a = achievementById(r.achievementId);
    return a ? [{ achievementId: a.id, category: a.category, reward: a.reward, earnedAt: Number(r.earnedAt) }] : [];
  });
}
