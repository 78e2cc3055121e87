/**
 * Votes. One per voter and month, decided by the primary key (month, voter_id) of contest_votes:
 * whatever the concurrency, across processes too, exactly one insert takes and every other one
 * finds the conflict and answers `already-voted`. The checks before it (phase, bar, the entry)
 * run in the same transaction as the insert, after the month's lock (month-lock.ts): a vote that
 * waited on the close finds the month closed, one that waited on a disqualification finds the
 * entry gone, so no vote is stored that the close never counted or on an entry that left. An account
 * made after the month's voting began does not vote (shared/contest/voters.ts, issue 24).
 */
import type { Queryable, Store } from '../db/store';
import type { ContestEntryStatus } from '../../../shared/contest/entries';
import { contestPhaseAt } from '../../../shared/contest/phases';
import { mayVote } from '../../../shared/contest/voters';
import type { VoteStatusResponse } from '../../../shared/api/contest';
import { contestError } from './errors';
import { refuseIfBanned } from './keepers';
import { lockContestMonth } from './month-lock';
import { readContestSettings } from './settings-store';

export async function castVote(store: Store, voterId: string, entryId: string, now: number): Promise<{ month: string; entryId: string }> {
  return store.transaction(async (tx) => {
    const { month, phase, schedule } = contestPhaseAt(now, await readContestSettings(tx));
    if (phase !== 'voting') throw contestError('voting-not-open');
    if ((await lockContestMonth(tx, month)).closedAt !== null) throw contestError('voting-not-open');
    await refuseIfBanned(tx, voterId, now);
    const voter = await tx.one<{ createdAt: number | string }>('SELECT created_at AS "createdAt" FROM users WHERE id = ?', [voterId]);
    if (!voter || !mayVote(Number(voter.createdAt), schedule)) throw contestError('account-too-new', { votingStartsAt: schedule.votingStartsAt });
    const entry = await tx.one<{ userId: string; month: string; status: ContestEntryStatus }>(
      'SELECT user_id AS "userId", month, status FROM contest_entries WHERE id = ?', [entryId],
    );
    // Unknown, pending, rejected, disqualified or another month's: one answer, so nobody learns of others' unapproved entries.
    if (!entry || entry.status !== 'approved' || entry.month !== month) throw contestError('entry-not-votable');
    if (entry.userId === voterId) throw contestError('own-entry');
    const taken = await tx.run(
      'INSERT INTO contest_votes (month, voter_id, entry_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (month, voter_id) DO NOTHING',
      [month, voterId, entryId, now],
    );
    if (taken === 0) throw contestError('already-voted');
    return { month, entryId };
  });
}

export async function voteStatus(q: Queryable, voterId: string, month: string): Promise<VoteStatusResponse> {
  const row = await q.one<{ entryId: string }>('SELECT entry_id AS "entryId" FROM contest_votes WHERE month = ? AND voter_id = ?', [month, voterId]);
  return { month, voted: row !== undefined, entryId: row?.entryId ?? null };
}
