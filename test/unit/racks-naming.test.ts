/**
 * Rack naming and where an animal lives (shared/enclosures/racks.ts), as tables: a rack's tubs
 * named shelf by shelf from the top, a rename that follows the pattern and keeps a keeper's own
 * name, tub order, and an animal's place as its latest move, with its history.
 */
import { describe, expect, it } from 'vitest';
import { byTubOrder, currentEnclosures, rackTubs, renamedTub, residents, staysOf, tubName, type Move } from '../../shared/enclosures/racks';

describe('tub names', () => {
  it.each([
    ['A', 1, 1, 'A1-1'],
    ['A', 6, 2, 'A6-2'],
    ['B', 12, 10, 'B12-10'],
    ['Snakes', 2, 3, 'Snakes2-3'],
    ['Б', 1, 4, 'Б1-4'],
  ])('rack %s, shelf %i, place %i is %s', (rack, shelf, position, name) => {
    expect(tubName(rack, shelf, position)).toBe(name);
  });

  it('makes a rack of 6 shelves × 2 tubs A1-1 … A6-2, shelf by shelf from the top, left to right', () => {
    const tubs = rackTubs('A', 6, 2);
    expect(tubs.map((t) => t.name)).toEqual(['A1-1', 'A1-2', 'A2-1', 'A2-2', 'A3-1', 'A3-2', 'A4-1', 'A4-2', 'A5-1', 'A5-2', 'A6-1', 'A6-2']);
    expect(tubs[3]).toEqual({ shelf: 2, position: 2, name: 'A2-2' });
    expect(rackTubs('C', 1, 1)).toEqual([{ shelf: 1, position: 1, name: 'C1-1' }]);
  });

  it.each([
    ['A2-1', 2, 1, 'A', 'B', 'B2-1'],
    ["Nagini's tub", 2, 1, 'A', 'B', "Nagini's tub"],
    // A tub renamed to another place's pattern is the keeper's own name: it stays.
    ['A1-1', 2, 1, 'A', 'B', 'A1-1'],
    ['A2-1', 2, 1, 'A', 'A', 'A2-1'],
    ['AB2-1', 2, 1, 'AB', 'C', 'C2-1'],
  ])('renaming rack %s… tub %s at %i-%i from %s to %s gives %s', (name, shelf, position, from, to, expected) => {
    expect(renamedTub({ name, shelf, position }, from, to)).toBe(expected);
  });

  it('orders tubs by shelf, then place, and enclosures outside racks last by name', () => {
    const e = (name: string, shelf: number | null, position: number | null) => ({ name, shelf, position });
    const sorted = [e('Viv 2', null, null), e('A2-1', 2, 1), e('A1-2', 1, 2), e('Viv 10', null, null), e('A1-1', 1, 1)].sort(byTubOrder);
    expect(sorted.map((x) => x.name)).toEqual(['A1-1', 'A1-2', 'A2-1', 'Viv 10', 'Viv 2']);
  });
});

describe('where an animal lives', () => {
  const move = (id: string, reptileId: string, enclosureId: string | null, date: string, at = 0): Move => ({ id, reptileId, enclosureId, date, at });
  const moves = [
    move('m1', 'nagini', 'a11', '2026-03-01'),
    move('m2', 'nagini', 'a12', '2026-06-20'),
    move('m3', 'kaa', 'a12', '2026-06-20', 5),
    // Two moves of one day: the later one (by the time it was made) is where it lives.
    move('m4', 'kaa', 'q1', '2026-06-20', 9),
    move('m5', 'rex', 'a11', '2026-01-01'),
    move('m6', 'rex', null, '2026-02-01'),
  ];

  it('is its latest move; a move out leaves it in none', () => {
    expect(Object.fromEntries(currentEnclosures(moves))).toEqual({ nagini: 'a12', kaa: 'q1', rex: null });
  });

  it('is none when its enclosure was removed, and an enclosure lists who lives in it now', () => {
    const live = new Set(['a11', 'a12']);
    expect(Object.fromEntries(currentEnclosures(moves, live))).toEqual({ nagini: 'a12', kaa: null, rex: null });
    expect(Object.fromEntries(residents(moves, live))).toEqual({ a12: ['nagini'] });
    expect(Object.fromEntries(residents(moves))).toEqual({ a12: ['nagini'], q1: ['kaa'] });
  });

  it('keeps its history, newest first, each stay until the next move', () => {
    expect(staysOf(moves, 'nagini')).toEqual([
      { moveId: 'm2', enclosureId: 'a12', from: '2026-06-20', until: null },
      { moveId: 'm1', enclosureId: 'a11', from: '2026-03-01', until: '2026-06-20' },
    ]);
    expect(staysOf(moves, 'rex').map((s) => s.enclosureId)).toEqual([null, 'a11']);
    expect(staysOf(moves, 'nobody')).toEqual([]);
  });
});
