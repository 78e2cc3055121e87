/**
 * Lineage (issue 18) as pure rules: the family a reptile page shows (shared/rules/lineage.ts),
 * the cycle check the server repeats, the hatchlings' first names, the lineage rules of a reptile's
 * own args, and what a hatch with profiles (`clutch.hatch.v1`, shared/schemas/hatch.ts) must be.
 */
import { describe, expect, it } from 'vitest';
import { familyOf, hatchlingNames, LINEAGE_MAX_DEPTH, wouldCycle, type LineageRow } from '../../shared/rules/lineage';
import { ClutchHatchArgs, HATCH_MAX_PROFILES } from '../../shared/schemas/hatch';
import { ReptileCreateArgs, ReptileUpdateArgs } from '../../shared/schemas/reptile';
import { ID, ID2, ID3, ID4, issuesOf } from '../helpers/issues';

/** A valid row id numbered n (ids of the tables below, and of a hatch's many hatchlings). */
const rid = (n: number) => `0190a7c1-0000-7000-8000-${String(n).padStart(12, '0')}`;

// Three generations: Apollo x Athena gave Zeus; Zeus (dam a breeder's female, named) x Hera
// (sire an id no longer on the device, dam a shop's female) gave four hatchlings.
const rows: LineageRow[] = [
  { id: 'apollo', name: 'Apollo', sex: 'male', hatchDate: '2015-06-01' },
  { id: 'athena', name: 'Athena', sex: 'female', hatchDate: '2016-07-01' },
  { id: 'zeus', name: 'Zeus', sex: 'male', hatchDate: '2019-05-01', sireId: 'apollo', damName: "Breeder's female" },
  { id: 'hera', name: 'Hera', sex: 'female', hatchDate: '2019-08-01', sireId: 'gone', damName: 'Shop female' },
  { id: 'zed', name: 'Zed', sex: 'unknown', hatchDate: '2024-05-01', sireId: 'zeus', damId: 'hera' },
  { id: 'alpha', name: 'Alpha', sex: 'female', hatchDate: '2024-05-01', sireId: 'zeus', damId: 'hera' },
  { id: 'bee', name: 'Bee', sex: 'male', hatchDate: null, sireId: 'zeus', damId: 'hera' },
  { id: 'omega', name: 'Omega', sex: 'male', hatchDate: '2023-01-01', sireId: 'zeus', damName: 'Someone' },
  { id: 'loner', name: 'Loner', sex: 'female' },
];
const reptile = (id: string, name: string) => ({ kind: 'reptile', id, name });
const named = (name: string) => ({ kind: 'named', name });
const unknown = { kind: 'unknown' };
const noParents = { sire: unknown, dam: unknown };

describe('familyOf', () => {
  it('reads parents and both sides\' grandparents over three generations, by id and by name', () => {
    expect(familyOf(rows, 'zed')).toEqual({
      parents: { sire: reptile('zeus', 'Zeus'), dam: reptile('hera', 'Hera') },
      grandparents: {
        sire: { sire: reptile('apollo', 'Apollo'), dam: named("Breeder's female") },
        // Hera's sire id is not among the rows (deleted, not yet synced): known to exist, not by name.
        dam: { sire: unknown, dam: named('Shop female') },
      },
      offspring: [],
    });
  });

  it.each([
    ['a named parent: its own parents are unknown', 'omega', { sire: reptile('zeus', 'Zeus'), dam: named('Someone') }, { sire: { sire: reptile('apollo', 'Apollo'), dam: named("Breeder's female") }, dam: noParents }],
    ['an id not among the rows', 'hera', { sire: unknown, dam: named('Shop female') }, { sire: noParents, dam: noParents }],
    ['a reptile with no parents recorded', 'loner', noParents, { sire: noParents, dam: noParents }],
    ['a founder with parents of its own not recorded', 'apollo', noParents, { sire: noParents, dam: noParents }],
  ])('%s', (_, id, parents, grandparents) => {
    const family = familyOf(rows, id);
    expect(family?.parents).toEqual(parents);
    expect(family?.grandparents).toEqual(grandparents);
  });

  it('lists offspring by hatch date, then name, undated last, each once even as sire and dam', () => {
    expect(familyOf(rows, 'zeus')?.offspring).toEqual([
      { id: 'omega', name: 'Omega', sex: 'male', hatchDate: '2023-01-01' },
      { id: 'alpha', name: 'Alpha', sex: 'female', hatchDate: '2024-05-01' },
      { id: 'zed', name: 'Zed', sex: 'unknown', hatchDate: '2024-05-01' },
      { id: 'bee', name: 'Bee', sex: 'male', hatchDate: null },
    ]);
    expect(familyOf(rows, 'hera')?.offspring.map((o) => o.id)).toEqual(['alpha', 'zed', 'bee']);
    expect(familyOf(rows, 'apollo')?.offspring.map((o) => o.id)).toEqual(['zeus']);
    // Grandchildren are not offspring.
    expect(familyOf(rows, 'apollo')?.offspring).toHaveLength(1);
  });

  it.each([
    ['a reptile that is nobody\'s parent', 'loner'],
    ['a hatchling', 'zed'],
    ['a dam named only by others (not by id)', 'athena'],
  ])('has no offspring for %s', (_, id) => {
    expect(familyOf(rows, id)?.offspring).toEqual([]);
  });

  it('is null for a reptile not among the rows', () => {
    expect(familyOf(rows, 'gone')).toBeNull();
    expect(familyOf([], 'zed')).toBeNull();
  });
});

describe('wouldCycle', () => {
  it.each([
    ['its direct child as its sire', 'zeus', 'zed', true],
    ['its grandchild as its parent', 'apollo', 'zed', true],
    ['its grandchild through the dam line', 'hera', 'bee', true],
    ['itself', 'loner', 'loner', true],
    ['an unrelated reptile', 'loner', 'zeus', false],
    ['its own parent again', 'zed', 'zeus', false],
    ['its grandparent', 'zed', 'apollo', false],
    ['a sibling', 'zed', 'alpha', false],
    ['a parent not among the rows', 'zed', 'gone', false],
  ])('making %s: %s <- %s is %s', (_, id, parentId, cycle) => {
    expect(wouldCycle(rows, id, parentId)).toBe(cycle);
  });

  it('stops on a cycle already in the rows (two devices) and on a line deeper than it walks', () => {
    const loop: LineageRow[] = [
      { id: 'a', name: 'A', sex: 'male', sireId: 'b' },
      { id: 'b', name: 'B', sex: 'male', sireId: 'a' },
    ];
    expect(wouldCycle(loop, 'x', 'a')).toBe(false);
    expect(wouldCycle(loop, 'a', 'b')).toBe(true);
    // g0 is the father of g1, ... : g0 is an ancestor of g(n) within the depth, not beyond it.
    const line = (n: number): LineageRow[] => Array.from({ length: n + 1 }, (_, i) => ({ id: `g${i}`, name: `G${i}`, sex: 'male', sireId: i > 0 ? `g${i - 1}` : null }));
    expect(wouldCycle(line(10), 'g0', 'g10')).toBe(true);
    expect(wouldCycle(line(LINEAGE_MAX_DEPTH + 5), 'g0', `g${LINEAGE_MAX_DEPTH + 5}`)).toBe(false);
  });
});

describe('hatchlingNames', () => {
  it.each([
    ['Clutch 3', 3, ['Clutch 3 #1', 'Clutch 3 #2', 'Clutch 3 #3']],
    ['Люпило', 1, ['Люпило #1']],
    ['Clutch', 0, []],
  ])('%s x %d', (prefix, n, want) => {
    expect(hatchlingNames(prefix, n)).toEqual(want);
  });

  it('continues a series already begun (a clutch hatching over several days), ignoring other names', () => {
    const taken = ['Clutch 1 #1', 'Clutch 1 #2', 'Clutch 1 #10b', 'Clutch 12 #7', 'Luna', 'Clutch 1 #x'];
    expect(hatchlingNames('Clutch 1', 2, taken)).toEqual(['Clutch 1 #3', 'Clutch 1 #4']);
    expect(hatchlingNames('Clutch 2', 1, taken)).toEqual(['Clutch 2 #1']);
  });

  it('numbers up to the largest hatch', () => {
    const names = hatchlingNames('C', HATCH_MAX_PROFILES);
    expect(names).toHaveLength(HATCH_MAX_PROFILES);
    expect(names.at(-1)).toBe(`C #${HATCH_MAX_PROFILES}`);
    expect(new Set(names).size).toBe(HATCH_MAX_PROFILES);
  });
});

describe('a reptile\'s lineage args', () => {
  const base = { id: ID, name: 'Kaa', species: 'Python regius' };
  it.each([
    ['parents by id', { ...base, sireId: ID2, damId: ID3, clutchId: ID4 }, []],
    ['parents by name', { ...base, sireName: 'Zeus', damName: 'Hera' }, []],
    ['the sire by id and by name', { ...base, sireId: ID2, sireName: 'Zeus' }, ['sireName: errors.parentTwice']],
    ['the dam by id and by name', { ...base, damId: ID2, damName: 'Hera' }, ['damName: errors.parentTwice']],
    ['the same reptile as sire and dam', { ...base, sireId: ID2, damId: ID2 }, ['damId: errors.parentsMustDiffer']],
    ['itself as sire', { ...base, sireId: ID }, ['sireId: errors.ownParent']],
    ['itself as dam', { ...base, damId: ID }, ['damId: errors.ownParent']],
    ['a blank parent name', { ...base, damName: '  ' }, ['damName: errors.parentNameRequired']],
  ])('create: %s', (_, input, want) => {
    expect(issuesOf(ReptileCreateArgs, input)).toEqual(want);
  });

  it.each([
    ['a sire by id', { sireId: ID2 }, []],
    ['both sides of a parent cleared', { sireId: null, sireName: null }, []],
    ['a parent by id and by name at once', { damId: ID2, damName: 'Hera' }, ['patch.damName: errors.parentTwice']],
    ['itself as dam', { damId: ID }, ['patch.damId: errors.ownParent']],
  ])('update: %s', (_, patch, want) => {
    expect(issuesOf(ReptileUpdateArgs, { id: ID, patch })).toEqual(want);
  });
});

describe('ClutchHatchArgs', () => {
  const CLUTCH = rid(900);
  const log = { id: rid(1000), reptileId: ID2, date: '2026-12-01', eventType: 'hatching', clutchId: CLUTCH, outcomeCount: 3 };
  const hatchling = (n: number, over: Record<string, unknown> = {}) =>
    ({ id: rid(100 + n), name: `Clutch #${n}`, species: 'Python regius', clutchId: CLUTCH, hatchDate: '2026-12-01', sireId: ID3, damId: ID2, ...over });
  const three = [hatchling(1), hatchling(2), hatchling(3)];
  const many = (n: number) => Array.from({ length: n }, (_, i) => hatchling(i + 1));

  it.each([
    ['a hatch of three with parents by id', { log, hatchlings: three }],
    ['fewer profiles than hatched', { log, hatchlings: [hatchling(1)] }],
    ['no count of the hatched', { log: { ...log, outcomeCount: null }, hatchlings: three }],
    ['parents by name', { log, hatchlings: [hatchling(1, { sireId: null, damId: undefined, sireName: 'Zeus', damName: 'Hera' })] }],
    ['a hatching of no clutch, its profiles of none', { log: { ...log, clutchId: null }, hatchlings: [hatchling(1, { clutchId: undefined })] }],
    [`the most profiles (${HATCH_MAX_PROFILES})`, { log: { ...log, outcomeCount: HATCH_MAX_PROFILES }, hatchlings: many(HATCH_MAX_PROFILES) }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(ClutchHatchArgs, input)).toEqual([]);
  });

  it('gives each hatchling sex unknown unless the keeper set one', () => {
    const parsed = ClutchHatchArgs.parse({ log, hatchlings: [hatchling(1), hatchling(2, { sex: 'female' })] });
    expect(parsed.hatchlings.map((h) => h.sex)).toEqual(['unknown', 'female']);
  });

  it.each([
    ['a laying, not a hatching', { log: { ...log, eventType: 'laying', clutchId: null }, hatchlings: three.map((h) => ({ ...h, clutchId: null })) }, ['log.eventType: errors.hatchOnly']],
    ['a mating', { log: { ...log, eventType: 'mating', parent1: { name: 'A' }, parent2: { name: 'B' } }, hatchlings: three }, ['log.eventType: errors.hatchOnly']],
    ['more profiles than hatched', { log: { ...log, outcomeCount: 2 }, hatchlings: three }, ['hatchlings: errors.moreProfilesThanHatched']],
    ['profiles of a hatch of none', { log: { ...log, outcomeCount: 0 }, hatchlings: [hatchling(1)] }, ['hatchlings: errors.moreProfilesThanHatched']],
    ['a profile of another clutch', { log, hatchlings: [hatchling(1), hatchling(2, { clutchId: rid(901) }), hatchling(3)] }, ['hatchlings.1: errors.hatchlingMismatch']],
    ['a profile of no clutch', { log, hatchlings: [hatchling(1, { clutchId: null }), hatchling(2)] }, ['hatchlings.0: errors.hatchlingMismatch']],
    ['a profile with a clutch the hatching does not name', { log: { ...log, clutchId: null }, hatchlings: [hatchling(1)] }, ['hatchlings.0: errors.hatchlingMismatch']],
    ['a profile hatched another day', { log, hatchlings: [hatchling(1), hatchling(2), hatchling(3, { hatchDate: '2026-12-02' })] }, ['hatchlings.2: errors.hatchlingMismatch']],
    ['a profile with no hatch date', { log, hatchlings: [hatchling(1, { hatchDate: null })] }, ['hatchlings.0: errors.hatchlingMismatch']],
    ['two profiles with one id', { log, hatchlings: [hatchling(1), hatchling(2), hatchling(1, { name: 'Twin' })] }, ['hatchlings.2.id: errors.duplicateId']],
    ['a profile with the hatching\'s id', { log, hatchlings: [hatchling(1, { id: log.id })] }, ['hatchlings.0.id: errors.duplicateId']],
    ['no hatchlings', { log, hatchlings: [] }, ['hatchlings: errors.hatchlingsRequired']],
    [`${HATCH_MAX_PROFILES + 1} hatchlings`, { log: { ...log, outcomeCount: 500 }, hatchlings: many(HATCH_MAX_PROFILES + 1) }, ['hatchlings: errors.tooManyHatchlings']],
    ['a hatchling its own sire', { log, hatchlings: [hatchling(1, { sireId: rid(101) })] }, ['hatchlings.0.sireId: errors.ownParent']],
    ['a hatchling with one animal as sire and dam', { log, hatchlings: [hatchling(1, { sireId: ID2 })] }, ['hatchlings.0.damId: errors.parentsMustDiffer']],
    ['a hatchling with its dam by id and by name', { log, hatchlings: [hatchling(1, { damName: 'Hera' })] }, ['hatchlings.0.damName: errors.parentTwice']],
    ['a hatchling with no name', { log, hatchlings: [hatchling(1, { name: ' ' })] }, ['hatchlings.0.name: errors.nameRequired']],
  ])('refuses %s', (_, input, want) => {
    expect(issuesOf(ClutchHatchArgs, input)).toEqual(want);
  });
});
