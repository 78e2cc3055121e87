import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canCreateCollection, canEditCollection, collectionLimitOf, needsPick, pickActiveCollections, reconcileCollections, type CollectionState, type CollectionStatus,
} from '../../shared/coins/collections-limit';
import { activeTier } from '../../shared/rules/active-tier';

/** 'aar' -> a active, b active, c read-only. */
const states = (code: string): CollectionStatus[] => [...code].map((c, i) => ({ id: `c${i + 1}`, state: c === 'a' ? 'active' : 'read-only' }));
const code = (list: readonly CollectionStatus[]) => list.map((c) => (c.state === 'active' ? 'a' : 'r')).join('');

describe('collectionLimitOf', () => {
  it.each<[string | null | undefined, number]>([
    [null, 0], [undefined, 0], ['basic', 0], ['HerpPlus', 3], ['herpplus', 3], ['HerpPro', 100], ['gold', 0],
  ])('%j allows %i', (tier, limit) => {
    expect(collectionLimitOf(tier)).toBe(limit);
  });

  it('counts an expired tier as Basic when given the active tier', () => {
    const now = Date.parse('2026-03-10T00:00:00Z');
    expect(collectionLimitOf(activeTier('HerpPro', now - 1, now))).toBe(0);
    expect(collectionLimitOf(activeTier('HerpPro', now + 1, now))).toBe(100);
  });
});

describe('canCreateCollection', () => {
  it.each<[number, number, unknown]>([
    [0, 0, { ok: false, code: 'premium-required' }],
    [0, 2, { ok: false, code: 'premium-required' }],
    [3, 0, { ok: true }],
    [3, 2, { ok: true }],
    [3, 3, { ok: false, code: 'collection-limit' }],
    [3, 5, { ok: false, code: 'collection-limit' }],
    [100, 99, { ok: true }],
    [100, 100, { ok: false, code: 'collection-limit' }],
  ])('limit %i with %i existing: %j', (limit, existing, want) => {
    expect(canCreateCollection(limit, existing)).toEqual(want);
  });
});

describe('canEditCollection', () => {
  it.each<[number, CollectionState, unknown]>([
    [3, 'active', { ok: true }],
    [3, 'read-only', { ok: false, code: 'collection-read-only' }],
    [0, 'active', { ok: false, code: 'premium-required' }],
    [0, 'read-only', { ok: false, code: 'premium-required' }],
  ])('limit %i, %s: %j', (limit, state, want) => {
    expect(canEditCollection(limit, state)).toEqual(want);
  });
});

describe('reconcileCollections', () => {
  it.each<[string, string, number, string]>([
    ['no collections', '', 3, ''],
    ['HerpPro with 5, down to HerpPlus: all read-only until the keeper picks', 'aaaaa', 3, 'rrrrr'],
    ['HerpPro with 4, down to HerpPlus', 'aaaa', 3, 'rrrr'],
    ['HerpPro with 3, down to HerpPlus: they fit, nothing changes', 'aaa', 3, 'aaa'],
    ['HerpPro with 2, down to HerpPlus', 'aa', 3, 'aa'],
    ['HerpPlus expires: all read-only', 'aaa', 0, 'rrr'],
    ['HerpPlus with 1 expires', 'a', 0, 'r'],
    ['renewed HerpPlus, 3 read-only: all fit, all active again', 'rrr', 3, 'aaa'],
    ['renewed HerpPlus, 5 read-only: still waiting for the pick', 'rrrrr', 3, 'rrrrr'],
    ['HerpPlus after a pick of 3 of 5: unchanged', 'aarar', 3, 'aarar'],
    ['HerpPlus after a pick of 1 of 5: unchanged', 'rrarr', 3, 'rrarr'],
    ['upgraded to HerpPro after a pick: all active', 'aarar', 100, 'aaaaa'],
    ['a read-only one deleted so the rest fit: all active', 'rrr', 3, 'aaa'],
    ['revoked with a pick made: all read-only', 'aarar', 0, 'rrrrr'],
  ])('%s', (_, before, limit, after) => {
    expect(code(reconcileCollections(states(before), limit))).toBe(after);
  });

  it('keeps ids and order', () => {
    expect(reconcileCollections(states('aaaaa'), 3).map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('never leaves more active than the limit, is idempotent, and keeps a pick that fits', () => {
    const list = fc.array(fc.constantFrom('a', 'r'), { maxLength: 120 }).map((cs) => states(cs.join('')));
    fc.assert(fc.property(list, fc.constantFrom(0, 3, 100), (before, limit) => {
      const after = reconcileCollections(before, limit);
      const active = after.filter((c) => c.state === 'active').length;
      const activeBefore = before.filter((c) => c.state === 'active').length;
      return active <= limit
        && code(reconcileCollections(after, limit)) === code(after)
        && (activeBefore > limit || before.length <= limit || code(after) === code(before))
        && (before.length > limit || active === before.length);
    }));
  });
});

describe('needsPick', () => {
  it.each<[string, number, boolean]>([
    ['rrrrr', 3, true], ['rrrrr', 0, false], ['', 3, false], ['aarar', 3, false], ['aaa', 3, false], ['r', 100, true],
  ])('%s with limit %i: %j', (before, limit, want) => {
    expect(needsPick(states(before), limit)).toBe(want);
  });
});

describe('pickActiveCollections', () => {
  const five = states('rrrrr');
  it.each<[string, string[], number, unknown]>([
    ['one', ['c2'], 3, 'rarrr'],
    ['three, the limit', ['c1', 'c3', 'c5'], 3, 'arara'],
    ['the same one twice counts once', ['c2', 'c2'], 1, 'rarrr'],
    ['none', [], 3, { ok: false, code: 'no-collection-picked' }],
    ['four over a limit of three', ['c1', 'c2', 'c3', 'c4'], 3, { ok: false, code: 'collection-limit' }],
    ['one the keeper does not have', ['c1', 'c9'], 3, { ok: false, code: 'not-found' }],
    ['any on Basic', ['c1'], 0, { ok: false, code: 'premium-required' }],
    ['all five on HerpPro', ['c1', 'c2', 'c3', 'c4', 'c5'], 100, 'aaaaa'],
  ])('%s', (_, picked, limit, want) => {
    const r = pickActiveCollections(five, picked, limit);
    expect(r.ok ? code(r.collections) : r).toEqual(want);
  });

  it('a pick survives the next reconcile at the same limit', () => {
    const r = pickActiveCollections(five, ['c1', 'c4'], 3);
    expect(r.ok && code(reconcileCollections(r.collections, 3))).toBe('arrar');
    expect(r.ok && needsPick(r.collections, 3)).toBe(false);
  });
});
