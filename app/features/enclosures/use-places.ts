/**
 * Where animals live, read from the device (issue 28): racks, enclosures and the moves of
 * animals, live; undefined while IndexedDB is answering. Deleted rows are not in the tables
 * (pull removes tombstones), so every rack and enclosure here is live; a move into an enclosure
 * that is gone reads as "in none" (shared/enclosures/racks.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { byTubOrder, currentEnclosures, residents, staysOf, type Stay } from '../../../shared/enclosures/racks';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';

export type LocalRack = SyncedRowOf<'racks'>;
export type LocalEnclosure = SyncedRowOf<'enclosures'>;
export type LocalPlacement = SyncedRowOf<'placements'>;

const byName = <T extends { name: string; id: string }>(a: T, b: T) => a.name.localeCompare(b.name, undefined, { numeric: true }) || a.id.localeCompare(b.id);

/** Every rack the keeper sees (their own and their shared collections'), by name. */
export function useRacks(): LocalRack[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (await db.racks.toArray()).sort(byName) : []), [db]);
}

export function useRack(id: string | undefined): LocalRack | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && id ? ((await db.racks.get(id)) ?? null) : null), [db, id]);
}

/** Every enclosure, racks' tubs first in rack name and tub order, then the ones standing alone by name. */
export function useEnclosures(): LocalEnclosure[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const [enclosures, racks] = await Promise.all([db.enclosures.toArray(), db.racks.toArray()]);
    const rackName = new Map(racks.map((r) => [r.id, r.name]));
    return enclosures.sort((a, b) => {
      const ra = a.rackId ? (rackName.get(a.rackId) ?? '') : null;
      const rb = b.rackId ? (rackName.get(b.rackId) ?? '') : null;
      if (ra !== rb) return ra === null ? 1 : rb === null ? -1 : ra.localeCompare(rb, undefined, { numeric: true });
      return ra === null ? byName(a, b) : byTubOrder(a, b);
    });
  }, [db]);
}

export function useEnclosure(id: string | undefined): LocalEnclosure | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && id ? ((await db.enclosures.get(id)) ?? null) : null), [db, id]);
}

/** A rack's tubs in tub order (shelf from the top, then left to right). */
export function useRackTubs(rackId: string | undefined): LocalEnclosure[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && rackId ? (await db.enclosures.where('rackId').equals(rackId).toArray()).sort(byTubOrder) : []), [db, rackId]);
}

/** Every move on the device. */
export function usePlacements(): LocalPlacement[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? await db.placements.toArray() : []), [db]);
}

/** Where the animals live now: reptile id to enclosure (absent or null: in none). */
export interface Whereabouts {
  /** Each animal's current enclosure. */
  enclosureOf: ReadonlyMap<string, string | null>;
  /** Each enclosure's animals now. */
  residentsOf: ReadonlyMap<string, readonly string[]>;
}

/** Where every animal lives now, from the moves and the live enclosures. */
export function useWhereabouts(): Whereabouts | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return { enclosureOf: new Map(), residentsOf: new Map() };
    const [moves, live] = await Promise.all([db.placements.toArray(), db.enclosures.toCollection().primaryKeys()]);
    const liveSet = new Set(live);
    return { enclosureOf: currentEnclosures(moves, liveSet), residentsOf: residents(moves, liveSet) };
  }, [db]);
}

/** One animal's places, newest first, and its enclosure now (null: none). */
export function useStays(reptileId: string | undefined): { stays: Stay[]; current: string | null } | undefined {
  const db = useUserDb();
  const moves = useLiveQuery(async () => (db && reptileId ? await db.placements.where('reptileId').equals(reptileId).toArray() : []), [db, reptileId]);
  const live = useLiveQuery(async () => (db ? new Set(await db.enclosures.toCollection().primaryKeys()) : new Set<string>()), [db]);
  return useMemo(() => {
    if (!moves || !live || !reptileId) return undefined;
    const stays = staysOf(moves, reptileId);
    const now = stays[0]?.enclosureId ?? null;
    return { stays, current: now !== null && live.has(now) ? now : null };
  }, [moves, live, reptileId]);
}
