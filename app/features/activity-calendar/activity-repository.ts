/**
 * Reads of the activity across all log tables, through their indexes: the five generic logs by
 * `date`, growth logs (indexed by [reptileId+date] only) per reptile. Only live reptiles' entries
 * count: a log whose reptile was deleted on this device has nowhere to link to. The calendar reads
 * a month as counts per day and a day as pages of entries, so a day of 300 rack feedings is not
 * 300 entries held and drawn at once.
 */
import { Dexie, type Collection, type Table } from 'dexie';
import type { UserDb } from '../../lib/db';
import { ACTIVITY_TYPES, TABLE_OF, newestEntryFirst, type ActivityEntry, type ActivityType, type DayCounts } from './activity';

const LOG_TYPES = ACTIVITY_TYPES.filter((t): t is Exclude<ActivityType, 'growth'> => t !== 'growth');

async function liveReptileIds(db: UserDb): Promise<string[]> {
  return (await db.reptiles.toArray()).filter((r) => !r.deleted).map((r) => r.id);
}

const tag = (type: ActivityType, rows: readonly { deleted: boolean }[]) =>
  rows.filter((r) => !r.deleted).map((row) => ({ type, row }) as ActivityEntry);

type DatedRow = { id: string; reptileId: string; date: string; deleted: boolean };

/**
 * One type's rows dated from `from` to `to`, through an index: one reptile's by `[reptileId+date]`,
 * everyone's by `date`; growth logs have no `date` index, so everyone's are each live reptile's
 * `[reptileId+date]` range, read as one collection.
 */
function rowsBetween(db: UserDb, type: ActivityType, from: string, to: string, reptiles: readonly string[], reptileId: string | null): Collection<DatedRow, string> | null {
  const table = db.synced(TABLE_OF[type]) as unknown as Table<DatedRow, string>;
  if (reptileId !== null) return table.where('[reptileId+date]').between([reptileId, from], [reptileId, to], true, true);
  if (type !== 'growth') return table.where('date').between(from, to, true, true);
  if (reptiles.length === 0) return null;
  return table.where('[reptileId+date]').inAnyRange(reptiles.map((id) => [[id, from], [id, to]]), { includeUppers: true });
}

/**
 * The month grid's numbers: entries per day and type from `from` to `to`, of one reptile or all,
 * read by index. The rows are counted, not kept: the day list reads its own page (readDayEntries).
 */
export async function readCountsBetween(db: UserDb, from: string, to: string, reptileId: string | null): Promise<Map<string, DayCounts>> {
  const tables = [...ACTIVITY_TYPES.map((t) => db[TABLE_OF[t]]), db.reptiles];
  return db.transaction('r', tables, async () => {
    const reptiles = await liveReptileIds(db);
    const live = new Set(reptiles);
    const days = new Map<string, DayCounts>();
    await Promise.all(ACTIVITY_TYPES.map(async (type) => {
      const rows = (await rowsBetween(db, type, from, to, reptiles, reptileId)?.toArray()) ?? [];
      for (const row of rows) {
        if (row.deleted || !live.has(row.reptileId)) continue;
        const day = days.get(row.date) ?? {};
        day[type] = (day[type] ?? 0) + 1;
        days.set(row.date, day);
      }
    }));
    return days;
  });
}

/**
 * The `limit` newest entries of a day, of the chosen types and reptile (or all), newest first: at
 * most `limit` rows read per table, newest first by index (the date index orders a day's rows by
 * id, UUIDv7, so by when they were made). Growth logs of everyone are read whole for the day (their
 * index orders by reptile, not id): at most a weighing or two per animal.
 */
export async function readDayEntries(db: UserDb, day: string, f: { reptileId: string | null; types: readonly ActivityType[]; limit: number }): Promise<ActivityEntry[]> {
  const tables = [...ACTIVITY_TYPES.map((t) => db[TABLE_OF[t]]), db.reptiles];
  return db.transaction('r', tables, async () => {
    const reptiles = await liveReptileIds(db);
    const live = new Set(reptiles);
    const lists = await Promise.all(f.types.map(async (type) => {
      const rows = rowsBetween(db, type, day, day, reptiles, f.reptileId);
      if (!rows) return [];
      const liveRows = rows.filter((r) => !r.deleted && live.has(r.reptileId));
      const read = type === 'growth' && f.reptileId === null ? liveRows : liveRows.reverse().limit(f.limit);
      return (await read.toArray()).map((row) => ({ type, row }) as ActivityEntry);
    }));
    return lists.flat().sort(newestEntryFirst).slice(0, f.limit);
  });
}

/** The `limit` newest entries of all types: at most `limit` rows read per table (per reptile for growth). */
export async function readRecentActivity(db: UserDb, limit: number): Promise<ActivityEntry[]> {
  const tables = [...LOG_TYPES.map((t) => db[TABLE_OF[t]]), db.growthLogs, db.reptiles];
  return db.transaction('r', tables, async () => {
    const reptiles = await liveReptileIds(db);
    const live = new Set(reptiles);
    const logs = await Promise.all(LOG_TYPES.map(async (type) => tag(type, await db[TABLE_OF[type]].orderBy('date').reverse().limit(limit).toArray())));
    const growth = await Promise.all(reptiles.map(async (id) =>
      tag('growth', await db.growthLogs.where('[reptileId+date]').between([id, Dexie.minKey], [id, Dexie.maxKey]).reverse().limit(limit).toArray())));
    return [...logs.flat(), ...growth.flat()].filter((e) => live.has(e.row.reptileId)).sort(newestEntryFirst).slice(0, limit);
  });
}
