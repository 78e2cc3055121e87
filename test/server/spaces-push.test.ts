/**
 * Pushing into a shared collection (issue 27): every role, a stranger, a removed member and a
 * sitter past their last day, on the database of the project (SQLite or PostgreSQL). The rows a
 * member writes belong to the shared space (its counter, its owner's plan), are credited to the
 * member by the server, and a refused write changes nothing anywhere.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnedIds } from '../../sync-server/src/achievements/award';
import { readWallet } from '../../sync-server/src/coins/wallet';
import { addMember } from '../../sync-server/src/spaces/members';
import { buildTestServer, type TestServer } from '../helpers/server';
import { reptileArgs, spaceVersion } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { day, feeding, household as householdOn, push as pushOn } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(async () => { await s.close(); });

const household = () => householdOn(s.app);
const push = (user: TestUser, list: [string, unknown][]) => pushOn(s.app, user, list);

const rowOf = (table: string, id: string) =>
  s.app.store.one<{ userId: string; authorId?: string | null; deleted: boolean | number }>(`SELECT *, user_id AS "userId", ${table.endsWith('logs') ? 'author_id AS "authorId",' : ''} deleted FROM ${table} WHERE id = ?`, [id]);

describe('a push into a shared collection', () => {
  it("puts the owner's and a keeper's rows in the shared space, on its counter, credited to whoever wrote them", async () => {
    const h = await household();
    const before = { space: await spaceVersion(s.app.store, h.space), keeper: await spaceVersion(s.app.store, h.keeper.id) };
    const theirs = reptileArgs({ spaceId: h.space });
    const meal = feeding(h.reptileId);
    const ownPet = reptileArgs();
    expect(await push(h.keeper, [['reptile.create.v1', theirs], ['feedingLog.create.v1', meal], ['reptile.create.v1', ownPet], ['reptile.update.v1', { id: theirs.id, patch: { name: 'Kaa' } }]]))
      .toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(await rowOf('reptiles', theirs.id)).toMatchObject({ userId: h.space, name: 'Kaa' });
    expect(await rowOf('feeding_logs', meal.id)).toMatchObject({ userId: h.space, authorId: h.keeper.id });
    expect(await rowOf('reptiles', ownPet.id)).toMatchObject({ userId: h.keeper.id });
    // Three versions of the household's counter, one of the keeper's own.
    expect(await spaceVersion(s.app.store, h.space)).toBe(before.space + 3);
    expect(await spaceVersion(s.app.store, h.keeper.id)).toBeGreaterThan(before.keeper);
  });

  it("lets a keeper keep but not delete an animal, and a sitter do the round and fix only their own entries", async () => {
    const h = await household();
    const keeperMeal = feeding(h.reptileId);
    const sitterMeal = feeding(h.reptileId);
    expect(await push(h.keeper, [['feedingLog.create.v1', keeperMeal], ['reptile.delete.v1', { id: h.reptileId }]])).toEqual(['applied', 'role-keeper']);
    expect(await push(h.sitter, [
      ['feedingLog.create.v1', sitterMeal],
      ['growthLog.create.v1', { id: randomUUID(), reptileId: h.reptileId, date: day(0), weightGrams: 900 }],
      ['feedingLog.update.v1', { id: sitterMeal.id, patch: { notes: 'Ate at once' } }],
      ['feedingLog.update.v1', { id: keeperMeal.id, patch: { notes: 'Not mine to change' } }],
      ['feedingLog.delete.v1', { id: keeperMeal.id }],
      ['reptile.create.v1', reptileArgs({ spaceId: h.space })],
      ['reptile.update.v1', { id: h.reptileId, patch: { name: 'Renamed' } }],
      ['breedingLog.create.v1', { id: randomUUID(), reptileId: h.reptileId, date: day(0), eventType: 'laying', outcomeCount: 4 }],
    ])).toEqual(['applied', 'applied', 'applied', 'role-sitter', 'role-sitter', 'role-sitter', 'role-sitter', 'role-sitter']);
    const untouched = await rowOf('feeding_logs', keeperMeal.id);
    expect(untouched).toMatchObject({ authorId: h.keeper.id });
    expect(Boolean(untouched?.deleted)).toBe(false);
    expect(await rowOf('reptiles', h.reptileId)).toMatchObject({ name: 'Nagini' });
    // The owner may delete the animal.
    expect(await push(h.owner, [['reptile.delete.v1', { id: h.reptileId }]])).toEqual(['applied']);
  });

  it('refuses every write of a viewer, a removed member and a sitter past their last day, and changes nothing', async () => {
    const h = await household();
    const version = await spaceVersion(s.app.store, h.space);
    const writes: [string, unknown][] = [['feedingLog.create.v1', feeding(h.reptileId)], ['reptile.update.v1', { id: h.reptileId, patch: { name: 'X' } }]];
    expect(await push(h.viewer, writes)).toEqual(['role-viewer', 'role-viewer']);
    expect(await push(h.removed, writes)).toEqual(['membership-ended', 'membership-ended']);
    expect(await push(h.pastSitter, writes)).toEqual(['membership-ended', 'membership-ended']);
    expect(await spaceVersion(s.app.store, h.space)).toBe(version);
  });

  it("answers a stranger as if the collection and its animals did not exist", async () => {
    const h = await household();
    const version = await spaceVersion(s.app.store, h.space);
    const meal = feeding(h.reptileId);
    expect(await push(h.keeper, [['feedingLog.create.v1', meal]])).toEqual(['applied']);
    expect(await push(h.stranger, [
      ['feedingLog.create.v1', feeding(h.reptileId)],
      ['reptile.create.v1', reptileArgs({ spaceId: h.space })],
      ['reptile.update.v1', { id: h.reptileId, patch: { name: 'Mine now' } }],
      ['feedingLog.delete.v1', { id: meal.id }],
      ['reminder.create.v1', { id: randomUUID(), taskType: 'other', description: 'Hack', dueDate: day(1), frequency: { kind: 'once' }, spaceId: h.space }],
    ])).toEqual(['not-found', 'not-found', 'not-found', 'not-found', 'not-found']);
    expect(await spaceVersion(s.app.store, h.space)).toBe(version + 1);
    expect(await rowOf('reptiles', h.reptileId)).toMatchObject({ name: 'Nagini' });
  });

  it("counts the shared animals against the owner's plan, not the member's", async () => {
    const h = await household();
    const member = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    await addMember(s.app.store, h.space, member.id, 'keeper', null, Date.now());
    // Basic allows 5: the owner's first animal and four more fit, the sixth does not.
    const four = Array.from({ length: 4 }, (): [string, unknown] => ['reptile.create.v1', reptileArgs({ spaceId: h.space })]);
    expect(await push(member, [...four, ['reptile.create.v1', reptileArgs({ spaceId: h.space })], ['reptile.create.v1', reptileArgs()]]))
      .toEqual(['applied', 'applied', 'applied', 'applied', 'plan-limit-reptiles', 'applied']);
  });

  it('holds the shared limit when two members push at once', async () => {
    const h = await household();
    const pushes = [h.owner, h.keeper, h.owner, h.keeper].map((u) => push(u, [['reptile.create.v1', reptileArgs({ spaceId: h.space })], ['reptile.create.v1', reptileArgs({ spaceId: h.space })]]));
    const codes = (await Promise.all(pushes)).flat();
    expect(codes.filter((c) => c === 'applied')).toHaveLength(4);
    const n = await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM reptiles WHERE user_id = ? AND deleted = FALSE', [h.space]);
    expect(Number(n?.n)).toBe(5);
  });
});

describe('achievements and coins in a shared collection', () => {
  it('credits what a member logs to the member, never to the owner, and counts the owner only for their own entries', async () => {
    const h = await household();
    const meals = Array.from({ length: 10 }, () => feeding(h.reptileId));
    expect(await push(h.keeper, meals.map((m): [string, unknown] => ['feedingLog.create.v1', m]))).toEqual(Array(10).fill('applied'));
    const keeper = await earnedIds(s.app.store, h.keeper.id);
    expect(keeper.has('firstLog')).toBe(true);
    expect(keeper.has('feedings10')).toBe(true);
    expect((await readWallet(s.app.store, h.keeper.id)).balance).toBeGreaterThanOrEqual(35);
    // Ten meals of the household, none of them the owner's.
    expect((await earnedIds(s.app.store, h.owner.id)).has('firstLog')).toBe(false);
    // A refused write earns nothing.
    expect(await push(h.viewer, [['healthLog.create.v1', { id: randomUUID(), reptileId: h.reptileId, date: day(0), issue: 'Dull eyes', status: 'ongoing' }]])).toEqual(['role-viewer']);
    expect((await earnedIds(s.app.store, h.viewer.id)).has('firstHealthLog')).toBe(false);
    // The owner's own entry in the household is theirs.
    expect(await push(h.owner, [['feedingLog.create.v1', feeding(h.reptileId)]])).toEqual(['applied']);
    expect((await earnedIds(s.app.store, h.owner.id)).has('firstLog')).toBe(true);
    expect((await earnedIds(s.app.store, h.owner.id)).has('feedings10')).toBe(false);
  });

  it('counts a streak of days logged across the own and a shared collection as one', async () => {
    const h = await household();
    const own = reptileArgs();
    const days = Array.from({ length: 7 }, (_, i) => day(-i));
    // Odd days at home, even days in the household: seven days in a row only together.
    const list: [string, unknown][] = [['reptile.create.v1', own], ...days.map((date, i): [string, unknown] =>
      ['feedingLog.create.v1', { ...feeding(i % 2 === 0 ? h.reptileId : own.id), date }])];
    expect(await push(h.keeper, list)).toEqual(Array(8).fill('applied'));
    expect((await earnedIds(s.app.store, h.keeper.id)).has('streak7')).toBe(true);
  });
});
