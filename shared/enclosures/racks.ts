/**
 * Rack naming and where an animal lives, as pure functions shared by the device and the server
 * (issue 28; docs/decisions/0035-enclosures-and-racks.md).
 *
 * A rack "A" of 6 shelves × 2 tubs holds A1-1 … A6-2: the rack's name, the shelf (1 at the top,
 * as keepers number them), a hyphen, the tub's place on the shelf from the left. Renaming the
 * rack renames the tubs that still carry its pattern; a tub the keeper renamed ("Nagini's tub")
 * keeps its name.
 */

/** The name of the tub at `shelf`, `position` (both from 1) of rack `rack`. */
export const tubName = (rack: string, shelf: number, position: number): string => `${rack}${shelf}-${position}`;

/** One tub of a rack: its place and its default name. */
export interface TubSlot {
  shelf: number;
  position: number;
  name: string;
}

/** A rack's tubs in tub order: shelf by shelf from the top, left to right. */
export function rackTubs(rack: string, shelves: number, perShelf: number): TubSlot[] {
  const tubs: TubSlot[] = [];
  for (let shelf = 1; shelf <= shelves; shelf += 1) {
    for (let position = 1; position <= perShelf; position += 1) tubs.push({ shelf, position, name: tubName(rack, shelf, position) });
  }
  return tubs;
}

/** A tub's name after its rack is renamed from `from` to `to`: the pattern follows, a keeper's own name stays. */
export function renamedTub(tub: { name: string; shelf: number; position: number }, from: string, to: string): string {
  return tub.name === tubName(from, tub.shelf, tub.position) ? tubName(to, tub.shelf, tub.position) : tub.name;
}

/** Tub order (shelf, then position); enclosures outside racks last, by name. */
export function byTubOrder<T extends { shelf: number | null; position: number | null; name: string }>(a: T, b: T): number {
  const sa = a.shelf ?? Number.MAX_SAFE_INTEGER;
  const sb = b.shelf ?? Number.MAX_SAFE_INTEGER;
  if (sa !== sb) return sa - sb;
  const pa = a.position ?? Number.MAX_SAFE_INTEGER;
  const pb = b.position ?? Number.MAX_SAFE_INTEGER;
  if (pa !== pb) return pa - pb;
  return a.name.localeCompare(b.name);
}

/** A move of an animal, as the placements table stores it. */
export interface Move {
  id: string;
  reptileId: string;
  enclosureId: string | null;
  date: string;
  at: number;
}

/** Later moves last: by day, then by the time the move was made, then by id (a stable tie). */
export const byMoveOrder = (a: Move, b: Move): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.at !== b.at ? a.at - b.at : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Where each animal lives now: its latest move (null: taken out), for every animal with a move.
 * A move into an enclosure that is gone (`live` says which exist) leaves the animal in none.
 */
export function currentEnclosures(moves: readonly Move[], live?: ReadonlySet<string>): Map<string, string | null> {
  const latest = new Map<string, Move>();
  for (const m of moves) {
    const seen = latest.get(m.reptileId);
    if (!seen || byMoveOrder(seen, m) < 0) latest.set(m.reptileId, m);
  }
  const out = new Map<string, string | null>();
  for (const [reptileId, m] of latest) out.set(reptileId, m.enclosureId !== null && live && !live.has(m.enclosureId) ? null : m.enclosureId);
  return out;
}

/** The animals living in each enclosure now. */
export function residents(moves: readonly Move[], live?: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [reptileId, enclosureId] of currentEnclosures(moves, live)) {
    if (enclosureId === null) continue;
    const list = out.get(enclosureId);
    if (list) list.push(reptileId);
    else out.set(enclosureId, [reptileId]);
  }
  return out;
}

/** One stay of an animal: in `enclosureId` (null: none) from `from` until the next move's day (null: still there). */
export interface Stay {
  moveId: string;
  enclosureId: string | null;
  from: string;
  until: string | null;
}

/** An animal's history of places, newest first. */
export function staysOf(moves: readonly Move[], reptileId: string): Stay[] {
  const own = moves.filter((m) => m.reptileId === reptileId).sort(byMoveOrder);
  const stays = own.map((m, i) => ({ moveId: m.id, enclosureId: m.enclosureId, from: m.date, until: own[i + 1]?.date ?? null }));
  return stays.reverse();
}
