/**
 * Moderators and admins review entries: the pending ones of the month still open, approved or
 * rejected once each. An entry's month that has closed is final (a pending entry left at the
 * close simply never entered). The keeper is told the decision in their inbox.
 */
import { audit, type AuditActor } from '../audit/log';
import type { Store } from '../db/store';
import { contestImageUrl, type PendingResponse } from '../../../shared/api/contest';
import type { ContestEntryStatus } from '../../../shared/contest/entries';
import { contestPhaseAt, isMonthClosed } from '../../../shared/contest/phases';
import { contestError, entryNotFound } from './errors';
import { sendContestNotice } from './messages';
import { readContestSettings } from './settings-store';

/**
 * Pending entries of the current month while it is open, oldest first (first come, first reviewed).
 * `mine`: the viewer's own entry, which they may not decide (the screen offers no buttons on it).
 */
export async function listPending(store: Store, page: number, perPage: number, now: number, viewerId: string | null = null): Promise<PendingResponse> {
  const { month, phase } = contestPhaseAt(now, await readContestSettings(store));
  if (phase === 'closed') return { entries: [], total: 0, page, perPage };
  const total = await store.one<{ n: number | string }>("SELECT count(*) AS n FROM contest_entries WHERE month = ? AND status = 'pending'", [month]);
  const rows = await store.all<{ id: string; userId: string; month: string; caption: string | null; createdAt: number }>(
    `SELECT id, user_id AS "userId", month, caption, created_at AS "createdAt" FROM contest_entries WHERE month = ? AND status = 'pending'
     ORDER BY created_at, id LIMIT ? OFFSET ?`,
    [month, perPage, (page - 1) * perPage],
  );
  return {
    entries: rows.map(({ userId, ...r }) => ({ ...r, createdAt: Number(r.createdAt), mine: userId === viewerId, imageUrl: contestImageUrl(r.id) })),
    total: Number(total?.n ?? 0), page, perPage,
  };
}

/** `moderator` decides (a moderator or an admin); the decision and its audit entry are one transaction. */
export async function decideEntry(store: Store, entryId: string, decision: 'approved' | 'rejected', moderator: AuditActor, now: number): Promise<{ id: string; status: ContestEntryStatus }> {
  return store.transaction(async (tx) => {
    const entry = await tx.one<{ userId: string; month: string; status: ContestEntryStatus }>(
      'SELECT user_id AS "userId", month, status FROM contest_entries WHERE id = ?', [entryId],
    );
    if (!entry) throw entryNotFound();
    if (isMonthClosed(entry.month, now)) throw contestError('contest-closed');
    // Nobody judges their own photo (issue 24: a moderator approved their own entry); another moderator will.
    if (entry.userId === moderator.id) throw contestError('own-entry-decision');
    // The status in the WHERE makes two moderators deciding at once one decision, not two.
    const changed = await tx.run(
      "UPDATE contest_entries SET status = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = 'pending'",
      [decision, moderator.id, now, entryId],
    );
    if (changed === 0) throw contestError('not-pending');
    await audit(tx, moderator, {
      action: decision === 'approved' ? 'contest.approve' : 'contest.reject', targetType: 'contestEntry', targetId: entryId,
      before: { status: 'pending' }, after: { status: decision },
    }, now);
    await sendContestNotice(tx, entry.userId, { kind: decision, month: entry.month }, now, `contest-entry:${entryId}`);
    return { id: entryId, status: decision };
  });
}
