/**
 * A reptile's feeding rhythm fields (its own interval, a pause with an optional last day) through
 * push and pull, on SQLite and (server-pg) PostgreSQL: created, edited one field at a time,
 * cleared, dropped with the reptile; a reptile created without them reads the defaults; another
 * keeper cannot set them, and nonsense is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, reptileArgs } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

type Keeper = Awaited<ReturnType<typeof keeperWithReptile>>;
const rhythmOf = async (k: Keeper, id: string) => {
  const row = (await k.api.pull(0)).changes.reptiles.find((r) => r.id === id);
  return row && { feedingIntervalDays: row.feedingIntervalDays, feedingPaused: row.feedingPaused, feedingPausedUntil: row.feedingPausedUntil };
};
const statuses = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);

describe('feeding rhythm fields on the server', () => {
  it('reads the defaults on a reptile created without them (as by a build before the rhythm)', async () => {
    const k = await keeperWithReptile(s.app);
    expect(await rhythmOf(k, k.reptileId)).toEqual({ feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null });
  });

  it('syncs the interval and the pause on create, edits each alone, and clears them', async () => {
    const k = await keeperWithReptile(s.app);
    const id = randomUUID();
    expect(statuses(await k.api.push([
      mutation(k.next(), 'reptile.create.v1', reptileArgs({ id, feedingIntervalDays: 10, feedingPaused: true, feedingPausedUntil: '2027-03-01' })),
    ]))).toEqual(['applied']);
    expect(await rhythmOf(k, id)).toEqual({ feedingIntervalDays: 10, feedingPaused: true, feedingPausedUntil: '2027-03-01' });

    // One field per patch, as two devices editing different fields would send them.
    expect(statuses(await k.api.push([
      mutation(k.next(), 'reptile.update.v1', { id, patch: { feedingPaused: false } }),
      mutation(k.next(), 'reptile.update.v1', { id, patch: { feedingIntervalDays: 14 } }),
      mutation(k.next(), 'reptile.update.v1', { id, patch: { name: 'Renamed' } }),
    ]))).toEqual(['applied', 'applied', 'applied']);
    expect(await rhythmOf(k, id)).toEqual({ feedingIntervalDays: 14, feedingPaused: false, feedingPausedUntil: '2027-03-01' });

    expect(statuses(await k.api.push([
      mutation(k.next(), 'reptile.update.v1', { id, patch: { feedingIntervalDays: null, feedingPausedUntil: null } }),
    ]))).toEqual(['applied']);
    expect(await rhythmOf(k, id)).toEqual({ feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null });
  });

  it('forgets them when the reptile is deleted', async () => {
    const k = await keeperWithReptile(s.app);
    await k.api.push([mutation(k.next(), 'reptile.update.v1', { id: k.reptileId, patch: { feedingIntervalDays: 7, feedingPaused: true } })]);
    expect(statuses(await k.api.push([mutation(k.next(), 'reptile.delete.v1', { id: k.reptileId })]))).toEqual(['applied']);
    const tombstone = (await k.api.pull(1)).changes.reptiles.find((r) => r.id === k.reptileId);
    expect(tombstone).toMatchObject({ deleted: true, feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null });
  });

  it("does not let another keeper set them on someone else's reptile", async () => {
    const owner = await keeperWithReptile(s.app);
    const other = await keeperWithReptile(s.app);
    const res = await other.api.push([mutation(other.next(), 'reptile.update.v1', { id: owner.reptileId, patch: { feedingIntervalDays: 1, feedingPaused: true } })]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'not-found' });
    expect(await rhythmOf(owner, owner.reptileId)).toEqual({ feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null });
  });

  it.each([
    ['an interval of 0 days', { feedingIntervalDays: 0 }],
    ['a fraction of a day', { feedingIntervalDays: 2.5 }],
    ['more than a year', { feedingIntervalDays: 366 }],
    ['an until-date that is no date', { feedingPausedUntil: '2027-02-30' }],
    ['a pause that is not yes or no', { feedingPaused: 'yes' }],
  ])('refuses %s and changes nothing', async (_, patch) => {
    const k = await keeperWithReptile(s.app);
    const res = await k.api.push([mutation(k.next(), 'reptile.update.v1', { id: k.reptileId, patch })]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'invalid-args' });
    expect(await rhythmOf(k, k.reptileId)).toEqual({ feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null });
  });
});
