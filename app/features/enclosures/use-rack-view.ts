import { useMemo } from 'react';
import type { LocalReptile } from '../../lib/db';
import { useKeptReptiles } from '../reptiles';
import { useRack, useRackTubs, useWhereabouts, type LocalEnclosure } from './use-places';

export interface TubView {
  tub: LocalEnclosure;
  animals: LocalReptile[];
}

export interface RackView {
  /** Shelf by shelf from the top; each shelf's tubs left to right. */
  shelves: { shelf: number; tubs: TubView[] }[];
  /** Every animal in the rack, in tub order: what "Feed this rack" offers. */
  animalIds: string[];
}

/**
 * A rack's tubs with the animals living in them now, in tub order; undefined while the device
 * answers. A tub's animals come in the order they moved in. A sold animal, or one whose row is gone from the
 * device (left a shared collection) is left out.
 */
export function useRackView(rackId: string | undefined): RackView | undefined {
  const tubs = useRackTubs(rackId);
  const where = useWhereabouts();
  const reptiles = useKeptReptiles();
  return useMemo(() => {
    if (!tubs || !where || !reptiles) return undefined;
    const byId = new Map(reptiles.map((r) => [r.id, r]));
    const shelves: RackView['shelves'] = [];
    for (const tub of tubs) {
      const animals = (where.residentsOf.get(tub.id) ?? []).flatMap((id) => byId.get(id) ?? []);
      const shelf = tub.shelf ?? 0;
      const last = shelves[shelves.length - 1];
      if (last && last.shelf === shelf) last.tubs.push({ tub, animals });
      else shelves.push({ shelf, tubs: [{ tub, animals }] });
    }
    return { shelves, animalIds: shelves.flatMap((s) => s.tubs.flatMap((x) => x.animals.map((a) => a.id))) };
  }, [tubs, where, reptiles]);
}

/**
 * What rack feeding offers for `?rack=` (and `&shelf=`): the rack's (or that shelf's) animals in
 * tub order, with the rack's collection; undefined while reading, null for no such rack.
 */
export function useRackRound(rackId: string | null, shelf: number | null): { spaceId: string; rackName: string; animalIds: string[] } | null | undefined {
  const rack = useRack(rackId ?? undefined);
  const tubs = useRackTubs(rackId ?? undefined);
  const where = useWhereabouts();
  return useMemo(() => {
    if (!rackId) return null;
    if (rack === undefined || !tubs || !where) return undefined;
    if (rack === null) return null;
    const chosen = shelf === null ? tubs : tubs.filter((t) => t.shelf === shelf);
    return { spaceId: rack.userId, rackName: rack.name, animalIds: chosen.flatMap((t) => where.residentsOf.get(t.id) ?? []) };
  }, [rackId, shelf, rack, tubs, where]);
}
