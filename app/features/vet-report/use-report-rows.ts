/**
 * Everything the report reads about one animal, from the device, live; undefined while IndexedDB
 * is answering, null when the animal is not on the device. Its logs come through their
 * [reptileId+date] index (no other animal's are loaded); where it lives is the enclosures
 * feature's answer (its latest move, useStays); the readings are that enclosure's only.
 * Care modes and medication courses (issue 29) by their reptileId index.
 */
import { Dexie, type Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';
import { useStays } from '../enclosures';
import { useReptile } from '../reptiles';
import { localMidnight, type DoseReminder, type ReadingRow, type ReportRows } from './report-model';

/** `from`: the period's first day (null: everything), so a logger's years of readings are not all read. */
export function useReportRows(reptileId: string, from: string | null): ReportRows | null | undefined {
  const db = useUserDb();
  const reptile = useReptile(reptileId);
  const stays = useStays(reptileId);
  const current = stays?.current ?? null;

  const logs = useLiveQuery(async () => {
    if (!db) return null;
    const range = <K extends 'growthLogs' | 'feedingLogs' | 'sheddingLogs' | 'healthLogs'>(table: K) =>
      (db[table] as unknown as Table<SyncedRowOf<K>>).where('[reptileId+date]').between([reptileId, Dexie.minKey], [reptileId, Dexie.maxKey]).toArray();
    const [growth, feedings, sheds, health, feeders, reminders, careModes, medCourses] = await Promise.all([
      range('growthLogs'), range('feedingLogs'), range('sheddingLogs'), range('healthLogs'), db.feeders.toArray(),
      db.reminders.where('reptileId').equals(reptileId).toArray(),
      db.careModes.where('reptileId').equals(reptileId).toArray(), db.medCourses.where('reptileId').equals(reptileId).toArray(),
    ]);
    return {
      of: reptileId, growth, feedings, sheds, health, careModes, medCourses,
      feeders: feeders.map((f) => ({ id: f.id, name: f.name, weightPerItemGrams: f.weightPerItemGrams })),
      reminders: reminders.map((r): DoseReminder => ({ id: r.id, completed: Boolean(r.completed), completedAt: r.completedAt ?? null })),
    };
  }, [db, reptileId]);

  // Its enclosure now (the enclosures feature's answer), that enclosure's rack and its readings.
  const since = from === null ? Dexie.minKey : localMidnight(from);
  const home = useLiveQuery(async () => {
    if (!db || current === null) return { current, place: null, readings: [] };
    const enclosure = await db.enclosures.get(current);
    const rack = enclosure?.rackId ? await db.racks.get(enclosure.rackId) : undefined;
    const readings: ReadingRow[] = await db.readings.where('[enclosureId+at]').between([current, since], [current, Dexie.maxKey]).toArray();
    return { current, place: enclosure ? { enclosure: enclosure.name, rack: rack?.name ?? null } : null, readings };
  }, [db, current, since]);

  return useMemo(() => {
    if (reptile === null) return null;
    // useLiveQuery answers with the previous query's rows until the new ones are read: another
    // enclosure's are no answer; the same one's for another period are (the model keeps the period's).
    if (reptile === undefined || logs?.of !== reptileId || stays === undefined || home?.current !== current) return undefined;
    const { of: _of, ...rows } = logs;
    return { reptile, ...rows, place: home.place, readings: home.readings };
  }, [reptile, logs, stays, home, current, reptileId]);
}
