/** The sync contract in shared/: what mutations mean, the tier that counts, batch rules. */
import { describe, expect, it } from 'vitest';
import { reptileFromCreate, reptilePatch } from '../../shared/mutators/reptile';
import { activeTier } from '../../shared/rules/active-tier';
import { ReptileCreateArgs, ReptileUpdateArgs } from '../../shared/schemas/reptile';
import { PushRequest } from '../../shared/sync/protocol';
import { MUTATIONS, isMutationName } from '../../shared/sync/mutations';

const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const id2 = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

describe('reptile mutations', () => {
  it('create fills what was left out, and empty notes are no notes', () => {
    expect(reptileFromCreate(ReptileCreateArgs.parse({ id, name: ' Kaa ', species: 'Python', notes: '' }))).toEqual({
      name: 'Kaa', species: 'Python', hatchDate: null, sex: 'unknown', weightGrams: null, lengthCm: null, notes: null, collectionId: null,
      feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null, sireId: null, sireName: null, damId: null, damName: null, clutchId: null, morphs: null,
    });
  });

  it.each([
    [{ name: 'x' }, { name: 'x' }],
    [{ weightGrams: null }, { weightGrams: null }],
    [{ notes: '' }, { notes: null }],
    [{ sex: 'male' }, { sex: 'male' }],
    [{ hatchDate: '2024-02-29', lengthCm: 12.5 }, { hatchDate: '2024-02-29', lengthCm: 12.5 }],
    [{ feedingIntervalDays: 10 }, { feedingIntervalDays: 10 }],
    [{ feedingPaused: true, feedingPausedUntil: null }, { feedingPaused: true, feedingPausedUntil: null }],
    // A parent is a reptile or a name: setting one side clears the other; clearing touches only itself.
    [{ sireId: id2 }, { sireId: id2, sireName: null }],
    [{ damName: 'Shop female' }, { damName: 'Shop female', damId: null }],
    [{ sireId: null }, { sireId: null }],
    [{ clutchId: id2 }, { clutchId: id2 }],
  ])('an edit of %o changes exactly %o', (patch, expected) => {
    expect(reptilePatch(ReptileUpdateArgs.parse({ id, patch }).patch)).toEqual(expected);
  });

  it('an edit never gains fields it did not send (no defaults inside a patch)', () => {
    expect(ReptileUpdateArgs.parse({ id, patch: { name: 'x' } }).patch).toEqual({ name: 'x' });
  });

  it('refuses a parent given twice (reptile and name), the same animal as sire and dam, and a reptile as its own parent', () => {
    expect(ReptileCreateArgs.safeParse({ id, name: 'a', species: 'b', sireId: id2, sireName: 'x' }).error?.issues[0]?.message).toBe('errors.parentTwice');
    expect(ReptileCreateArgs.safeParse({ id, name: 'a', species: 'b', sireId: id2, damId: id2 }).error?.issues[0]?.message).toBe('errors.parentsMustDiffer');
    expect(ReptileCreateArgs.safeParse({ id, name: 'a', species: 'b', damId: id }).error?.issues[0]?.message).toBe('errors.ownParent');
    expect(ReptileUpdateArgs.safeParse({ id, patch: { sireId: id } }).error?.issues[0]?.message).toBe('errors.ownParent');
    expect(ReptileUpdateArgs.safeParse({ id, patch: { damName: '  ' } }).error?.issues[0]?.message).toBe('errors.parentNameRequired');
  });

  it('an empty edit is refused', () => {
    expect(ReptileUpdateArgs.safeParse({ id, patch: {} }).success).toBe(false);
  });

  it('every registered name is versioned', () => {
    for (const name of Object.keys(MUTATIONS)) expect(name).toMatch(/\.v\d+$/);
    expect(isMutationName('reptile.create.v1')).toBe(true);
    expect(isMutationName('toString')).toBe(false);
  });
});

describe('active tier', () => {
  const now = Date.UTC(2026, 5, 1);
  it.each([
    [null, null, null],
    ['HerpPlus', null, 'HerpPlus'],
    ['herppro', now + 1, 'HerpPro'],
    ['HerpPro', now, null],
    ['HerpPlus', now - 1, null],
    ['Gold', null, null],
  ] as const)('%s expiring at %s is %s', (tier, expiresAt, expected) => {
    expect(activeTier(tier, expiresAt, now)).toBe(expected);
  });
});

describe('push request', () => {
  const m = (n: number) => ({ id: n, name: 'reptile.delete.v1', args: { id }, createdAt: 0 });
  it.each([
    [[m(1), m(2), m(3)], true],
    [[m(7)], true],
    [[m(1), m(3)], false],
    [[m(2), m(1)], false],
    [[m(0)], false],
    [[], false],
  ])('%# ids in order and without gaps: %s', (mutations, ok) => {
    expect(PushRequest.safeParse({ clientId: id, schemaVersion: 1, mutations }).success).toBe(ok);
  });
});
