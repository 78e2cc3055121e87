/**
 * An enclosure's cleaning read from the device (issue 28), live; undefined while IndexedDB is
 * answering: its history, each kind's state (last done, next due, overdue) with the enclosure's
 * own intervals (synced with it), and the kinds due or overdue of many enclosures for the rack view.
 */
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { dueUpkeep, kindsThatCount, upkeepState, type UpkeepKindState } from '../../../shared/enclosures/upkeep';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';
import { useStoredUpkeepIntervals, useUpkeepIntervals } from './upkeep-intervals';

export type LocalUpkeep = SyncedRowOf<'upkeep'>;

/** Newest first: by day, then by id (UUIDv7: the later entry of a day first). */
const newestFirst = (a: LocalUpkeep, b: LocalUpkeep) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const ofEnclosure = (db: NonNullable<ReturnType<typeof useUserDb>>, enclosureId: string) =>
  db.upkeep.where('[enclosureId+date]').between([enclosureId, Dexie.minKey], [enclosureId, Dexie.maxKey]);

/** The enclosure's upkeep events, newest first. */
export function useUpkeep(enclosureId: string | undefined): LocalUpkeep[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && enclosureId ? (await ofEnclosure(db, enclosureId).toArray()).sort(newestFirst) : []), [db, enclosureId]);
}

/** Each kind's state on `today` (the keeper's day by default) for the enclosure, with the enclosure's intervals. */
export function useUpkeepState(enclosureId: string, events: readonly LocalUpkeep[] | undefined, today: string = todayIn()): UpkeepKindState[] | undefined {
  const intervals = useUpkeepIntervals(enclosureId);
  return useMemo(() => (events ? upkeepState(events, today, intervals) : undefined), [events, today, intervals]);
}

/**
 * The upkeep due today or overdue of each of `enclosureIds` (only the enclosures with some), most
 * overdue first, with each enclosure's intervals: for the rack view's flags. Each enclosure's history is
 * read newest first and only until the last day of every kind that counts is known.
 */
export function useUpkeepDue(enclosureIds: readonly string[], today?: string): Map<string, UpkeepKindState[]> | undefined {
  const db = useUserDb();
  const stored = useStoredUpkeepIntervals();
  const day = today ?? todayIn();
  const key = enclosureIds.join(',');
  return useLiveQuery(async () => {
    const out = new Map<string, UpkeepKindState[]>();
    if (!db || !stored) return out;
    for (const id of new Set(key ? key.split(',') : [])) {
      const intervals = stored.get(id);
      const needed = kindsThatCount(intervals);
      if (needed.size === 0) continue;
      const latest: { kind: string; date: string }[] = [];
      const found = new Set<string>();
      await ofEnclosure(db, id).reverse().until(() => [...needed].every((k) => found.has(k))).each((e) => {
        if (found.has(e.kind)) return;
        found.add(e.kind);
        latest.push(e);
      });
      const due = dueUpkeep(upkeepState(latest, day, intervals));
      if (due.length > 0) out.set(id, due);
    }
    return out;
  }, [db, key, day, stored]);
}
