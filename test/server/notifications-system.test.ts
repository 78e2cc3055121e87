/**
 * The messages the system sends (sync-server/src/notifications/system.ts), each in the keeper's
 * language and once: the welcome when a sign-up is confirmed; one per achievement, in the push
 * that awards it (and from the check call), but none from the catalogue backfill; a plan ending
 * within 3 days, warned once per expiry; a plan that lapsed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementById } from '../../shared/achievements/catalogue';
import { backfillAchievements } from '../../sync-server/src/achievements/backfill';
import { EXPIRY_WARNING_MS, lapseExpiredPlans, setPlan, warnExpiringPlans } from '../../sync-server/src/coins/service';
import { formatInstant } from '../../sync-server/src/notifications';
import { lastMailTo, linkParam, post, signUp } from '../helpers/accounts';
import { feedingArgs, postJson } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncClient, withFailingInserts } from '../helpers/sync';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const DAY = 86_400_000;

interface Sent { type: string; title: string; message: string; createdAt: number }
async function sentTo(userId: string): Promise<Sent[]> {
  const rows = await s.app.store.all<Sent>(
    'SELECT type, title, message, created_at AS "createdAt" FROM notifications WHERE user_id = ? ORDER BY created_at, title', [userId]);
  return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt) }));
}
const userIdOf = async (email: string) => (await s.app.store.one<{ id: string }>('SELECT id FROM users WHERE email = ?', [email]))?.id ?? '';
const setLanguage = (userId: string, language: 'en' | 'bg') => s.app.store.run('UPDATE users SET language = ? WHERE id = ?', [language, userId]);

describe('welcome', () => {
  it('comes with the confirmation of the sign-up, once, in the language chosen at sign-up', async () => {
    const email = `welcome-${randomUUID().slice(0, 8)}@example.test`;
    expect((await signUp(s, email, { language: 'bg' })).statusCode).toBe(200);
    const id = await userIdOf(email);
    // An unconfirmed account may be someone else's claim on the address: no welcome yet.
    expect(await sentTo(id)).toEqual([]);
    const token = linkParam(lastMailTo(s, email), 'token');
    expect((await post(s.app, '/api/auth/confirm-email', { token })).statusCode).toBe(200);
    const sent = await sentTo(id);
    expect(sent).toEqual([expect.objectContaining({ type: 'welcome', title: 'Добре дошли в HerpTrack!' })]);
    expect(sent[0]?.message).toMatch(/^Профилът ви е готов\./);
    // The link is spent; a second confirmation is refused and sends nothing more.
    await post(s.app, '/api/auth/confirm-email', { token });
    expect(await sentTo(id)).toHaveLength(1);
  });

  it('says it in English for an English sign-up', async () => {
    const email = `welcome-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(s, email, { language: 'en' });
    await post(s.app, '/api/auth/confirm-email', { token: linkParam(lastMailTo(s, email), 'token') });
    expect(await sentTo(await userIdOf(email))).toEqual([expect.objectContaining({ type: 'welcome', title: 'Welcome to HerpTrack!' })]);
  });
});

describe('achievements', () => {
  it('one message per award, written by the push that awards it, at its time, in the keeper\'s language', async () => {
    const user = await createTestUser(s.app);
    await setLanguage(user.id, 'bg');
    const c = syncClient(s.app, user);
    const reptile = reptileArgs();
    const res = await c.api.push([mutation(c.next(), 'reptile.create.v1', reptile), mutation(c.next(), 'feedingLog.create.v1', feedingArgs(reptile.id))]);
    expect(res.results.every((r) => r.status === 'applied')).toBe(true);
    const sent = await sentTo(user.id);
    expect(sent.map((n) => [n.type, n.title])).toEqual([
      ['achievement', 'Отключено постижение: Първи запис'],
      ['achievement', 'Отключено постижение: Първи люспи'],
    ]);
    expect(sent.find((n) => n.title.endsWith('Първи люспи'))?.message)
      .toBe(`Браво! Спечелихте постижението „Първи люспи“ и ${achievementById('firstReptile')?.reward} ReptiCoins. Всички ваши значки са на страницата „Постижения“.`);
    const awards = await s.app.store.all<{ earnedAt: number }>('SELECT earned_at AS "earnedAt" FROM user_achievements WHERE user_id = ?', [user.id]);
    expect(sent.map((n) => n.createdAt)).toEqual(awards.map((a) => Number(a.earnedAt)));

    // A push that awards nothing sends nothing.
    await c.api.push([mutation(c.next(), 'feedingLog.create.v1', feedingArgs(reptile.id, '2026-10-09'))]);
    expect(await sentTo(user.id)).toHaveLength(2);
  });

  it('the message and the award stand or fall together: a failed message undoes the push, its resend sends it', async () => {
    const user = await createTestUser(s.app);
    const c = syncClient(s.app, user);
    const create = mutation(c.next(), 'reptile.create.v1', reptileArgs());
    const failed = await withFailingInserts(s.app.store, 'notifications', `NEW.user_id = '${user.id}'`, () => c.api.pushRaw([create]));
    expect(failed.statusCode).toBe(500);
    const awards = () => s.app.store.all<{ id: string }>('SELECT achievement_id AS id FROM user_achievements WHERE user_id = ?', [user.id]);
    expect(await awards()).toEqual([]);
    expect(await sentTo(user.id)).toEqual([]);
    expect((await c.api.push([create])).results).toEqual([{ id: create.id, status: 'applied' }]);
    expect(await awards()).toEqual([{ id: 'firstReptile' }]);
    expect((await sentTo(user.id)).map((n) => n.title)).toEqual(['Achievement unlocked: First Scales']);
  });

  it('the check call notifies what it awards; the catalogue backfill awards quietly', async () => {
    const at = Date.now();
    const rawReptile = async (userId: string) => {
      await s.app.store.run(`INSERT INTO reptiles (id, user_id, name, species, sex, version, created_at, updated_at, deleted)
        VALUES (?, ?, 'Raw', 'Python regius', 'female', 1, ?, ?, FALSE)`, [randomUUID(), userId, at, at]);
      await s.app.store.run('INSERT INTO sync_spaces (user_id, version, horizon, updated_at) VALUES (?, 1, 0, ?)', [userId, at]);
    };
    // Two keepers whose rows qualify (written straight into the database, as before achievements).
    const checked = await createTestUser(s.app);
    const backfilled = await createTestUser(s.app);
    await rawReptile(checked.id);
    await rawReptile(backfilled.id);

    const check = await postJson(s.app, '/api/achievements/check', checked);
    expect(check.statusCode).toBe(200);
    expect((await sentTo(checked.id)).map((n) => n.title).sort()).toEqual(['Achievement unlocked: First Scales', 'Achievement unlocked: Welcome Aboard']);

    await s.app.store.run("DELETE FROM server_state WHERE key = 'achievements.catalogue'");
    const run = await backfillAchievements(s.app.store, at + 1000);
    expect(run?.awarded).toBeGreaterThanOrEqual(2);
    const awarded = await s.app.store.all<{ id: string }>('SELECT achievement_id AS id FROM user_achievements WHERE user_id = ?', [backfilled.id]);
    expect(awarded.map((a) => a.id).sort()).toEqual(['firstLogin', 'firstReptile']);
    expect(await sentTo(backfilled.id)).toEqual([]);
  });
});

describe('premium', () => {
  it('warns a plan ending within 3 days once per expiry, again after a renewal, and never a plan further off or without end', async () => {
    const now = Date.now();
    const soon = await createTestUser(s.app);
    const later = await createTestUser(s.app);
    const forever = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    await setLanguage(later.id, 'bg');
    const soonEnd = now + 2 * DAY;
    await setPlan(s.app.store, soon.id, 'HerpPlus', soonEnd, now);
    await setPlan(s.app.store, later.id, 'HerpPro', now + EXPIRY_WARNING_MS + 60_000, now);

    const first = await warnExpiringPlans(s.app.store, now);
    expect(first.warned).toBeGreaterThanOrEqual(1);
    expect(await sentTo(soon.id)).toEqual([{
      type: 'premium', title: 'Your HerpPlus plan ends soon', createdAt: now,
      message: `Your HerpPlus plan ends on ${formatInstant('en', soonEnd)}. Renew it with ReptiCoins on the ReptiCoins page to keep its features.`,
    }]);
    expect(await sentTo(later.id)).toEqual([]);
    expect(await sentTo(forever.id)).toEqual([]);

    // Later runs (this process or another) find it warned.
    await warnExpiringPlans(s.app.store, now + 3_600_000);
    await warnExpiringPlans(s.app.store, now + 2 * 3_600_000);
    expect(await sentTo(soon.id)).toHaveLength(1);

    // The other plan's window opens a minute later: warned then, in Bulgarian.
    await warnExpiringPlans(s.app.store, now + 2 * 60_000);
    expect((await sentTo(later.id)).map((n) => n.title)).toEqual(['Планът ви HerpPro скоро изтича']);

    // Renewed: a new expiry is a new plan end, warned when it comes near.
    const renewedEnd = soonEnd + 30 * DAY;
    await setPlan(s.app.store, soon.id, 'HerpPlus', renewedEnd, now);
    await warnExpiringPlans(s.app.store, now + 3_600_000);
    expect(await sentTo(soon.id)).toHaveLength(1);
    await warnExpiringPlans(s.app.store, renewedEnd - DAY);
    expect((await sentTo(soon.id)).map((n) => n.message)).toEqual([
      expect.stringContaining(formatInstant('en', soonEnd)), expect.stringContaining(formatInstant('en', renewedEnd)),
    ]);
  });

  it('tells the keeper when the lapse job ends the plan, once', async () => {
    const now = Date.now();
    const user = await createTestUser(s.app);
    const ended = now - 60_000;
    await setPlan(s.app.store, user.id, 'HerpPro', ended, now - DAY);
    expect((await lapseExpiredPlans(s.app.store, now)).lapsed).toBeGreaterThanOrEqual(1);
    expect(await sentTo(user.id)).toEqual([expect.objectContaining({
      type: 'premium', title: 'Your HerpPro plan has ended', createdAt: now,
      message: expect.stringContaining(`ended on ${formatInstant('en', ended)}`),
    })]);
    await lapseExpiredPlans(s.app.store, now + 5 * 60_000);
    expect(await sentTo(user.id)).toHaveLength(1);
  });
});
