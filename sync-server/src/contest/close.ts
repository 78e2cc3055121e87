/**
 * The close (18:00 UTC on a month's last day): places 1-3 of every month whose close has passed
 * and that is not closed yet, written in one transaction under the month's lock (month-lock.ts),
 * which also records the close. Running it twice, or in two processes at once, writes once: the
 * second finds the month closed (and the results' primary key (month, place) would refuse it
 * anyway; ranking.ts is deterministic). A month where nobody earned a place is closed all the
 * same, so it is never picked again. Only the writer that placed someone tells the month's
 * entrants that the results are out.
 */
import type { Store } from '../db/store';
import { contestMonthOf } from '../../../shared/contest/month';
import { isMonthClosed } from '../../../shared/contest/phases';
import { rankContenders } from '../../../shared/contest/ranking';
import { sendContestNotice } from './messages';
import { lockContestMonth } from './month-lock';

/** Months with approved entries that are not closed, up to the current one; those past their close are due. */
async function monthsToClose(store: Store, now: number): Promise<string[]> {
  const rows = await store.all<{ month: string }>(
    `SELECT DISTINCT e.month FROM contest_entries e
     WHERE e.status = 'approved' AND e.month <= ?
       AND NOT EXISTS (SELECT 1 FROM contest_months m WHERE m.month = e.month AND m.closed_at IS NOT NULL)
     ORDER BY e.month`,
    [contestMonthOf(now)],
  );
  return rows.map((r) => r.month).filter((month) => isMonthClosed(month, now));
}

/** Closes one month; answers how many places this call wrote (0: none earned, or already written). */
export async function closeMonth(store: Store, month: string, now: number): Promise<number> {
  return store.transaction(async (tx) => {
    if ((await lockContestMonth(tx, month)).closedAt !== null) return 0;
    await tx.run('UPDATE contest_months SET closed_at = ? WHERE month = ?', [now, month]);
    if (await tx.one('SELECT 1 AS one FROM contest_results WHERE month = ?', [month])) return 0;
    const contenders = await tx.all<{ id: string; userId: string; submittedAt: number; votes: number | string }>(
      `SELECT e.id, e.user_id AS "userId", e.created_at AS "submittedAt", count(v.voter_id) AS votes
       FROM contest_entries e LEFT JOIN contest_votes v ON v.entry_id = e.id
       WHERE e.month = ? AND e.status = 'approved' GROUP BY e.id, e.user_id, e.created_at`,
      [month],
    );
    const placed = rankContenders(contenders.map((c) => ({ ...c, submittedAt: Number(c.submittedAt), votes: Number(c.votes) })));
    let written = 0;
    for (const p of placed) {
      written += await tx.run(
        `INSERT INTO contest_results (month, place, entry_id, user_id, votes, closed_at, prize_paid_at) VALUES (?, ?, ?, ?, ?, ?, NULL)
         ON CONFLICT (month, place) DO NOTHING`,
        [month, p.place, p.id, p.userId, p.votes, now],
      );
    }
    if (written > 0) {
      const entrants = new Set(contenders.map((c) => c.userId));
      for (const userId of entrants) await sendContestNotice(tx, userId, { kind: 'results', month }, now, `contest-results:${month}`);
    }
    return written;
  });
}

/** Closes every due month; answers those where someone placed. */
export async function closeDueMonths(store: Store, now: number): Promise<string[]> {
  const closed: string[] = [];
  for (const month of await monthsToClose(store, now)) {
    if (await closeMonth(store, month, now) > 0) closed.push(month);
  }
  return closed;
}
