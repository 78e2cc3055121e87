/**
 * The close (18:00 UTC on the month's last day) and the prizes (18:30), driven by the contest's
 * clock: places 1-3 by the recorded tie-break, prizes credited through the ledger with one key per
 * month and place, and every run after the first (repeated, concurrent, or by a second process)
 * changing nothing. A server that was down across the close catches up when it starts, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ResultsResponse } from '../../shared/api/contest';
import { buildApp } from '../../sync-server/src/app';
import { PostgresStore, type Store } from '../../sync-server/src/db/store';
import { CONTEST_JOB, runContestJobs, scheduleContestJobs } from '../../sync-server/src/contest/jobs';
import { writeContestSettings } from '../../sync-server/src/contest/settings-store';
import { DEFAULT_CONTEST_SETTINGS } from '../../shared/contest/settings';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { approvedEntries, getJson, setClock, utc, vote } from './contest-fixtures';

let s: TestServer;
let moderator: TestUser;
/**
 * Another process's store on PostgreSQL (a pool of its own). On SQLite the runs share the one
 * store: a second connection in this one process would block it (better-sqlite3 waits
 * synchronously for the lock the first holds across awaits), and SQLite serialises writers anyway.
 */
let other: Store | undefined;
beforeAll(async () => {
  s = await buildTestServer();
  moderator = await createTestUser(s.app, { role: 'moderator' });
  if (s.config.databaseUrl) other = new PostgresStore(s.config.databaseUrl);
});
afterAll(async () => {
  await other?.close();
  await s.close();
});

const resultsOf = (month: string) => s.app.store.all<{ place: number; entryId: string; userId: string; votes: number; paid: number | null }>(
  'SELECT place, entry_id AS "entryId", user_id AS "userId", votes, prize_paid_at AS paid FROM contest_results WHERE month = ? ORDER BY place', [month],
);
// The contest's part of a keeper's ledger: entrants also earn "Contest Debut" with their first entry.
const ledgerOf = (userId: string) => s.app.store.all<{ key: string; amount: number }>("SELECT key, amount FROM coin_ledger WHERE user_id = ? AND key LIKE 'contest:%' ORDER BY key", [userId]);
const balanceOf = async (userId: string) => Number((await s.app.store.one<{ b: number }>(
  "SELECT coalesce(sum(amount), 0) AS b FROM coin_ledger WHERE user_id = ? AND key LIKE 'contest:%'", [userId]))?.b ?? 0);
const contestNotices = (userId: string) => s.app.store.all<{ title: string }>("SELECT title FROM notifications WHERE user_id = ? AND type = 'contest' ORDER BY created_at, title", [userId]);

/**
 * A month with four approved entries: a and b 3 votes each (a submitted first), c 1 vote, d none.
 * Voters are fresh keepers; answers the owners and entries in that order.
 */
async function monthWithVotes(year: number, month: number) {
  const owners = await Promise.all(Array.from({ length: 4 }, () => createTestUser(s.app)));
  const entries: string[] = [];
  for (const [i, owner] of owners.entries()) {
    setClock(s.app, utc(year, month, 2 + i));
    entries.push(...await approvedEntries(s.app, moderator, [owner]));
  }
  setClock(s.app, utc(year, month, 22));
  const votesFor = [3, 3, 1, 0];
  // b's votes first: the tie between a and b is decided by submission order, not by who got votes first.
  for (const i of [1, 0, 2, 3]) {
    for (let n = 0; n < (votesFor[i] ?? 0); n++) {
      const res = await vote(s.app, await createTestUser(s.app), entries[i] ?? '');
      if (res.statusCode !== 200) throw new Error(`vote answered ${res.statusCode}`);
    }
  }
  return { owners, entries };
}

describe('the close and the prizes', () => {
  it('closes at 18:00 UTC and pays at 18:30 UTC, not before, once whatever number of runs', async () => {
    const { owners, entries } = await monthWithVotes(2033, 3);
    const [a, b, c, d] = owners as [TestUser, TestUser, TestUser, TestUser];
    expect(await runContestJobs(s.app.store, utc(2033, 3, 31, 17, 59, 59, 999))).toEqual({ closed: [], paid: 0 });
    expect(await resultsOf('2033-03')).toEqual([]);

    expect(await runContestJobs(s.app.store, utc(2033, 3, 31, 18))).toEqual({ closed: ['2033-03'], paid: 0 });
    expect(await resultsOf('2033-03')).toEqual([
      { place: 1, entryId: entries[0], userId: a.id, votes: 3, paid: null },
      { place: 2, entryId: entries[1], userId: b.id, votes: 3, paid: null },
      { place: 3, entryId: entries[2], userId: c.id, votes: 1, paid: null },
    ]);
    expect(await runContestJobs(s.app.store, utc(2033, 3, 31, 18, 29, 59))).toEqual({ closed: [], paid: 0 });
    expect(await ledgerOf(a.id)).toEqual([]);

    const at = utc(2033, 3, 31, 18, 30);
    expect(await runContestJobs(s.app.store, at)).toEqual({ closed: [], paid: 3 });
    expect(await runContestJobs(s.app.store, at + 60_000)).toEqual({ closed: [], paid: 0 });
    expect(await ledgerOf(a.id)).toEqual([{ key: 'contest:2033-03:1', amount: 300 }]);
    expect(await ledgerOf(b.id)).toEqual([{ key: 'contest:2033-03:2', amount: 200 }]);
    expect(await ledgerOf(c.id)).toEqual([{ key: 'contest:2033-03:3', amount: 100 }]);
    expect(await ledgerOf(d.id)).toEqual([]);
    expect([await balanceOf(a.id), await balanceOf(b.id), await balanceOf(c.id), await balanceOf(d.id)]).toEqual([300, 200, 100, 0]);
    expect((await resultsOf('2033-03')).every((r) => Number(r.paid) === at)).toBe(true);
    // Winners are told their place and prize once; the others that the results are out.
    expect(await contestNotices(a.id)).toEqual(expect.arrayContaining([{ title: 'You placed first in the March 2033 photo contest!' }, { title: 'The March 2033 contest has closed' }]));
    for (const owner of [a, b, c]) expect((await contestNotices(owner.id)).filter((n) => n.title.startsWith('You placed'))).toHaveLength(1);
    expect((await contestNotices(d.id)).map((n) => n.title)).toEqual(['Your contest photo was approved', 'The March 2033 contest has closed']);

    const { body } = await getJson<ResultsResponse>(s.app, b, '/api/contest/results?month=2033-03');
    expect(body.months).toEqual([{
      month: '2033-03', closedAt: utc(2033, 3, 31, 18),
      places: [
        { place: 1, entryId: entries[0], caption: null, votes: 3, prize: 300, mine: false, imageUrl: `/api/contest/entries/${entries[0]}/image` },
        { place: 2, entryId: entries[1], caption: null, votes: 3, prize: 200, mine: true, imageUrl: `/api/contest/entries/${entries[1]}/image` },
        { place: 3, entryId: entries[2], caption: null, votes: 1, prize: 100, mine: false, imageUrl: `/api/contest/entries/${entries[2]}/image` },
      ],
    }]);
  });

  it('two processes running the job at once close and pay once', async () => {
    const { owners } = await monthWithVotes(2033, 4);
    const at = utc(2033, 5, 1, 9);
    const second = other ?? s.app.store;
    const runs = await Promise.all([runContestJobs(s.app.store, at), runContestJobs(second, at), runContestJobs(s.app.store, at), runContestJobs(second, at)]);
    expect(runs.flatMap((r) => r.closed)).toEqual(['2033-04']);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(3);
    expect(await resultsOf('2033-04')).toHaveLength(3);
    for (const [i, owner] of owners.slice(0, 3).entries()) {
      expect(await ledgerOf(owner.id)).toEqual([{ key: `contest:2033-04:${i + 1}`, amount: [300, 200, 100][i] }]);
      expect((await contestNotices(owner.id)).filter((n) => n.title.startsWith('You placed'))).toHaveLength(1);
    }
  });

  it('pays the prizes of the settings, and nothing for a place set to 0', async () => {
    const { owners } = await monthWithVotes(2033, 6);
    await writeContestSettings(s.app.store, { ...DEFAULT_CONTEST_SETTINGS, prizes: [500, 250, 0] }, utc(2033, 6, 29));
    try {
      expect(await runContestJobs(s.app.store, utc(2033, 6, 30, 19))).toEqual({ closed: ['2033-06'], paid: 3 });
    } finally {
      await writeContestSettings(s.app.store, DEFAULT_CONTEST_SETTINGS, utc(2033, 6, 30, 19));
    }
    const [a, b, c] = owners as [TestUser, TestUser, TestUser];
    expect(await balanceOf(a.id)).toBe(500);
    expect(await balanceOf(b.id)).toBe(250);
    expect(await ledgerOf(c.id)).toEqual([]);
    expect(await contestNotices(c.id)).toEqual(expect.arrayContaining([{ title: 'You placed third in the June 2033 photo contest!' }]));
    const { body } = await getJson<ResultsResponse>(s.app, c, '/api/contest/results?month=2033-06');
    expect(body.months[0]?.places.map((p) => p.prize)).toEqual([500, 250, null]);
  });

  it('a month nobody voted in has no winners and pays nothing', async () => {
    const owner = await createTestUser(s.app);
    setClock(s.app, utc(2033, 7, 3));
    await approvedEntries(s.app, moderator, [owner]);
    expect(await runContestJobs(s.app.store, utc(2033, 8, 1))).toEqual({ closed: [], paid: 0 });
    expect(await resultsOf('2033-07')).toEqual([]);
    // Closed all the same, once: later runs do not pick the month again.
    const closedAt = await s.app.store.one<{ closedAt: number | string }>('SELECT closed_at AS "closedAt" FROM contest_months WHERE month = ?', ['2033-07']);
    expect(Number(closedAt?.closedAt)).toBe(utc(2033, 8, 1));
    await runContestJobs(s.app.store, utc(2033, 8, 1, 0, 5));
    const again = await s.app.store.one<{ closedAt: number | string }>('SELECT closed_at AS "closedAt" FROM contest_months WHERE month = ?', ['2033-07']);
    expect(Number(again?.closedAt)).toBe(utc(2033, 8, 1));
  });

  it('a winner who deleted their account is skipped; the others are paid', async () => {
    const { owners } = await monthWithVotes(2033, 9);
    const [a, b] = owners as [TestUser, TestUser];
    expect((await runContestJobs(s.app.store, utc(2033, 9, 30, 18))).closed).toEqual(['2033-09']);
    await s.app.store.run('DELETE FROM users WHERE id = ?', [a.id]);
    expect(await runContestJobs(s.app.store, utc(2033, 9, 30, 18, 45))).toEqual({ closed: [], paid: 2 });
    expect(await balanceOf(b.id)).toBe(200);
    expect((await resultsOf('2033-09')).every((r) => r.paid !== null)).toBe(true);
    const { body } = await getJson<ResultsResponse>(s.app, b, '/api/contest/results?month=2033-09');
    expect(body.months[0]?.places[0]).toMatchObject({ place: 1, imageUrl: null, prize: null });
  });
});

describe('a server down across the close', () => {
  it('closes December and pays it once when two processes start in January', async () => {
    const { owners } = await monthWithVotes(2033, 12);
    // Both "servers" start after the close and the prize time of December 31.
    const start = utc(2034, 1, 1, 0, 7);
    const apps: FastifyInstance[] = [await buildApp(s.config, { logger: false }), await buildApp(s.config, { logger: false })];
    try {
      for (const app of apps) {
        app.contest.clock.now = () => start;
        scheduleContestJobs(app);
      }
      await Promise.all(apps.map((app) => app.ready()));
      await expect.poll(async () => (await resultsOf('2033-12')).filter((r) => r.paid !== null).length).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const claims = await s.app.store.all<{ occurrence: number | string }>('SELECT occurrence FROM job_runs WHERE job = ?', [CONTEST_JOB]);
      // One run, of the occurrence the contest's (fake) clock was in when the servers started.
      expect(claims.map((c) => Number(c.occurrence))).toEqual([Math.floor(start / (5 * 60_000))]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    for (const [i, owner] of owners.slice(0, 3).entries()) {
      expect(await ledgerOf(owner.id)).toEqual([{ key: `contest:2033-12:${i + 1}`, amount: [300, 200, 100][i] }]);
      expect((await contestNotices(owner.id)).filter((n) => n.title.startsWith('You placed'))).toHaveLength(1);
    }
    // A later run (the next start, the next five minutes) finds nothing to do.
    expect(await runContestJobs(s.app.store, start + 5 * 60_000)).toEqual({ closed: [], paid: 0 });
    // Past winners stay listed, newest month first.
    const { body } = await getJson<ResultsResponse>(s.app, owners[0] as TestUser, '/api/contest/results');
    expect(body.months.map((m) => m.month).slice(0, 3)).toEqual(['2033-12', '2033-09', '2033-06']);
    // Older ones a page at a time: before December, September comes first; nothing before the oldest.
    const older = await getJson<ResultsResponse>(s.app, owners[0] as TestUser, '/api/contest/results?before=2033-12');
    expect(older.body.months[0]?.month).toBe('2033-09');
    expect(older.body.months.every((m) => m.month < '2033-12')).toBe(true);
    const oldest = body.months.at(-1)?.month ?? '';
    expect((await getJson<ResultsResponse>(s.app, owners[0] as TestUser, `/api/contest/results?before=${oldest}`)).body).toEqual({ months: [], more: false });
    expect((await getJson(s.app, owners[0] as TestUser, '/api/contest/results?before=2033-13')).status).toBe(400);
  });
});
