/** Admins see every entry of a month, with its keeper and its votes, to judge manipulation. */
import type { Queryable } from '../db/store';
import type { z } from 'zod';
import { contestImageUrl, type AdminEntriesResponse } from '../../../shared/api/contest';
import type { ContestEntryStatus } from '../../../shared/contest/entries';

export async function adminEntries(q: Queryable, month: string, adminId: string): Promise<z.infer<typeof AdminEntriesResponse>> {
  const rows = await q.all<{ id: string; userId: string; caption: string | null; status: ContestEntryStatus; createdAt: number; votes: number | string }>(
    `SELECT e.id, e.user_id AS "userId", e.caption, e.status, e.created_at AS "createdAt",
       (SELECT count(*) FROM contest_votes v WHERE v.entry_id = e.id) AS votes
     FROM contest_entries e WHERE e.month = ? ORDER BY e.created_at, e.id`,
    [month],
  );
  return {
    month,
    entries: rows.map((r) => ({
      id: r.id, month, userId: r.userId, caption: r.caption, status: r.status, createdAt: Number(r.createdAt),
      votes: Number(r.votes), mine: r.userId === adminId, imageUrl: contestImageUrl(r.id),
    })),
  };
}
