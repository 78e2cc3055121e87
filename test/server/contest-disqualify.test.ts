/**
 * Disqualification for manipulation (POST /api/contest/admin/entries/:id/disqualify, admins): the
 * keeper's entries of the month leave the contest, the votes they had count for nothing (their
 * voters may vote again), the keeper's own vote goes, and they are barred for 3 months from
 * entering and voting. A closed month is final.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodsResponse, SubmissionsResponse } from '../../shared/api/contest';
import { runContestJobs } from '../../sync-server/src/contest/jobs';
import { buildTestServer, type TestServer } from '../helpers/server';
import { tinyImage } from '../helpers/images';
import { createTestUser, type TestUser } from '../helpers/users';
import { approvedEntries, getJson, setClock, submit, submitted, utc, vote } from './contest-fixtures';

let s: TestServer;
let moderator: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  moderator = await createTestUser(s.app, { role: 'moderator' });
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

const disqualify = (user: TestUser, id: string, reason: unknown = 'Votes from sock-puppet accounts') =>
  s.app.inject({ method: 'POST', url: `/api/contest/admin/entries/${id}/disqualify`, headers: user.headers, payload: { reason } });
const votesFor = async (entryId: string) => Number((await s.app.store.one<{ n: number }>('SELECT count(*) AS n FROM contest_votes WHERE entry_id = ?', [entryId]))?.n);
const statusOf = async (id: string) => (await s.app.store.one<{ status: string }>('SELECT status FROM contest_entries WHERE id = ?', [id]))?.status;

describe('disqualification', () => {
  it('votes racing a disqualification never land on the entry that left (the month\'s lock orders them)', async () => {
    const cheat = await createTestUser(s.app);
    setClock(s.app, utc(2037, 3, 3));
    const [entry] = await approvedEntries(s.app, moderator, [cheat]);
    setClock(s.app, utc(2037, 3, 22));
    const voters = await Promise.all(Array.from({ length: 8 }, () => createTestUser(s.app)));
    const answers = await Promise.all([disqualify(admin, entry ?? ''), ...voters.map((v) => vote(s.app, v, entry ?? ''))]);
    expect(answers[0]?.statusCode).toBe(200);
    // Votes that committed first were removed by it; those that waited found the entry gone.
    for (const a of answers.slice(1)) expect([200, 409]).toContain(a.statusCode);
    expect(await votesFor(entry ?? '')).toBe(0);
  });

  it('a vote after the month\'s close was recorded is refused, whatever the clock says', async () => {
    const owner = await createTestUser(s.app);
    setClock(s.app, utc(2037, 4, 3));
    const [entry] = await approvedEntries(s.app, moderator, [owner]);
    setClock(s.app, utc(2037, 4, 30, 17, 59, 59));
    await s.app.store.run('INSERT INTO contest_months (month, closed_at) VALUES (?, ?) ON CONFLICT (month) DO UPDATE SET closed_at = excluded.closed_at', ['2037-04', utc(2037, 4, 30, 18)]);
    const res = await vote(s.app, await createTestUser(s.app), entry ?? '');
    expect(res.json()).toMatchObject({ error: 'voting-not-open' });
    expect(await votesFor(entry ?? '')).toBe(0);
  });

  it('removes the keeper\'s entries and their votes, frees their voters\' votes, and bars the keeper for 3 months', async () => {
    const [cheat, honest] = [await createTestUser(s.app), await createTestUser(s.app)];
    setClock(s.app, utc(2035, 5, 3));
    const [cheatA, honestEntry] = await approvedEntries(s.app, moderator, [cheat, honest]);
    const cheatPending = await submitted(s.app, cheat);
    const rival = await createTestUser(s.app);
    const rivalEntry = (await approvedEntries(s.app, moderator, [rival]))[0] ?? '';
    setClock(s.app, utc(2035, 5, 22));
    const voters = await Promise.all(Array.from({ length: 4 }, () => createTestUser(s.app)));
    for (const v of voters.slice(0, 3)) expect((await vote(s.app, v, cheatA ?? '')).statusCode).toBe(200);
    expect((await vote(s.app, voters[3] as TestUser, honestEntry ?? '')).statusCode).toBe(200);
    expect((await vote(s.app, cheat, rivalEntry)).statusCode).toBe(200);

    setClock(s.app, utc(2035, 5, 31, 12, 15));
    expect((await disqualify(moderator, cheatA ?? '')).statusCode).toBe(403);
    expect((await disqualify(admin, cheatA ?? '', '  ')).json()).toMatchObject({ error: 'invalid-request', fields: { reason: 'errors.reasonRequired' } });
    const res = await disqualify(admin, cheatA ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: cheatA, status: 'disqualified', bannedUntil: utc(2035, 8, 31, 12, 15), entriesRemoved: 2, votesRemoved: 4 });
    expect([await statusOf(cheatA ?? ''), await statusOf(cheatPending), await statusOf(honestEntry ?? '')]).toEqual(['disqualified', 'disqualified', 'approved']);
    expect([await votesFor(cheatA ?? ''), await votesFor(rivalEntry), await votesFor(honestEntry ?? '')]).toEqual([0, 0, 1]);
    const ban = await s.app.store.one<{ until: number; reason: string; createdBy: string }>('SELECT until, reason, created_by AS "createdBy" FROM contest_bans WHERE user_id = ?', [cheat.id]);
    expect(ban).toEqual({ until: utc(2035, 8, 31, 12, 15), reason: 'Votes from sock-puppet accounts', createdBy: admin.id });

    // Out of the gallery, its image private again; its voters may vote again; the keeper may not.
    const gallery = await getJson<SubmissionsResponse>(s.app, honest, '/api/contest/submissions');
    expect(gallery.body.entries.map((e) => e.id).sort()).toEqual([honestEntry, rivalEntry].sort());
    expect((await s.app.inject({ url: `/api/contest/entries/${cheatA}/image`, headers: honest.headers })).statusCode).toBe(404);
    expect((await vote(s.app, voters[0] as TestUser, rivalEntry)).statusCode).toBe(200);
    const barredVote = await vote(s.app, cheat, honestEntry ?? '');
    expect(barredVote.statusCode).toBe(403);
    expect(barredVote.json()).toMatchObject({ error: 'contest-banned', until: utc(2035, 8, 31, 12, 15) });
    const mine = await getJson<SubmissionsResponse>(s.app, cheat, '/api/contest/submissions');
    expect(mine.body.mine.map((e) => e.status)).toEqual(['disqualified', 'disqualified']);
    expect((await getJson<PeriodsResponse>(s.app, cheat, '/api/contest/periods')).body.bannedUntil).toBe(utc(2035, 8, 31, 12, 15));
    const notice = await s.app.store.one<{ title: string }>("SELECT title FROM notifications WHERE user_id = ? AND title LIKE 'You were disqualified%'", [cheat.id]);
    expect(notice).toBeDefined();

    // The close counts only what is left: the cheat's three votes are gone.
    await runContestJobs(s.app.store, utc(2035, 5, 31, 19));
    const places = await s.app.store.all<{ entryId: string }>('SELECT entry_id AS "entryId" FROM contest_results WHERE month = ? ORDER BY place', ['2035-05']);
    expect(places.map((p) => p.entryId)).toEqual([honestEntry, rivalEntry]);

    // Barred through August (submissions of June, July and August), free again in September.
    for (const [at, status] of [[utc(2035, 7, 5), 403], [utc(2035, 8, 20), 403], [utc(2035, 9, 1), 201]] as const) {
      setClock(s.app, at);
      expect((await submit(s.app, cheat, await tinyImage('png'))).statusCode).toBe(status);
    }
  });

  it('keeps a longer bar already running, and is refused for a closed month', async () => {
    const keeper = await createTestUser(s.app);
    setClock(s.app, utc(2035, 10, 2));
    const [entry] = await approvedEntries(s.app, moderator, [keeper]);
    const longer = utc(2036, 6, 1);
    await s.app.store.run('INSERT INTO contest_bans (user_id, until, reason, created_by, created_at) VALUES (?, ?, ?, ?, ?)', [keeper.id, longer, 'earlier', admin.id, utc(2035, 9, 1)]);
    expect((await disqualify(admin, entry ?? '')).json()).toMatchObject({ bannedUntil: longer });
    setClock(s.app, utc(2035, 10, 31, 18));
    const late = await disqualify(admin, entry ?? '');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'contest-closed' });
    expect((await disqualify(admin, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('lets admins list a month\'s entries with their keepers and votes, and nobody else', async () => {
    const keeper = await createTestUser(s.app);
    setClock(s.app, utc(2035, 11, 2));
    const [entry] = await approvedEntries(s.app, moderator, [keeper]);
    setClock(s.app, utc(2035, 11, 25));
    await vote(s.app, await createTestUser(s.app), entry ?? '');
    const list = await getJson<{ entries: { id: string; userId: string; votes: number; status: string }[] }>(s.app, admin, '/api/contest/admin/entries?month=2035-11');
    expect(list.body.entries).toEqual([expect.objectContaining({ id: entry, userId: keeper.id, votes: 1, status: 'approved' })]);
    expect((await getJson(s.app, moderator, '/api/contest/admin/entries?month=2035-11')).status).toBe(403);
  });
});
