/**
 * Review by moderators and admins (GET /api/contest/pending with page/per_page answering `total`,
 * POST .../approve and .../reject), and the contest's periods and settings: roles enforced, a
 * decision once, the keeper told in their inbox, a closed month final.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingResponse, PeriodsResponse } from '../../shared/api/contest';
import { DEFAULT_CONTEST_SETTINGS } from '../../shared/contest/settings';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';

/** Entrants who already hold every achievement: their coins and messages here are the contest's alone. */
const SETTLED = { settled: true } as const;
import { decide, getJson, setClock, submitted, utc } from './contest-fixtures';

let s: TestServer;
let moderator: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  moderator = await createTestUser(s.app, { role: 'moderator' });
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

const statusOf = async (id: string) => (await s.app.store.one<{ status: string }>('SELECT status FROM contest_entries WHERE id = ?', [id]))?.status;

describe('the pending list', () => {
  it('pages the open month\'s pending entries oldest first with the total, for moderators and admins only', async () => {
    const keepers = [await createTestUser(s.app, SETTLED), await createTestUser(s.app, SETTLED)];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      setClock(s.app, utc(2034, 2, 1 + i, 8));
      ids.push(await submitted(s.app, keepers[i % 2] as TestUser, `photo ${i}`));
    }
    setClock(s.app, utc(2034, 2, 10));
    const first = await getJson<PendingResponse>(s.app, moderator, '/api/contest/pending?page=1&per_page=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, perPage: 2 });
    expect(first.body.entries.map((e) => e.id)).toEqual(ids.slice(0, 2));
    expect(first.body.entries[0]).toEqual({ id: ids[0], month: '2034-02', caption: 'photo 0', createdAt: utc(2034, 2, 1, 8), mine: false, imageUrl: `/api/contest/entries/${ids[0]}/image` });
    const third = await getJson<PendingResponse>(s.app, admin, '/api/contest/pending?page=3&per_page=2');
    expect(third.body.entries.map((e) => e.id)).toEqual(ids.slice(4));
    // The spec's badge count: per_page=1, read `total`.
    expect((await getJson<PendingResponse>(s.app, admin, '/api/contest/pending?page=1&per_page=1')).body.total).toBe(5);
    expect((await getJson(s.app, keepers[0] as TestUser, '/api/contest/pending')).status).toBe(403);
    expect((await s.app.inject({ url: '/api/contest/pending' })).statusCode).toBe(401);
    expect((await getJson(s.app, moderator, '/api/contest/pending?page=0')).status).toBe(400);
    expect((await getJson(s.app, moderator, '/api/contest/pending?per_page=101')).status).toBe(400);
    // Decided entries leave the list.
    await decide(s.app, moderator, ids[0] ?? '', 'approve');
    await decide(s.app, moderator, ids[1] ?? '', 'reject');
    expect((await getJson<PendingResponse>(s.app, moderator, '/api/contest/pending')).body.total).toBe(3);
    // After the close, the month's pending entries never entered: the list is empty.
    setClock(s.app, utc(2034, 2, 28, 18));
    expect((await getJson<PendingResponse>(s.app, moderator, '/api/contest/pending')).body).toEqual({ entries: [], total: 0, page: 1, perPage: 20 });
  });
});

describe('decisions', () => {
  it('approves or rejects once, tells the keeper, and refuses keepers', async () => {
    setClock(s.app, utc(2034, 3, 4));
    const keeper = await createTestUser(s.app, SETTLED);
    const [a, b] = [await submitted(s.app, keeper), await submitted(s.app, keeper)];
    const byKeeper = await decide(s.app, keeper, a, 'approve');
    expect(byKeeper.statusCode).toBe(403);
    expect(await statusOf(a)).toBe('pending');
    expect((await decide(s.app, moderator, a, 'approve')).json()).toEqual({ id: a, status: 'approved' });
    expect((await decide(s.app, admin, b, 'reject')).json()).toEqual({ id: b, status: 'rejected' });
    const again = await decide(s.app, moderator, a, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'not-pending' });
    expect(await statusOf(a)).toBe('approved');
    expect((await decide(s.app, moderator, crypto.randomUUID(), 'approve')).statusCode).toBe(404);
    expect((await decide(s.app, moderator, 'nope', 'approve')).statusCode).toBe(404);
    const notices = await s.app.store.all<{ title: string; type: string }>('SELECT title, type FROM notifications WHERE user_id = ? ORDER BY title', [keeper.id]);
    expect(notices).toEqual([{ title: 'Your contest photo was approved', type: 'contest' }, { title: 'Your contest photo was not approved', type: 'contest' }]);
  });

  it('two moderators deciding at once make one decision', async () => {
    setClock(s.app, utc(2034, 4, 4));
    const keeper = await createTestUser(s.app, SETTLED);
    const id = await submitted(s.app, keeper);
    const other = await createTestUser(s.app, { role: 'moderator' });
    const answers = await Promise.all([decide(s.app, moderator, id, 'approve'), decide(s.app, other, id, 'reject')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await s.app.store.all('SELECT id FROM notifications WHERE user_id = ?', [keeper.id]))).toHaveLength(1);
  });

  it('writes the keeper\'s notice in their language', async () => {
    setClock(s.app, utc(2034, 5, 4));
    const keeper = await createTestUser(s.app, SETTLED);
    await s.app.store.run("UPDATE users SET language = 'bg' WHERE id = ?", [keeper.id]);
    await decide(s.app, moderator, await submitted(s.app, keeper), 'approve');
    const notice = await s.app.store.one<{ title: string; message: string }>('SELECT title, message FROM notifications WHERE user_id = ?', [keeper.id]);
    expect(notice).toEqual({ title: 'Снимката ви за конкурса е одобрена', message: 'Вече е в галерията на конкурса за май 2034.' });
  });

  it('refuses to decide an entry of a month that has closed', async () => {
    setClock(s.app, utc(2034, 6, 4));
    const id = await submitted(s.app, await createTestUser(s.app));
    setClock(s.app, utc(2034, 6, 30, 18));
    const res = await decide(s.app, moderator, id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'contest-closed' });
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('periods and settings', () => {
  it('answers the month, its phase, the countdown target and the timetable, from the settings', async () => {
    const keeper = await createTestUser(s.app, SETTLED);
    setClock(s.app, utc(2036, 2, 21, 6));
    const { body } = await getJson<PeriodsResponse>(s.app, keeper, '/api/contest/periods');
    expect(body).toEqual({
      now: utc(2036, 2, 21, 6), month: '2036-02', phase: 'voting', phaseEndsAt: utc(2036, 2, 29, 18),
      schedule: { opensAt: utc(2036, 2, 1), votingStartsAt: utc(2036, 2, 21), closesAt: utc(2036, 2, 29, 18), prizesAt: utc(2036, 2, 29, 18, 30), endsAt: utc(2036, 3, 1) },
      settings: DEFAULT_CONTEST_SETTINGS, bannedUntil: null,
    });
  });

  it('lets admins read and change the settings, validated, and nobody else', async () => {
    const keeper = await createTestUser(s.app, SETTLED);
    const put = (user: TestUser, payload: unknown) => s.app.inject({ method: 'PUT', url: '/api/contest/admin/settings', headers: user.headers, payload: payload as object });
    expect((await getJson(s.app, admin, '/api/contest/admin/settings')).body).toEqual(DEFAULT_CONTEST_SETTINGS);
    expect((await getJson(s.app, moderator, '/api/contest/admin/settings')).status).toBe(403);
    expect((await put(keeper, { ...DEFAULT_CONTEST_SETTINGS, submissionEndDay: 10 })).statusCode).toBe(403);
    const invalid: [unknown, string, string][] = [
      [{ ...DEFAULT_CONTEST_SETTINGS, submissionEndDay: 28 }, 'submissionEndDay', 'errors.settingsSubmissionEndDay'],
      [{ ...DEFAULT_CONTEST_SETTINGS, submissionEndDay: 0 }, 'submissionEndDay', 'errors.settingsSubmissionEndDay'],
      [{ ...DEFAULT_CONTEST_SETTINGS, entriesPerKeeper: 0 }, 'entriesPerKeeper', 'errors.settingsEntries'],
      [{ ...DEFAULT_CONTEST_SETTINGS, prizes: [100, 200, 50] }, 'prizes', 'errors.settingsPrizeOrder'],
      [{ ...DEFAULT_CONTEST_SETTINGS, prizes: [300, 200, -1] }, 'prizes.2', 'errors.settingsPrize'],
      [{ ...DEFAULT_CONTEST_SETTINGS, prizes: [300, 200] }, 'prizes', expect.any(String) as unknown as string],
    ];
    for (const [payload, field, message] of invalid) {
      const res = await put(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-request', fields: { [field]: message } });
    }
    const changed = { submissionEndDay: 15, entriesPerKeeper: 1, prizes: [1000, 500, 250] };
    try {
      expect((await put(admin, changed)).json()).toEqual(changed);
      setClock(s.app, utc(2036, 3, 16));
      const { body } = await getJson<PeriodsResponse>(s.app, keeper, '/api/contest/periods');
      expect(body).toMatchObject({ phase: 'voting', settings: changed, schedule: { votingStartsAt: utc(2036, 3, 16) } });
      setClock(s.app, utc(2036, 3, 15, 12));
      await submitted(s.app, keeper);
      expect((await s.app.inject({ method: 'POST', url: '/api/contest/submit', headers: { ...keeper.headers, 'content-type': 'image/png' }, payload: Buffer.alloc(10) })).json())
        .toMatchObject({ error: 'entry-limit', limit: 1 });
    } finally {
      await put(admin, DEFAULT_CONTEST_SETTINGS);
    }
  });

  it('falls back to the defaults when the stored settings no longer validate', async () => {
    await s.app.store.run("INSERT INTO server_state (key, value, updated_at) VALUES ('contest-settings', '{\"submissionEndDay\": 99}', 0) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
    expect((await getJson(s.app, admin, '/api/contest/admin/settings')).body).toEqual(DEFAULT_CONTEST_SETTINGS);
  });
});
