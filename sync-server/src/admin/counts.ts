/**
 * The admin index's numbers (GET /api/admin/counts). Pending entries are those the moderators'
 * list answers (contest/review.ts: the open month's), so the badge and the list agree; bug
 * reports and feature requests count those not archived, as their stats calls sum them.
 */
import type { z } from 'zod';
import type { AdminCounts } from '../../../shared/api/admin';
import type { Store } from '../db/store';
import { listPending } from '../contest/review';

export async function adminCounts(store: Store, contestNow: number): Promise<z.infer<typeof AdminCounts>> {
  const row = await store.one<{ users: number | string; pendingEvents: number | string }>(
    `SELECT (SELECT count(*) FROM users) AS users,
       (SELECT count(*) FROM community_events WHERE status = 'pending') AS "pendingEvents"`);
  const feedback = await store.all<{ kind: string; n: number | string }>(
    'SELECT kind, count(*) AS n FROM feedback_items WHERE archived = FALSE GROUP BY kind');
  const open = (kind: string) => Number(feedback.find((f) => f.kind === kind)?.n ?? 0);
  return {
    users: Number(row?.users ?? 0),
    pendingEvents: Number(row?.pendingEvents ?? 0),
    pendingEntries: (await listPending(store, 1, 1, contestNow)).total,
    bugReports: open('bug'),
    featureRequests: open('feature'),
  };
}
