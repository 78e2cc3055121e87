/**
 * Reads of the activity across all log tables, through their indexes: every log table by `date`,
 * one reptile's by `[reptileId+date]` (growth logs too since device database 9; before, they were
 * read as one range per animal, 300 ranges on a breeder's dashboard). Only live reptiles' entries
 * count: a log whose reptile was deleted on this device has nowhere to link to. The calendar reads
 * a month as counts per day and a day as pages of entries, so a day of 300 rack feedings is not
 * 300 entries held and drawn at once.
 */
import type { Collection, Table } from 'dexie';
import type { UserDb } from '../../lib/db';
import { ACTIVITY_TYPES, TABLE_OF, newestEntryFirst, type ActivityEntry, type ActivityType, type DayCounts } from './activity';

async function liveReptileIds(db: UserDb): Promise<string[]> {
  return (await db.reptiles.toArray()).filter((r) => !r.deleted).map((r) => r.id);
}

const tag = (type: ActivityType, rows: readonly { deleted: boolean }[]) =>
  rows.filter((r) => !r.deleted).map((row) => ({ type, row }) as ActivityEntry);

type DatedRow = { id: string; reptileId: string; date: string; deleted: boolean };

/** One type's rows dated from `from` to `to`, through an index: one reptile's by `[reptileId+date]`, everyone's by `date`. */
function rowsBetween(db: UserDb, type: ActivityType, from: string, to: string, reptileId: string | null): Collection<DatedRow, string> {
  const table = db.synced(TABLE_OF[type]) as unknown as Table<DatedRow, string>;
  if (reptileId !== null) return table.where('[reptileId+date]').between([reptileId, from], [reptileId, to], true, true);
  return table.where('date').between(from, to, true, true);
}

/**
 * The month grid's numbers: entries per day and type from `from` to `to`, of one reptile or all,
 * read by index. The rows are counted, not kept: the day list reads its own page (readDayEntries).
 */
export async function readCountsBetween(db: UserDb, from: string, to: string, reptileId: string | null): Promise<Map<string, DayCounts>> {
  const tables = [...ACTIVITY_TYPES.map((t) => db[TABLE_OF[t]]), db.reptiles];
  return db.transaction('r', tables, async () => {
    const live = new Set(await liveReptileIds(db));
    const days = new Map<string, DayCounts>();
    await Promise.all(ACTIVITY_TYPES.map(async (type) => {
      const rows = await rowsBetween(db, type, from, to, reptileId).toArray();
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
 * id, UUIDv7, so by when they were made).
 */
export async function readDayEntries(db: UserDb, day: string, f: { reptileId: string | null; types: readonly ActivityType[]; limit: number }): Promise<ActivityEntry[]> {
  const tables = [...ACTIVITY_TYPES.map((t) => db[TABLE_OF[t]]), db.reptiles];
  return db.transaction('r', tables, async () => {
    const live = new Set(await liveReptileIds(db));
    const lists = await Promise.all(f.types.map(async (type) => {
      const rows = rowsBetween(db, type, day, day, f.reptileId).filter((r) => !r.deleted && live.has(r.reptileId)).reverse().limit(f.limit);
      return (await rows.toArray()).map((row) => ({ type, row }) as ActivityEntry);
    }));
    return lists.flat().sort(newestEntryFirst).slice(0, f.limit);
  });
}

/** The `limit` newest entries of all types: at most `limit` live rows read per table, newest first by date. */
export async function readRecentActivity(db: UserDb, limit: number): Promise<ActivityEntry[]> {
  const tables = [...ACTIVITY_TYPES.map((t) => db[TABLE_OF[t]]), db.reptiles];
  return db.transaction('r', tables, async () => {
    const live = new Set(await liveReptileIds(db));
    const logs = await Promise.all(ACTIVITY_TYPES.map(async (type) => {
      const table = db.synced(TABLE_OF[type]) as unknown as Table<DatedRow, string>;
      return tag(type, await table.orderBy('date').reverse().filter((r) => !r.deleted && live.has(r.reptileId)).limit(limit).toArray());
    }));
    return logs.flat().sort(newestEntryFirst).slice(0, limit);
  });
}
