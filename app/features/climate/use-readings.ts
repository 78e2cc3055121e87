/**
 * An enclosure's climate readings, read from the device through the [enclosureId+at] index (no
 * other enclosure's readings are loaded); undefined while IndexedDB is answering.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { useMemo } from 'react';
import { flagsOf, type ClimateFlag } from '../../../shared/enclosures/climate-targets';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';
import { useTargetsOf } from './readings-targets';

export type LocalReading = SyncedRowOf<'readings'>;

/** Readings from `since` (ms) on, newest first. */
export function useReadings(enclosureId: string, since = 0): LocalReading[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.readings.where('[enclosureId+at]').between([enclosureId, since], [enclosureId, Dexie.maxKey]).toArray();
    return rows.reverse();
  }, [db, enclosureId, since]);
}

/** The newest few readings, newest first. */
export function useRecentReadings(enclosureId: string, limit: number): LocalReading[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db
    ? await db.readings.where('[enclosureId+at]').between([enclosureId, Dexie.minKey], [enclosureId, Dexie.maxKey]).reverse().limit(limit).toArray()
    : []), [db, enclosureId, limit]);
}

/**
 * The moments from `from` to `to` (ms, both included) the enclosure has a reading at: an import
 * skips these. Only the file's span is read, not years of readings; null span: nothing to read.
 */
export function useReadingMoments(enclosureId: string, span: { from: number; to: number } | null): ReadonlySet<number> | undefined {
  const db = useUserDb();
  const from = span?.from ?? 0;
  const to = span?.to ?? -1;
  const asked = `${enclosureId}|${from}|${to}`;
  const answer = useLiveQuery(async () => {
    if (!db || to < from) return { asked, moments: new Set<number>() };
    const keys = await db.readings.where('[enclosureId+at]').between([enclosureId, from], [enclosureId, to], true, true).keys();
    return { asked, moments: new Set(keys.map((k) => (k as unknown as [string, number])[1])) };
  }, [db, enclosureId, from, to, asked]);
  // useLiveQuery answers with the previous span's result until the new one is read: not an answer.
  return answer?.asked === asked ? answer.moments : undefined;
}

/** Each enclosure's newest reading (absent: none). */
function useLatestReadings(enclosureIds: readonly string[]): ReadonlyMap<string, LocalReading> | undefined {
  const db = useUserDb();
  const key = enclosureIds.join(',');
  return useLiveQuery(async () => {
    if (!db) return new Map<string, LocalReading>();
    const ids = key.split(',').filter(Boolean);
    const latest = await Promise.all(ids.map((id) => db.readings.where('[enclosureId+at]').between([id, Dexie.minKey], [id, Dexie.maxKey]).last()));
    return new Map(latest.flatMap((r) => (r ? [[r.enclosureId, r] as const] : [])));
  }, [db, key]);
}

export interface ClimateFlags {
  reading: LocalReading;
  /** Values of the newest reading outside the enclosure's ranges; empty when all are inside. */
  flags: ClimateFlag[];
}

/**
 * For the rack view: each enclosure's newest reading and its flags. An enclosure with no reading,
 * or no known ranges (no resident of a known species, no ranges of the keeper's), is absent.
 */
export function useClimateFlags(enclosureIds: readonly string[]): ReadonlyMap<string, ClimateFlags> | undefined {
  const latest = useLatestReadings(enclosureIds);
  const targets = useTargetsOf(enclosureIds);
  return useMemo(() => {
    if (!latest || !targets) return undefined;
    return new Map([...latest].flatMap(([id, reading]) => {
      const t = targets.get(id);
      return t ? [[id, { reading, flags: flagsOf(reading, t.targets) }] as const] : [];
    }));
  }, [latest, targets]);
}
