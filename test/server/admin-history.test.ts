/**
 * What the admin area reads besides the user list (issue 15): a user's page (profile, role, plan,
 * balance, what they keep, their latest ledger entries), every ledger entry of every keeper with
 * its filters, and the index's counts, which agree with the calls the spec's badge reads.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../shared/api/admin';
import { feedingArgs, growthArgs } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { feedbackId, getAs, pendingEntryId, pendingEventId, postAs } from './admin-fixtures';
import { setClock, utc } from './contest-fixtures';

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  setClock(s.app, utc(2031, 7, 3, 10));
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

const named = async (user: TestUser, username: string) =>
  s.app.store.run('UPDATE users SET username = ?, username_lower = ?, bio = ?, location = ? WHERE id = ?', [username, username.toLowerCase(), 'Ball pythons', 'Sofia', user.id]);
const adjust = (user: TestUser, amount: number, reason: string) =>
  postAs(s.app, admin, `/api/admin/users/${user.id}/repticoins`, { amount, reason, adjustmentId: randomUUID() });

interface HistoryPage { items: { id: string; userId: string; email: string; username: string | null; key: string; amount: number; reason: string | null; at: number }[]; total: number }
async function history(query: string): Promise<HistoryPage> {
  const res = await getAs(s.app, admin, `/api/admin/repticoins/history?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HistoryPage>();
}

describe('a user\'s page', () => {
  it('shows the account, its plan and balance, what it keeps and its latest ledger entries', async () => {
    const k = await keeperWithReptile(s.app);
    await named(k.user, 'GeckoGal');
    await k.api.push([mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId)), mutation(k.next(), 'growthLog.create.v1', growthArgs(k.reptileId))]);
    await adjust(k.user, 40, 'Welcome back');
    const achievements = Number((await s.app.store.one<{ n: number }>('SELECT count(*) AS n FROM user_achievements WHERE user_id = ?', [k.user.id]))?.n);
    const balance = Number((await s.app.store.one<{ b: number }>('SELECT balance AS b FROM wallets WHERE user_id = ?', [k.user.id]))?.b);
    expect(achievements).toBeGreaterThan(0);

    const res = await getAs(s.app, admin, `/api/admin/users/${k.user.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminUserDetail>();
    expect(detail.user).toMatchObject({
      id: k.user.id, email: k.user.email, username: 'GeckoGal', role: 'user', bio: 'Ball pythons', location: 'Sofia', language: 'en',
      disabledAt: null, premiumTier: null, premiumExpiresAt: null, balance,
    });
    expect(detail.counts).toEqual({ reptiles: 1, logs: 2, achievements });
    expect(detail.ledger[0]).toMatchObject({ amount: 40, reason: 'Welcome back', key: expect.stringMatching(/^admin:/) });
    expect(detail.ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(balance);
  });

  it('shows a plan granted without expiry, and answers 404 for an unknown or malformed id', async () => {
    const pro = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    expect((await getAs(s.app, admin, `/api/admin/users/${pro.id}`)).json<AdminUserDetail>().user).toMatchObject({ premiumTier: 'HerpPro', premiumExpiresAt: null });
    expect((await getAs(s.app, admin, `/api/admin/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await getAs(s.app, admin, '/api/admin/users/not-an-id')).statusCode).toBe(404);
  });
});

describe('the ReptiCoins history', () => {
  it('lists every entry newest first with its keeper, by keeper, cause, prefix and time, paged', async () => {
    const a = await createTestUser(s.app);
    const b = await createTestUser(s.app);
    await named(a, 'SnakeCharmer');
    await adjust(a, 100, 'Gift');
    await adjust(b, 50, 'Apology');
    expect((await postAs(s.app, a, '/api/repticoins/facebook-reward')).statusCode).toBe(200);
    await adjust(a, -30, 'Correction');

    const ofA = await history(`user_id=${a.id}`);
    expect(ofA.total).toBe(3);
    expect(ofA.items.map((e) => [e.key.split(':')[0], e.amount, e.reason])).toEqual([['admin', -30, 'Correction'], ['social', 50, null], ['admin', 100, 'Gift']]);
    expect(ofA.items.every((e) => e.userId === a.id && e.email === a.email && e.username === 'SnakeCharmer')).toBe(true);

    expect((await history(`user_id=${a.id}&cause=admin`)).items.map((e) => e.amount)).toEqual([-30, 100]);
    const social = await history('cause=social&per_page=100');
    expect(social.items.map((e) => e.userId)).toContain(a.id);
    expect(social.items.every((e) => e.key.startsWith('social:'))).toBe(true);
    expect((await history('q=snakeCH')).items.map((e) => e.amount)).toEqual([-30, 50, 100]);
    expect((await history(`q=${encodeURIComponent((b.email.split('@')[0] ?? '').toUpperCase())}`)).items.map((e) => [e.userId, e.amount])).toEqual([[b.id, 50]]);

    const gift = ofA.items[2];
    const window = await history(`user_id=${a.id}&from=${gift?.at}&to=${(gift?.at ?? 0) + 1}`);
    expect(window.items.map((e) => e.id)).toContain(gift?.id);
    expect(window.items.every((e) => e.at === gift?.at)).toBe(true);
    expect((await history(`user_id=${a.id}&to=${gift?.at}`)).total).toBe(0);

    const second = await history(`user_id=${a.id}&per_page=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(second.items.map((e) => e.id)).toEqual([gift?.id]);
    for (const bad of ['cause=lottery', 'per_page=0', 'from=yesterday']) {
      expect((await getAs(s.app, admin, `/api/admin/repticoins/history?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('the admin index\'s counts', () => {
  it('agree with the pending lists and the feedback stats the badge reads', async () => {
    await pendingEventId(s.app);
    await pendingEventId(s.app);
    await pendingEntryId(s.app);
    const archived = await feedbackId(s.app, 'bug');
    await feedbackId(s.app, 'bug');
    await feedbackId(s.app, 'feature');
    await postAs(s.app, admin, `/api/admin/bug-reports/${archived}/archive`, { archived: true });

    const counts = (await getAs(s.app, admin, '/api/admin/counts')).json<Record<string, number>>();
    const users = Number((await s.app.store.one<{ n: number }>('SELECT count(*) AS n FROM users'))?.n);
    const events = (await getAs(s.app, admin, '/api/admin/events/pending')).json<unknown[]>().length;
    const entries = (await getAs(s.app, admin, '/api/contest/pending?page=1&per_page=1')).json<{ total: number }>().total;
    const sum = async (url: string) => Object.values((await getAs(s.app, admin, url)).json<{ statusStats: Record<string, number> }>().statusStats).reduce((a, b) => a + b, 0);
    expect(counts).toEqual({
      users, pendingEvents: events, pendingEntries: entries,
      bugReports: await sum('/api/admin/bug-reports/stats'), featureRequests: await sum('/api/admin/feature-requests/stats'),
    });
    expect(counts).toMatchObject({ pendingEvents: 2, pendingEntries: 1, bugReports: 1, featureRequests: 1 });
  });
});
