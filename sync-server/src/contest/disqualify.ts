/**
 * Disqualification for manipulation (spec: the keeper is disqualified and barred from contests for
 * 3 months). In one transaction:
 * - the named entry and the keeper's other pending or approved entries of that month become
 *   `disqualified` (a barred keeper takes no further part in it);
 * - the votes those entries received are deleted, so they count for nothing, and their voters,
 *   whose vote was spent on an entry that left the contest, may vote again;
 * - the keeper's own vote that month is deleted;
 * - the bar runs 3 calendar months from now (a longer bar already running is kept).
 * A month that has closed is final: its results and prizes stand, and this answers `contest-closed`.
 */
import { audit, type AuditActor } from '../audit/log';
import type { Store } from '../db/store';
import { contestBanUntil } from '../../../shared/contest/entries';
import { isMonthClosed } from '../../../shared/contest/phases';
import { contestError, entryNotFound } from './errors';
import { sendContestNotice } from './messages';
import { lockContestMonth } from './month-lock';

export interface Disqualified {
  id: string;
  status: 'disqualified';
  bannedUntil: number;
  entriesRemoved: number;
  votesRemoved: number;
}

/** Audited (`contest.disqualify`) in the same transaction, with the entry's status before and what the bar removed. */
export async function disqualifyEntry(store: Store, entryId: string, reason: string, admin: AuditActor, now: number): Promise<Disqualified> {
  const adminId = admin.id;
  return store.transaction(async (tx) => {
    const entry = await tx.one<{ userId: string; month: string; status: string }>('SELECT user_id AS "userId", month, status FROM contest_entries WHERE id = ?', [entryId]);
    if (!entry) throw entryNotFound();
    if (isMonthClosed(entry.month, now) || (await lockContestMonth(tx, entry.month)).closedAt !== null) throw contestError('contest-closed');
    const { userId, month } = entry;
    const removed = await tx.all<{ id: string }>(
      "SELECT id FROM contest_entries WHERE user_id = ? AND month = ? AND (id = ? OR status IN ('pending', 'approved'))", [userId, month, entryId],
    );
    let votesRemoved = 0;
    for (const { id } of removed) {
      await tx.run("UPDATE contest_entries SET status = 'disqualified', decided_by = ?, decided_at = ? WHERE id = ?", [adminId, now, id]);
      votesRemoved += await tx.run('DELETE FROM contest_votes WHERE entry_id = ?', [id]);
    }
    votesRemoved += await tx.run('DELETE FROM contest_votes WHERE month = ? AND voter_id = ?', [month, userId]);
    const until = contestBanUntil(now);
    await tx.run(
      `INSERT INTO contest_bans (user_id, until, reason, created_by, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET until = CASE WHEN contest_bans.until > excluded.until THEN contest_bans.until ELSE excluded.until END,
         reason = excluded.reason, created_by = excluded.created_by, created_at = excluded.created_at`,
      [userId, until, reason, adminId, now],
    );
    const ban = await tx.one<{ until: number }>('SELECT until FROM contest_bans WHERE user_id = ?', [userId]);
    const bannedUntil = Number(ban?.until ?? until);
    await sendContestNotice(tx, userId, { kind: 'disqualified', month, until: bannedUntil }, now, `contest-disqualified:${month}:${bannedUntil}`);
    await audit(tx, admin, {
      action: 'contest.disqualify', targetType: 'contestEntry', targetId: entryId,
      before: { status: entry.status }, after: { status: 'disqualified', reason, userId, bannedUntil, entriesRemoved: removed.length, votesRemoved },
    }, now);
    return { id: entryId, status: 'disqualified', bannedUntil, entriesRemoved: removed.length, votesRemoved };
  });
}
