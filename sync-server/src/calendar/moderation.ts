/**
 * The moderators' side of the calendar: the pending events, and approving or rejecting one.
 * Only a pending event can be decided: the decision is one conditional UPDATE (... WHERE status =
 * 'pending'), so when two moderators decide at once the database lets exactly one change the row
 * and the other is answered 409 with the status it found. The submitter's notice is written in
 * the same transaction: it exists exactly when the decision does. Who decided and when is kept on
 * the row (decided_by, decided_at), and in the audit log, in the same transaction.
 */
import type { PendingEventView } from '../../../shared/api/calendar';
import { audit } from '../audit/log';
import type { Store } from '../db/store';
import { HttpError } from '../errors';
import { notify } from '../notifications';
import { decisionNotice, type NoticeLanguage } from './decision-notice';
import { EVENT_COLUMNS, toView, type EventRow, type Viewer } from './rows';
import { eventNotFound } from './service';

export type Decision = { decision: 'approved' } | { decision: 'rejected'; note: string | null };

/** Every pending event, oldest first (the admin badge counts them: no paging). */
export async function pendingEvents(store: Store, viewer: Viewer): Promise<PendingEventView[]> {
  const rows = await store.all<EventRow & { username: string | null }>(
    `SELECT ${EVENT_COLUMNS}, u.username FROM community_events e JOIN users u ON u.id = e.submitter_id
     WHERE e.status = 'pending' ORDER BY e.created_at, e.id`,
  );
  return rows.map((r) => ({ ...toView(r, viewer), submitter: { id: r.submitterId, username: r.username } }));
}

export async function decideEvent(store: Store, viewer: Viewer, id: string, d: Decision, now: number, publicUrl: string): Promise<PendingEventView> {
  return store.transaction(async (tx) => {
    const note = d.decision === 'rejected' ? d.note : null;
    // Nobody decides their own event (issue 24: a moderator approved their own): the condition is
    // in the same UPDATE, so it holds whatever else happens at once; another moderator decides it.
    const changed = await tx.run(
      `UPDATE community_events SET status = ?, decided_by = ?, decided_at = ?, decision_note = ?, updated_at = ?
       WHERE id = ? AND status = 'pending' AND submitter_id <> ?`,
      [d.decision, viewer.id, now, note, now, id, viewer.id],
    );
    if (changed === 0) {
      const found = await tx.one<{ status: string; submitterId: string }>('SELECT status, submitter_id AS "submitterId" FROM community_events WHERE id = ?', [id]);
      if (!found) throw eventNotFound();
      if (found.submitterId === viewer.id) throw new HttpError('own-event', 'You cannot decide your own event; another moderator will.');
      throw new HttpError('already-decided', 'This event was already decided.', { details: { status: found.status } });
    }
    const row = await tx.one<EventRow & { username: string | null; language: NoticeLanguage }>(
      `SELECT ${EVENT_COLUMNS}, u.username, u.language FROM community_events e JOIN users u ON u.id = e.submitter_id WHERE e.id = ?`,
      [id],
    );
    if (!row) throw new Error('the event just decided is missing');
    await audit(tx, viewer, {
      action: d.decision === 'approved' ? 'event.approve' : 'event.reject', targetType: 'event', targetId: id,
      before: { status: 'pending' }, after: { status: d.decision, note },
    }, now);
    const notice = decisionNotice({ decision: d.decision, title: row.title, link: `${publicUrl}/calendar/${id}`, note }, row.language === 'bg' ? 'bg' : 'en');
    // One notice per event: a decision is made once, and the key keeps it so whatever retries.
    await notify(tx, row.submitterId, notice, now, { dedupeKey: `event-decision:${id}` });
    return { ...toView(row, viewer), submitter: { id: row.submitterId, username: row.username } };
  });
}
