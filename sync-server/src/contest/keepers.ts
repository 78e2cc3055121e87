/** What the contest asks about a keeper: their bar from contests and their entries this month. */
import type { Queryable } from '../db/store';
import { isBarred } from '../../../shared/contest/entries';
import { contestError } from './errors';

/** The end of the keeper's bar, or null (none, or it has passed). */
export async function activeBan(q: Queryable, userId: string, now: number): Promise<number | null> {
  const row = await q.one<{ until: number }>('SELECT until FROM contest_bans WHERE user_id = ?', [userId]);
  const until = row ? Number(row.until) : null;
  return isBarred(until, now) ? until : null;
}

export async function refuseIfBanned(q: Queryable, userId: string, now: number): Promise<void> {
  const until = await activeBan(q, userId, now);
  if (until !== null) throw contestError('contest-banned', { until });
}

/** Entries that use up the monthly allowance (shared/contest/entries.ts countsTowardLimit). */
export async function entriesUsed(q: Queryable, userId: string, month: string): Promise<number> {
  const row = await q.one<{ n: number | string }>(
    "SELECT count(*) AS n FROM contest_entries WHERE user_id = ? AND month = ? AND status IN ('pending', 'approved')", [userId, month],
  );
  return Number(row?.n ?? 0);
}
