/**
 * Reads of the activity across all log tables, through their indexes: the five generic logs by
 * `date`, growth logs (indexed by [reptileId+date] only) per reptile. Only live reptiles' entries
 * count: a log whose reptile was deleted on this device has nowhere to link to.
 */
import { Dexie } from 'dexie';
import type { UserDb } from '../../lib/db';
import { ACTIVITY_TYPES, TABLE_OF, newestEntryFirst, type ActivityEntry, type ActivityType } from './activity';

const LOG_TYPES = ACTIVITY_TYPES.filter((t): t is Exclude<ActivityType, 'growth'> => t !== 'growth');

async function liveReptileIds(db: UserDb): Promise<string[]> {
  return (await db.reptiles.toArray()).filter((r) => !r.deleted).map((r) => r.id);
}

const tag = (type: ActivityType, rows: readonly { deleted: boolean }[]) =>
  rows.filter((r) => !r.deleted).map((row) => ({ type, row }) as ActivityEntry);

/** Every entry dated from `from` to `to`, both included (IsoDates). */
export async function readActivityBetween(db: UserDb, from: string, to: string): Promise<ActivityEntry[]> {
  const tables = [...LOG_TYPES.map((t) => db[TABLE_OF[t]]), db.growthLogs, db.reptiles];
  return db.transaction('r', tables, async () => {
    const reptiles = await liveReptileIds(db);
    const live = new Set(reptiles);
    const logs = await Promise.all(LOG_TYPES.map(async (type) => tag(type, await db[TABLE_OF[type]].where('date').between(from, to, true, true).toArray())));
    const growth = await Promise.all(reptiles.map(async (id) => tag('growth', await db.growthLogs.where('[reptileId+date]').between([id, from], [id, to], true, true).toArray())));
    return [...logs.flat(), ...growth.flat()].filter((e) => live.has(e.row.reptileId)).sort(newestEntryFirst);
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
