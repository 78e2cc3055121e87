/**
 * Voting (POST /api/contest/vote, GET /api/contest/vote-status): sign-in needed, the voting phase
 * only, an approved entry of the current month, never one's own, one vote per user per month
 * decided by the database even when many arrive at once. Votes stay hidden until the close.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionsResponse, VoteStatusResponse } from '../../shared/api/contest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { approvedEntries, getJson, setClock, submitted, utc, vote } from './contest-fixtures';

let s: TestServer;
let moderator: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  moderator = await createTestUser(s.app, { role: 'moderator' });
});
afterAll(() => s.close());

const votesIn = (month: string) => s.app.store.all<{ voterId: string; entryId: string }>(
  'SELECT voter_id AS "voterId", entry_id AS "entryId" FROM contest_votes WHERE month = ? ORDER BY voter_id', [month],
);

/** A month of its own per test: two entries approved during submissions, then the clock on its voting days. */
async function votingMonth(month: number): Promise<{ owners: TestUser[]; entries: string[] }> {
  const owners = [await createTestUser(s.app), await createTestUser(s.app)];
  setClock(s.app, utc(2032, month, 5));
  const entries = await approvedEntries(s.app, moderator, owners);
  setClock(s.app, utc(2032, month, 22, 10));
  return { owners, entries };
}

describe('one vote per user per month', () => {
  it('of 10 votes sent at once by one keeper, exactly one counts; the rest answer already-voted', async () => {
    const { entries } = await votingMonth(1);
    const voter = await createTestUser(s.app);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => vote(s.app, voter, entries[i % 2] ?? '')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json()).toMatchObject({ error: 'already-voted' });
    const counted = answers.find((r) => r.statusCode === 200)?.json<{ entryId: string }>().entryId;
    expect(await votesIn('2032-01')).toEqual([{ voterId: voter.id, entryId: counted }]);
    const status = await getJson<VoteStatusResponse>(s.app, voter, '/api/contest/vote-status');
    expect(status.body).toEqual({ month: '2032-01', voted: true, entryId: counted });
  });

  it('many keepers voting at once each get their one vote', async () => {
    const { entries } = await votingMonth(2);
    const voters = await Promise.all(Array.from({ length: 6 }, () => createTestUser(s.app)));
    const answers = await Promise.all(voters.map((v) => vote(s.app, v, entries[0] ?? '')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array<number>(6).fill(200));
    expect(await votesIn('2032-02')).toHaveLength(6);
  });

  it('a new month is a new vote', async () => {
    const first = await votingMonth(3);
    const voter = await createTestUser(s.app);
    expect((await vote(s.app, voter, first.entries[0] ?? '')).statusCode).toBe(200);
    const second = await votingMonth(4);
    expect((await vote(s.app, voter, second.entries[0] ?? '')).statusCode).toBe(200);
    // Last month's entries are no longer in the vote.
    const stale = await vote(s.app, await createTestUser(s.app), first.entries[1] ?? '');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'entry-not-votable' });
  });
});

describe('what may be voted for, and when', () => {
  it('never one\'s own entry, and that refusal spends no vote', async () => {
    const { owners, entries } = await votingMonth(5);
    const [owner] = owners;
    if (!owner) throw new Error('no owner');
    const own = await vote(s.app, owner, entries[0] ?? '');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ error: 'own-entry' });
    expect(await votesIn('2032-05')).toEqual([]);
    expect((await vote(s.app, owner, entries[1] ?? '')).statusCode).toBe(200);
  });

  it('only approved entries: pending, rejected and unknown ones answer entry-not-votable alike', async () => {
    const owner = await createTestUser(s.app);
    setClock(s.app, utc(2032, 6, 3));
    const pending = await submitted(s.app, owner);
    setClock(s.app, utc(2032, 6, 25));
    const voter = await createTestUser(s.app);
    for (const id of [pending, crypto.randomUUID()]) {
      const res = await vote(s.app, voter, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'entry-not-votable' });
    }
    const bad = await s.app.inject({ method: 'POST', url: '/api/contest/vote', headers: voter.headers, payload: { entryId: 'not-an-id' } });
    expect(bad.statusCode).toBe(400);
    expect(await votesIn('2032-06')).toEqual([]);
  });

  it('only in the voting phase: not during submissions, not at or after the 18:00 UTC close', async () => {
    const { entries } = await votingMonth(7);
    const voter = await createTestUser(s.app);
    const cases: [number, number][] = [
      [utc(2032, 7, 20, 23, 59, 59, 999), 409],
      [utc(2032, 7, 31, 18), 409],
      [utc(2032, 7, 31, 23), 409],
      [utc(2032, 7, 31, 17, 59, 59, 999), 200],
    ];
    for (const [at, status] of cases) {
      setClock(s.app, at);
      const res = await vote(s.app, voter, entries[0] ?? '');
      expect(res.statusCode, new Date(at).toISOString()).toBe(status);
      if (status === 409) expect(res.json()).toMatchObject({ error: 'voting-not-open' });
    }
  });

  it('needs sign-in', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/contest/vote', payload: { entryId: crypto.randomUUID() } });
    expect(res.statusCode).toBe(401);
  });

  it('hides vote counts until the close, then shows them with the gallery in the order of the results', async () => {
    const { owners, entries } = await votingMonth(8);
    const voters = await Promise.all(Array.from({ length: 3 }, () => createTestUser(s.app)));
    await vote(s.app, voters[0] as TestUser, entries[1] ?? '');
    await vote(s.app, voters[1] as TestUser, entries[1] ?? '');
    await vote(s.app, voters[2] as TestUser, entries[0] ?? '');
    const owner = owners[0] as TestUser;
    const before = await getJson<SubmissionsResponse>(s.app, owner, '/api/contest/submissions?month=2032-08');
    expect(before.body.closed).toBe(false);
    expect(before.body.entries.map((e) => e.votes)).toEqual([null, null]);
    expect(before.body.mine.map((e) => e.votes)).toEqual([null]);
    setClock(s.app, utc(2032, 8, 31, 18));
    const after = await getJson<SubmissionsResponse>(s.app, owner, '/api/contest/submissions?month=2032-08');
    expect(after.body.closed).toBe(true);
    expect(after.body.entries.map((e) => [e.id, e.votes, e.mine])).toEqual([[entries[1], 2, false], [entries[0], 1, true]]);
  });
});
