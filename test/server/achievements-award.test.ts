/**
 * Achievements awarded by the server at the end of the push batch that crosses their threshold
 * (sync-server/src/achievements/award.ts, issue 12): exactly when the crossing mutation lands,
 * at that push's server time, once per user and achievement whatever the churn (deleting and
 * re-adding, editing back and forth, two devices crossing together), with the reward credited
 * once in the ledger and the wallet, and all of it reaching the keeper's devices (and only theirs)
 * through pull.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementById } from '../../shared/achievements/catalogue';
import { SCHEMA_VERSION, type Mutation } from '../../shared/sync/protocol';
import { pushMutations } from '../../sync-server/src/sync/push';
import {
  awardIdsOf, awardsOf, balanceOf, eventArgs, feedingArgs, get, growthArgs, hatchingArgs, healthArgs, layingArgs, ledgerOf, pullAll, sheddingArgs, shiftDate, todayUtc,
} from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, reptileArgs, syncApi, syncClient, syncDeps, withFailingInserts } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const reward = (id: string): number => achievementById(id)?.reward ?? Number.NaN;
const rewards = (...ids: string[]): number => ids.reduce((sum, id) => sum + reward(id), 0);

/** A push of `user`'s client `clientId` decided at the server time `at` (the push's clock). */
async function pushAt(user: TestUser, clientId: string, mutations: Mutation[], at: number) {
  return pushMutations(syncDeps(s, { now: () => at }), user.id, { clientId, schemaVersion: SCHEMA_VERSION, mutations });
}

/** Feedings three days apart (no streak), from the given index on. */
const feedingDate = (i: number): string => shiftDate('2026-01-01', i * 3);

/** A keeper with one reptile (firstReptile) and `n` feedings pushed in one batch (firstLog). */
async function keeperWithFeedings(n: number) {
  const k = await keeperWithReptile(s.app);
  const ids: string[] = [];
  const ms = Array.from({ length: n }, (_, i) => {
    const args = feedingArgs(k.reptileId, feedingDate(i));
    ids.push(args.id);
    return mutation(k.next(), 'feedingLog.create.v1', args);
  });
  if (ms.length > 0) {
    const res = await k.api.push(ms);
    expect(res.results.every((r) => r.status === 'applied')).toBe(true);
  }
  return { ...k, feedingIds: ids };
}

/** How many times each achievement is held and each ledger key written: all must be 1. */
async function expectNothingTwice(userId: string): Promise<void> {
  const ids = (await awardsOf(s.app.store, userId)).map((a) => a.achievementId);
  expect(new Set(ids).size).toBe(ids.length);
  const keys = (await ledgerOf(s.app.store, userId)).map((e) => e.key);
  expect(new Set(keys).size).toBe(keys.length);
}

describe('awarding at the crossing mutation', () => {
  it('awards feedings10 exactly when the 10th feeding lands, at that push\'s server time, with its reward, and pull carries it', async () => {
    const k = await keeperWithFeedings(9);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['firstLog', 'firstReptile']);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog'));
    const before = await pullAll(k.api);

    const at = Date.now() + 3_600_000;
    const res = await pushAt(k.user, k.api.clientId, [mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, feedingDate(9)))], at);
    expect(res.results).toEqual([{ id: 11, status: 'applied' }]);

    const awards = await awardsOf(s.app.store, k.user.id);
    const feedings10 = awards.find((a) => a.achievementId === 'feedings10');
    expect(feedings10).toMatchObject({ earnedAt: at, seenAt: null });
    expect(awards).toHaveLength(3);
    const ledger = await ledgerOf(s.app.store, k.user.id);
    expect(ledger.filter((e) => e.key === 'achievement:feedings10')).toEqual([{ key: 'achievement:feedings10', amount: 25, reason: null, at, version: expect.any(Number) }]);
    expect(ledger.map((e) => e.key).sort()).toEqual(['achievement:feedings10', 'achievement:firstLog', 'achievement:firstReptile']);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog', 'feedings10'));

    // A device catching up from its last cookie gets the award, its coins and the new balance.
    const delta = await pullAll(k.api, before.cookie);
    expect(delta.changes.feedingLogs).toHaveLength(1);
    expect(delta.changes.achievements).toEqual([expect.objectContaining({ userId: k.user.id, achievementId: 'feedings10', earnedAt: at, seenAt: null, deleted: false })]);
    expect(delta.changes.coinEntries).toEqual([expect.objectContaining({ userId: k.user.id, key: 'achievement:feedings10', amount: 25, reason: null, at })]);
    expect(delta.changes.wallets).toEqual([expect.objectContaining({ id: k.user.id, userId: k.user.id, balance: 45, premiumTier: null, premiumExpiresAt: null })]);
    // A new device gets everything.
    const all = await pullAll(syncApi(s.app, k.user));
    expect((all.changes.achievements).map((r) => r.achievementId).sort()).toEqual(['feedings10', 'firstLog', 'firstReptile']);
    expect(all.changes.coinEntries).toHaveLength(3);
    expect(all.changes.wallets).toEqual([expect.objectContaining({ balance: 45 })]);
  });

  it('awards nothing while the count stays below the threshold, and nothing for a refused 10th', async () => {
    const k = await keeperWithFeedings(9);
    // A feeding of a reptile that does not exist is refused: it is not the 10th.
    const refused = await k.api.push([mutation(k.next(), 'feedingLog.create.v1', feedingArgs(randomUUID(), feedingDate(20)))]);
    expect(refused.results[0]).toMatchObject({ status: 'rejected', code: 'not-found' });
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['firstLog', 'firstReptile']);
    // Neither is a feeding whose stock deduction fails after its row was written (the batch runs again with savepoints).
    const feederId = randomUUID();
    const res = await k.api.push([
      mutation(k.next(), 'feeder.create.v1', { id: feederId, name: 'Frozen mice', type: 'frozen', weightPerItemGrams: 20, quantity: 1 }),
      mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, feedingDate(21), { source: { kind: 'inventory', feederId, quantity: 2, deductFromInventory: true } })),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'insufficient-stock']);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['firstLog', 'firstReptile']);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog'));
  });

  it('awards once when the crossing batch is run again with savepoints because a later mutation was refused after writing', async () => {
    const k = await keeperWithFeedings(9);
    const feederId = randomUUID();
    await k.api.push([mutation(k.next(), 'feeder.create.v1', { id: feederId, name: 'Frozen mice', type: 'frozen', weightPerItemGrams: 20, quantity: 1 })]);
    const res = await k.api.push([
      mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, feedingDate(9))),
      mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, feedingDate(10), { source: { kind: 'inventory', feederId, quantity: 5, deductFromInventory: true } })),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'insufficient-stock']);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['feedings10', 'firstLog', 'firstReptile']);
    expect((await ledgerOf(s.app.store, k.user.id)).filter((e) => e.key === 'achievement:feedings10')).toHaveLength(1);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog', 'feedings10'));
  });

  it('awards in the crossing push\'s transaction: when the award cannot be written, the 10th feeding is not either, and its resend awards', async () => {
    const k = await keeperWithFeedings(9);
    const tenth = mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, feedingDate(9)));
    const failed = await withFailingInserts(s.app.store, 'user_achievements', `NEW.user_id = '${k.user.id}'`, () => k.api.pushRaw([tenth]));
    expect(failed.statusCode).toBe(500);
    const live = await s.app.store.one<{ n: number }>('SELECT count(*) AS n FROM feeding_logs WHERE user_id = ? AND deleted = FALSE', [k.user.id]);
    expect(Number(live?.n)).toBe(9);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['firstLog', 'firstReptile']);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog'));
    // The device sends the same mutation again.
    expect((await k.api.push([tenth])).results).toEqual([{ id: tenth.id, status: 'applied' }]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['feedings10', 'firstLog', 'firstReptile']);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog', 'feedings10'));
  });

  it('never awards twice when feedings are deleted and added again around the threshold', async () => {
    const k = await keeperWithFeedings(10);
    const [first] = await awardsOf(s.app.store, k.user.id).then((a) => a.filter((x) => x.achievementId === 'feedings10'));
    expect(first).toBeDefined();
    const balance = await balanceOf(s.app.store, k.user.id);
    const live = [...k.feedingIds];
    for (let round = 0; round < 4; round++) {
      // Down to 9 in one push, back to 10 in the next...
      const gone = live.pop() ?? '';
      await k.api.push([mutation(k.next(), 'feedingLog.delete.v1', { id: gone })]);
      const again = feedingArgs(k.reptileId, feedingDate(30 + round));
      live.push(again.id);
      await k.api.push([mutation(k.next(), 'feedingLog.create.v1', again)]);
      // ...and both in one batch.
      const gone2 = live.pop() ?? '';
      const again2 = feedingArgs(k.reptileId, feedingDate(40 + round));
      live.push(again2.id);
      await k.api.push([mutation(k.next(), 'feedingLog.delete.v1', { id: gone2 }), mutation(k.next(), 'feedingLog.create.v1', again2)]);
    }
    const awards = (await awardsOf(s.app.store, k.user.id)).filter((a) => a.achievementId === 'feedings10');
    expect(awards).toEqual([first]);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(balance);
    await expectNothingTwice(k.user.id);
  });

  it('never awards twice when logs are edited back and forth (outcome, shed complete, dates)', async () => {
    const k = await keeperWithReptile(s.app);
    const sheds = Array.from({ length: 5 }, (_, i) => sheddingArgs(k.reptileId, shiftDate('2026-02-01', i * 5)));
    const feeds = Array.from({ length: 10 }, (_, i) => feedingArgs(k.reptileId, feedingDate(i)));
    await k.api.push([...sheds.map((a) => mutation(k.next(), 'sheddingLog.create.v1', a)), ...feeds.map((a) => mutation(k.next(), 'feedingLog.create.v1', a))]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['feedings10', 'firstLog', 'firstReptile', 'sheds5']);
    const balance = await balanceOf(s.app.store, k.user.id);
    expect(balance).toBe(rewards('firstReptile', 'firstLog', 'feedings10', 'sheds5'));
    for (let round = 0; round < 3; round++) {
      await k.api.push([
        mutation(k.next(), 'sheddingLog.update.v1', { id: sheds[0]?.id, patch: { complete: false } }),
        mutation(k.next(), 'feedingLog.update.v1', { id: feeds[9]?.id, patch: { outcome: 'refused' } }),
        mutation(k.next(), 'feedingLog.update.v1', { id: feeds[8]?.id, patch: { date: shiftDate('2026-06-01', round) } }),
      ]);
      await k.api.push([
        mutation(k.next(), 'sheddingLog.update.v1', { id: sheds[0]?.id, patch: { complete: true } }),
        mutation(k.next(), 'feedingLog.update.v1', { id: feeds[9]?.id, patch: { outcome: 'ate' } }),
        mutation(k.next(), 'feedingLog.update.v1', { id: feeds[8]?.id, patch: { date: feedingDate(8) } }),
      ]);
    }
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['feedings10', 'firstLog', 'firstReptile', 'sheds5']);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(balance);
    await expectNothingTwice(k.user.id);
  });

  it('awards once when two devices of one keeper push the 10th feeding at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const k = await keeperWithFeedings(9);
      const devices = [syncApi(s.app, k.user), syncApi(s.app, k.user), syncApi(s.app, k.user)];
      const results = await Promise.all(devices.map((d, i) => d.push([mutation(1, 'feedingLog.create.v1', feedingArgs(k.reptileId, feedingDate(50 + i)))])));
      expect(results.map((r) => r.results[0]?.status)).toEqual(['applied', 'applied', 'applied']);
      const awards = await awardsOf(s.app.store, k.user.id);
      expect(awards.filter((a) => a.achievementId === 'feedings10')).toHaveLength(1);
      expect((await ledgerOf(s.app.store, k.user.id)).filter((e) => e.key === 'achievement:feedings10')).toHaveLength(1);
      expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog', 'feedings10'));
      await expectNothingTwice(k.user.id);
      // Every device learns of it once.
      for (const d of devices) expect((await pullAll(d)).changes.achievements.filter((r) => r.achievementId === 'feedings10')).toHaveLength(1);
    }
  });

  it('awards once when two devices cross together from nothing (firstReptile and firstLog in both batches)', async () => {
    const user = await createTestUser(s.app);
    const devices = [syncApi(s.app, user), syncApi(s.app, user)];
    await Promise.all(devices.map((d) => {
      const reptile = reptileArgs();
      return d.push([mutation(1, 'reptile.create.v1', reptile), mutation(2, 'feedingLog.create.v1', feedingArgs(reptile.id))]);
    }));
    expect(await awardIdsOf(s.app.store, user.id)).toEqual(['firstLog', 'firstReptile']);
    expect(await balanceOf(s.app.store, user.id)).toBe(rewards('firstReptile', 'firstLog'));
    await expectNothingTwice(user.id);
  });
});

describe('each kind of achievement', () => {
  it('firstReptile with the first reptile, firstLog with the first log of any kind', async () => {
    const user = await createTestUser(s.app);
    const c = syncClient(s.app, user);
    const reptile = reptileArgs();
    await c.api.push([mutation(c.next(), 'reptile.create.v1', reptile)]);
    expect(await awardIdsOf(s.app.store, user.id)).toEqual(['firstReptile']);
    await c.api.push([mutation(c.next(), 'eventLog.create.v1', eventArgs(reptile.id))]);
    expect(await awardIdsOf(s.app.store, user.id)).toEqual(['firstLog', 'firstReptile']);
    expect((await ledgerOf(s.app.store, user.id)).map((e) => [e.key, e.amount])).toEqual([['achievement:firstReptile', 10], ['achievement:firstLog', 10]]);
  });

  it('growth5OneReptile needs five measurements of one reptile, not five in all', async () => {
    const k = await keeperWithReptile(s.app);
    const other = reptileArgs({ name: 'Second' });
    await k.api.push([mutation(k.next(), 'reptile.create.v1', other)]);
    const growth = (reptileId: string, i: number) => mutation(k.next(), 'growthLog.create.v1', growthArgs(reptileId, shiftDate('2026-03-01', i * 4)));
    await k.api.push([0, 1, 2, 3].flatMap((i) => [growth(k.reptileId, i), growth(other.id, i)]));
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('growth5OneReptile');
    await k.api.push([growth(other.id, 4)]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('growth5OneReptile');
    expect((await ledgerOf(s.app.store, k.user.id)).find((e) => e.key === 'achievement:growth5OneReptile')?.amount).toBe(25);
  });

  it('firstClutch with a laying (not a mating), firstHatchling with a hatching', async () => {
    const k = await keeperWithReptile(s.app);
    await k.api.push([mutation(k.next(), 'breedingLog.create.v1', { id: randomUUID(), reptileId: k.reptileId, date: '2026-04-01', eventType: 'mating', parent1: { name: 'Zeus' }, parent2: { name: 'Hera' } })]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['firstLog', 'firstReptile']);
    const laying = layingArgs(k.reptileId, '2026-05-01');
    await k.api.push([mutation(k.next(), 'breedingLog.create.v1', laying)]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('firstClutch');
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('firstHatchling');
    await k.api.push([mutation(k.next(), 'breedingLog.create.v1', hatchingArgs(k.reptileId, laying.id, '2026-07-01'))]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('firstHatchling');
    const ledger = await ledgerOf(s.app.store, k.user.id);
    expect(ledger.find((e) => e.key === 'achievement:firstClutch')?.amount).toBe(50);
    expect(ledger.find((e) => e.key === 'achievement:firstHatchling')?.amount).toBe(75);
  });

  it('firstHatchling (and reptile counts) also from a hatch that creates the hatchlings\' profiles', async () => {
    const k = await keeperWithReptile(s.app);
    const laying = layingArgs(k.reptileId, '2026-05-01');
    await k.api.push([mutation(k.next(), 'breedingLog.create.v1', laying)]);
    const log = hatchingArgs(k.reptileId, laying.id, '2026-07-01');
    const hatchlings = [1, 2].map((n) => ({ id: randomUUID(), name: `Clutch 1 #${n}`, species: 'Python regius', sex: 'unknown', hatchDate: log.date, damId: k.reptileId, clutchId: laying.id }));
    const res = await k.api.push([mutation(k.next(), 'clutch.hatch.v1', { log: { ...log, outcomeCount: 2 }, hatchlings })]);
    expect(res.results[0]?.status).toBe('applied');
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('firstHatchling');
  });

  it('firstClutch also when a mating is edited into a laying', async () => {
    const k = await keeperWithReptile(s.app);
    const log = { id: randomUUID(), reptileId: k.reptileId, date: '2026-04-01', eventType: 'other' };
    await k.api.push([mutation(k.next(), 'breedingLog.create.v1', log)]);
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('firstClutch');
    await k.api.push([mutation(k.next(), 'breedingLog.update.v1', { id: log.id, patch: { eventType: 'laying' } })]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('firstClutch');
  });

  it('streak7 for seven consecutive dates logged offline and pushed in one batch', async () => {
    const k = await keeperWithReptile(s.app);
    const start = shiftDate(todayUtc(), -20);
    await k.api.push(Array.from({ length: 7 }, (_, i) => mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, shiftDate(start, i)))));
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('streak7');
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('streak30');
  });

  it('streak7 across kinds of logs, and when a later push fills the gap (by a new log or by moving one)', async () => {
    const k = await keeperWithReptile(s.app);
    const start = shiftDate(todayUtc(), -40);
    const day = (i: number) => shiftDate(start, i);
    // Days 0-2 and 4-6, each a different kind: six days, no run of seven.
    await k.api.push([
      mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, day(0))),
      mutation(k.next(), 'sheddingLog.create.v1', sheddingArgs(k.reptileId, day(1))),
      mutation(k.next(), 'healthLog.create.v1', healthArgs(k.reptileId, day(2))),
      mutation(k.next(), 'eventLog.create.v1', eventArgs(k.reptileId, day(4))),
      mutation(k.next(), 'growthLog.create.v1', growthArgs(k.reptileId, day(5))),
      mutation(k.next(), 'breedingLog.create.v1', layingArgs(k.reptileId, day(6))),
    ]);
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('streak7');
    // Several logs on one day are one day.
    await k.api.push([mutation(k.next(), 'eventLog.create.v1', eventArgs(k.reptileId, day(2))), mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, day(6)))]);
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('streak7');
    // A log far away (another year) moved into the gap by an edit completes the run.
    const far = feedingArgs(k.reptileId, shiftDate(start, -300));
    await k.api.push([mutation(k.next(), 'feedingLog.create.v1', far)]);
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('streak7');
    await k.api.push([mutation(k.next(), 'feedingLog.update.v1', { id: far.id, patch: { date: day(3) } })]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('streak7');

    // Another keeper fills the gap with a new log.
    const other = await keeperWithReptile(s.app);
    await other.api.push([0, 1, 2, 4, 5, 6].map((i) => mutation(other.next(), 'eventLog.create.v1', eventArgs(other.reptileId, day(i)))));
    expect(await awardIdsOf(s.app.store, other.user.id)).not.toContain('streak7');
    await other.api.push([mutation(other.next(), 'growthLog.create.v1', growthArgs(other.reptileId, day(3)))]);
    expect(await awardIdsOf(s.app.store, other.user.id)).toContain('streak7');
  });

  it('no streak7 for seven logs on one day, nor for seven days in the future', async () => {
    const k = await keeperWithReptile(s.app);
    await k.api.push(Array.from({ length: 7 }, () => mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, shiftDate(todayUtc(), -3)))));
    await k.api.push(Array.from({ length: 7 }, (_, i) => mutation(k.next(), 'eventLog.create.v1', eventArgs(k.reptileId, shiftDate(todayUtc(), 30 + i)))));
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('streak7');
  });

  it('badgeCollector with the fifth award, in the same push, credited with it', async () => {
    const k = await keeperWithReptile(s.app); // 1: firstReptile
    await k.api.push([mutation(k.next(), 'healthLog.create.v1', healthArgs(k.reptileId))]); // 2, 3: firstLog, firstHealthLog
    const laying = layingArgs(k.reptileId);
    await k.api.push([mutation(k.next(), 'breedingLog.create.v1', laying)]); // 4: firstClutch
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(['firstClutch', 'firstHealthLog', 'firstLog', 'firstReptile']);
    const at = Date.now() + 7_200_000;
    await pushAt(k.user, k.api.clientId, [mutation(k.next(), 'breedingLog.create.v1', hatchingArgs(k.reptileId, laying.id))], at); // 5: firstHatchling
    const awards = await awardsOf(s.app.store, k.user.id);
    expect(awards.filter((a) => a.earnedAt === at).map((a) => a.achievementId).sort()).toEqual(['badgeCollector', 'firstHatchling']);
    expect(awards).toHaveLength(6);
    expect((await ledgerOf(s.app.store, k.user.id)).find((e) => e.key === 'achievement:badgeCollector')).toMatchObject({ amount: 25, at });
    expect(await balanceOf(s.app.store, k.user.id)).toBe(rewards('firstReptile', 'firstLog', 'firstHealthLog', 'firstClutch', 'firstHatchling', 'badgeCollector'));
    expect(await awardIdsOf(s.app.store, k.user.id)).not.toContain('achievementHunter');
  });
});

describe('what devices see', () => {
  it('marking achievements seen sets seenAt once, for the keeper\'s own rows only', async () => {
    const a = await keeperWithFeedings(1);
    const b = await keeperWithFeedings(1);
    const [aFirst] = await awardsOf(s.app.store, a.user.id);
    const bAwards = await awardsOf(s.app.store, b.user.id);
    const at = Date.now() + 1000;
    // b tries to mark a's row: nothing changes for a.
    await pushAt(b.user, b.api.clientId, [mutation(b.next(), 'achievement.markSeen.v1', { ids: [aFirst?.id ?? ''] })], at);
    expect((await awardsOf(s.app.store, a.user.id)).every((x) => x.seenAt === null)).toBe(true);
    await pushAt(a.user, a.api.clientId, [mutation(a.next(), 'achievement.markSeen.v1', { ids: [aFirst?.id ?? ''] })], at);
    await pushAt(a.user, a.api.clientId, [mutation(a.next(), 'achievement.markSeen.v1', { ids: [aFirst?.id ?? ''] })], at + 5000);
    const seen = (await awardsOf(s.app.store, a.user.id)).find((x) => x.id === aFirst?.id);
    expect(seen?.seenAt).toBe(at);
    expect((await pullAll(a.api)).changes.achievements.find((r) => r.id === aFirst?.id)).toMatchObject({ seenAt: at });
    expect(await awardsOf(s.app.store, b.user.id)).toEqual(bAwards);
  });

  it('a second keeper never sees the first one\'s achievements or coins (pull, /api/achievements/my, /api/repticoins)', async () => {
    const a = await keeperWithFeedings(10);
    expect(await awardIdsOf(s.app.store, a.user.id)).toContain('feedings10');
    const b = await createTestUser(s.app);
    const pulled = await pullAll(syncApi(s.app, b));
    expect(pulled.changes.achievements).toEqual([]);
    expect(pulled.changes.coinEntries).toEqual([]);
    expect(pulled.changes.wallets).toEqual([]);
    const my = await get(s.app, '/api/achievements/my', b);
    expect(my.statusCode).toBe(200);
    expect(my.json<{ achievements: unknown[] }>().achievements).toEqual([]);
    expect(my.json<{ progress: { achievementId: string; current: number }[] }>().progress.find((p) => p.achievementId === 'feedings10')?.current).toBe(0);
    const wallet = await get(s.app, '/api/repticoins', b);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toEqual({ balance: 0, premiumTier: null, premiumExpiresAt: null, entries: [] });
    // And the first keeper's own answers hold theirs.
    const mine = await get(s.app, '/api/repticoins', a.user);
    expect(mine.json<{ balance: number; entries: unknown[] }>()).toMatchObject({ balance: 45 });
    expect(mine.json<{ entries: unknown[] }>().entries).toHaveLength(3);
  });
});
