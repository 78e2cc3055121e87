/**
 * The spec's achievement calls (sync-server/src/routes/achievements.ts): the catalogue in both
 * languages, the keeper's earned ones with the locked ones' progress, the first-login check, the
 * check and force-refresh recounts; firstLogin at a real sign-in; and the catalogue backfill
 * (achievements/backfill.ts), which awards keepers whose rows already qualify, once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_IDS, achievementById } from '../../shared/achievements/catalogue';
import { CatalogueResponse, CheckResponse, MyAchievementsResponse, RefreshResponse } from '../../shared/api/achievements';
import { backfillAchievements } from '../../sync-server/src/achievements/backfill';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { awardIdsOf, awardsOf, balanceOf, feedingArgs, get, ledgerOf, postJson, sheddingArgs, shiftDate } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation } from '../helpers/sync';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const reward = (id: string): number => achievementById(id)?.reward ?? Number.NaN;
const sumOf = (entries: { amount: number }[]) => entries.reduce((sum, e) => sum + e.amount, 0);

/** A keeper with a reptile and `feedings` feedings (three days apart, no streak). */
async function keeperWithFeedings(feedings: number, sheds = 0) {
  const k = await keeperWithReptile(s.app);
  const ms = [
    ...Array.from({ length: feedings }, (_, i) => mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId, shiftDate('2026-01-01', i * 3)))),
    ...Array.from({ length: sheds }, (_, i) => mutation(k.next(), 'sheddingLog.create.v1', sheddingArgs(k.reptileId, shiftDate('2026-05-01', i * 3)))),
  ];
  if (ms.length > 0) await k.api.push(ms);
  return k;
}

/** Removes every award, coin entry and wallet of a user: their rows as a server before achievements left them. */
async function forgetAwards(userId: string): Promise<void> {
  await s.app.store.run('DELETE FROM user_achievements WHERE user_id = ?', [userId]);
  await s.app.store.run('DELETE FROM coin_ledger WHERE user_id = ?', [userId]);
  await s.app.store.run('DELETE FROM wallets WHERE user_id = ?', [userId]);
}

describe('GET /api/achievements', () => {
  it('answers the whole catalogue with en and bg names and descriptions, rewards and targets (a cache-busting query is fine)', async () => {
    const user = await createTestUser(s.app);
    const res = await get(s.app, `/api/achievements?v=${Date.now()}`, user);
    expect(res.statusCode).toBe(200);
    const body = CatalogueResponse.parse(res.json());
    expect(body.achievements.map((a) => a.id)).toEqual([...ACHIEVEMENT_IDS]);
    expect(body.achievements.length).toBeGreaterThanOrEqual(18);
    for (const a of body.achievements) {
      for (const text of [a.name.en, a.name.bg, a.description.en, a.description.bg]) {
        expect(text.trim()).not.toBe('');
        // Interpolated: no placeholder is left for the screen to show.
        expect(text).not.toMatch(/\{\{/);
      }
      expect(a.name.bg).not.toBe(a.name.en);
      expect(a.reward).toBe(reward(a.id));
    }
    const byId = new Map(body.achievements.map((a) => [a.id, a]));
    expect(byId.get('feedings10')).toMatchObject({ category: 'logging', reward: 25, target: 10 });
    expect(byId.get('growth5OneReptile')).toMatchObject({ category: 'logging', target: 5 });
    expect(byId.get('reptiles10')).toMatchObject({ category: 'reptileManagement', target: 10 });
    expect(byId.get('badgeCollector')).toMatchObject({ category: 'meta', target: 5 });
    expect(byId.get('achievementHunter')).toMatchObject({ category: 'meta', target: 12 });
    expect(byId.get('completionist')).toMatchObject({ category: 'meta', target: ACHIEVEMENT_IDS.length - 1 });
    expect(byId.get('firstLogin')).toMatchObject({ category: 'meta', target: 1 });
  });
});

describe('GET /api/achievements/my', () => {
  it('answers the earned ones with their dates and the locked ones with their progress (7/10 feedings)', async () => {
    const k = await keeperWithFeedings(7, 2);
    const res = await get(s.app, '/api/achievements/my', k.user);
    expect(res.statusCode).toBe(200);
    const body = MyAchievementsResponse.parse(res.json());
    const stored = await awardsOf(s.app.store, k.user.id);
    expect(body.achievements.map((a) => a.achievementId).sort()).toEqual(['firstLog', 'firstReptile']);
    for (const a of body.achievements) {
      expect(a.earnedAt).toBe(stored.find((x) => x.achievementId === a.achievementId)?.earnedAt);
      expect(a.reward).toBe(reward(a.achievementId));
    }
    const progress = new Map(body.progress.map((p) => [p.achievementId, p]));
    expect(progress.get('feedings10')).toEqual({ achievementId: 'feedings10', current: 7, target: 10 });
    expect(progress.get('sheds5')).toEqual({ achievementId: 'sheds5', current: 2, target: 5 });
    expect(progress.get('logs100')).toEqual({ achievementId: 'logs100', current: 9, target: 100 });
    expect(progress.get('reptiles10')).toEqual({ achievementId: 'reptiles10', current: 1, target: 10 });
    expect(progress.get('badgeCollector')).toEqual({ achievementId: 'badgeCollector', current: 2, target: 5 });
    // Earned ones are not in progress; every other one is.
    expect(progress.has('firstLog')).toBe(false);
    expect(body.progress).toHaveLength(ACHIEVEMENT_IDS.length - 2);
  });
});

describe('POST /api/achievements/check-first-login', () => {
  it('awards firstLogin once; the second call answers no new achievements', async () => {
    const user = await createTestUser(s.app);
    const first = await postJson(s.app, '/api/achievements/check-first-login', user);
    expect(first.statusCode).toBe(200);
    const body = CheckResponse.parse(first.json());
    expect(body.success).toBe(true);
    expect(body.newAchievements).toEqual([{ achievementId: 'firstLogin', category: 'meta', reward: 10, earnedAt: expect.any(Number) }]);
    const again = await postJson(s.app, '/api/achievements/check-first-login', user);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, newAchievements: [] });
    expect(await awardIdsOf(s.app.store, user.id)).toEqual(['firstLogin']);
    expect((await ledgerOf(s.app.store, user.id)).map((e) => [e.key, e.amount])).toEqual([['achievement:firstLogin', 10]]);
    expect(await balanceOf(s.app.store, user.id)).toBe(10);
  });

  it('answers the spec\'s failure, never internals, when the check cannot run', async () => {
    const broken = await buildTestServer();
    try {
      const user = await createTestUser(broken.app);
      await broken.app.store.run('DROP TABLE user_achievements');
      for (const url of ['/api/achievements/check-first-login', '/api/achievements/check']) {
        const res = await postJson(broken.app, url, user);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: false, error: 'Failed to check first-time login achievement', newAchievements: [] });
      }
    } finally {
      await broken.close();
    }
  });

  it('awards once when a keeper\'s devices check at the same time', async () => {
    const user = await createTestUser(s.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => postJson(s.app, '/api/achievements/check-first-login', user)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.flatMap((r) => CheckResponse.parse(r.json()).newAchievements.map((a) => a.achievementId))).toEqual(['firstLogin']);
    expect(await balanceOf(s.app.store, user.id)).toBe(10);
  });
});

describe('POST /api/achievements/check and force-refresh', () => {
  it('check awards what the rows qualify for and answers it as newAchievements; a second check answers none', async () => {
    const k = await keeperWithFeedings(10, 5);
    await forgetAwards(k.user.id);
    const res = await postJson(s.app, '/api/achievements/check', k.user);
    expect(res.statusCode).toBe(200);
    const body = CheckResponse.parse(res.json());
    // The keeper is signed in (a session), so firstLogin too; five awards earn badgeCollector.
    const want = ['badgeCollector', 'feedings10', 'firstLog', 'firstLogin', 'firstReptile', 'sheds5'];
    expect(body.newAchievements.map((a) => a.achievementId).sort()).toEqual(want);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(want);
    const ledger = await ledgerOf(s.app.store, k.user.id);
    expect(ledger.map((e) => e.key).sort()).toEqual(want.map((id) => `achievement:${id}`).sort());
    expect(await balanceOf(s.app.store, k.user.id)).toBe(sumOf(ledger));
    expect(sumOf(ledger)).toBe(want.reduce((sum, id) => sum + reward(id), 0));

    const again = await postJson(s.app, '/api/achievements/check', k.user);
    expect(again.json()).toEqual({ success: true, newAchievements: [] });
    expect(await ledgerOf(s.app.store, k.user.id)).toEqual(ledger);
  });

  it('force-refresh recounts and answers every earned achievement as `achievements`', async () => {
    const k = await keeperWithFeedings(10);
    await s.app.store.run("DELETE FROM user_achievements WHERE user_id = ? AND achievement_id = 'feedings10'", [k.user.id]);
    await s.app.store.run("DELETE FROM coin_ledger WHERE user_id = ? AND key = 'achievement:feedings10'", [k.user.id]);
    await s.app.store.run('UPDATE wallets SET balance = balance - 25 WHERE user_id = ?', [k.user.id]);
    const res = await postJson(s.app, '/api/achievements/force-refresh', k.user);
    expect(res.statusCode).toBe(200);
    const body = RefreshResponse.parse(res.json());
    expect(body.achievements.map((a) => a.achievementId).sort()).toEqual(['feedings10', 'firstLog', 'firstLogin', 'firstReptile']);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(sumOf(await ledgerOf(s.app.store, k.user.id)));
    const again = RefreshResponse.parse((await postJson(s.app, '/api/achievements/force-refresh', k.user)).json());
    expect(again.achievements).toEqual(body.achievements);
  });

  it.each([
    ['GET', '/api/achievements'],
    ['GET', '/api/achievements/my'],
    ['POST', '/api/achievements/check-first-login'],
    ['POST', '/api/achievements/check'],
    ['POST', '/api/achievements/force-refresh'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await s.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'auth-required' });
  });
});

describe('firstLogin at sign-in', () => {
  it('a real sign-in of a confirmed keeper awards firstLogin, once over several sign-ins', async () => {
    const email = `login-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'correct horse battery';
    const created = await createConfirmedUser(s.app.store, { email, password, role: 'user' }, Date.now());
    const userId = created?.id ?? '';
    expect(await awardIdsOf(s.app.store, userId)).toEqual([]);
    const before = Date.now();
    const login = await postJson(s.app, '/api/auth/login', undefined, { email, password });
    expect(login.statusCode).toBe(200);
    const awards = await awardsOf(s.app.store, userId);
    expect(awards.map((a) => a.achievementId)).toEqual(['firstLogin']);
    expect(awards[0]?.earnedAt).toBeGreaterThanOrEqual(before);
    expect(awards[0]?.earnedAt).toBeLessThanOrEqual(Date.now());
    expect(await balanceOf(s.app.store, userId)).toBe(10);
    expect((await postJson(s.app, '/api/auth/login', undefined, { email, password })).statusCode).toBe(200);
    expect(await awardIdsOf(s.app.store, userId)).toEqual(['firstLogin']);
    expect(await ledgerOf(s.app.store, userId)).toHaveLength(1);
    // The app's own check after the sign-in finds nothing more.
    const token = login.json<{ accessToken: string }>().accessToken;
    const check = await s.app.inject({ method: 'POST', url: '/api/achievements/check-first-login', headers: { authorization: `Bearer ${token}` } });
    expect(check.json()).toEqual({ success: true, newAchievements: [] });
  });

  it('a failed sign-in awards nothing', async () => {
    const email = `nologin-${randomUUID().slice(0, 8)}@example.test`;
    const created = await createConfirmedUser(s.app.store, { email, password: 'correct horse battery', role: 'user' }, Date.now());
    const res = await postJson(s.app, '/api/auth/login', undefined, { email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(await awardIdsOf(s.app.store, created?.id ?? '')).toEqual([]);
  });
});

describe('catalogue backfill', () => {
  it('awards keepers whose rows already qualify, once; a second run does nothing', async () => {
    const k = await keeperWithFeedings(10, 5);
    await forgetAwards(k.user.id);
    // A keeper whose rows were written straight into the database (never pushed).
    const raw = await createTestUser(s.app);
    const reptileId = randomUUID();
    const at = Date.now();
    await s.app.store.run(`INSERT INTO reptiles (id, user_id, name, species, sex, version, created_at, updated_at, deleted)
      VALUES (?, ?, 'Raw', 'Python regius', 'female', 1, ?, ?, FALSE)`, [reptileId, raw.id, at, at]);
    for (let i = 0; i < 5; i++) {
      await s.app.store.run(`INSERT INTO growth_logs (id, user_id, reptile_id, date, weight_grams, version, created_at, updated_at, deleted)
        VALUES (?, ?, ?, ?, 100, ?, ?, ?, FALSE)`, [randomUUID(), raw.id, reptileId, shiftDate('2026-02-01', i * 7), i + 2, at, at]);
    }
    await s.app.store.run('INSERT INTO sync_spaces (user_id, version, horizon, updated_at) VALUES (?, 6, 0, ?)', [raw.id, at]);
    await s.app.store.run("DELETE FROM server_state WHERE key = 'achievements.catalogue'");

    const now = Date.now() + 60_000;
    const first = await backfillAchievements(s.app.store, now);
    expect(first).not.toBeNull();
    expect(first?.users).toBeGreaterThanOrEqual(2);
    expect(first?.awarded).toBeGreaterThanOrEqual(12);

    const want = ['badgeCollector', 'feedings10', 'firstLog', 'firstLogin', 'firstReptile', 'sheds5'];
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(want);
    expect((await awardsOf(s.app.store, k.user.id)).every((a) => a.earnedAt === now && a.seenAt === null)).toBe(true);
    expect(await balanceOf(s.app.store, k.user.id)).toBe(want.reduce((sum, id) => sum + reward(id), 0));
    const rawWant = ['firstLog', 'firstLogin', 'firstReptile', 'growth5OneReptile'];
    expect(await awardIdsOf(s.app.store, raw.id)).toEqual(rawWant);
    expect(await balanceOf(s.app.store, raw.id)).toBe(rawWant.reduce((sum, id) => sum + reward(id), 0));
    // Their awards take versions after the raw rows', so devices pull them.
    expect(Math.min(...(await awardsOf(s.app.store, raw.id)).map((a) => a.version))).toBeGreaterThan(6);

    const snapshot = [await ledgerOf(s.app.store, k.user.id), await ledgerOf(s.app.store, raw.id)];
    expect(await backfillAchievements(s.app.store, now + 1000)).toBeNull();
    // The catalogue marker lost again: everyone is recounted, and nothing is awarded twice.
    await s.app.store.run("DELETE FROM server_state WHERE key = 'achievements.catalogue'");
    expect(await backfillAchievements(s.app.store, now + 2000)).toMatchObject({ awarded: 0 });
    expect([await ledgerOf(s.app.store, k.user.id), await ledgerOf(s.app.store, raw.id)]).toEqual(snapshot);
    expect(await awardIdsOf(s.app.store, k.user.id)).toEqual(want);
  });
});
