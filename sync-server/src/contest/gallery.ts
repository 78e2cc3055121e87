/**
 * What keepers see of a month: the approved entries (anonymous, votes hidden until the close), the
 * caller's own entries in any state, and an entry's image for those allowed to see it.
 */
import type { Queryable } from '../db/store';
import type { FileStorage } from '../storage/files';
import type { Role } from '../auth/access-token';
import { contestImageUrl, type EntryView, type OwnEntryView, type SubmissionsResponse } from '../../../shared/api/contest';
import type { ContestEntryStatus } from '../../../shared/contest/entries';
import { isMonthClosed } from '../../../shared/contest/phases';
import { compareContenders } from '../../../shared/contest/ranking';
import { entryNotFound } from './errors';
import { readContestImage } from './image-store';

interface EntryRow {
  id: string;
  userId: string;
  month: string;
  caption: string | null;
  status: ContestEntryStatus;
  createdAt: number;
  votes: number | string;
}

const ENTRY_COLUMNS = `e.id, e.user_id AS "userId", e.month, e.caption, e.status, e.created_at AS "createdAt",
  (SELECT count(*) FROM contest_votes v WHERE v.entry_id = e.id) AS votes`;

const view = (row: EntryRow, userId: string, closed: boolean): EntryView => ({
  id: row.id, month: row.month, caption: row.caption, createdAt: Number(row.createdAt),
  votes: closed ? Number(row.votes) : null, mine: row.userId === userId, imageUrl: contestImageUrl(row.id),
});

export async function listSubmissions(q: Queryable, userId: string, month: string, now: number): Promise<SubmissionsResponse> {
  const closed = isMonthClosed(month, now);
  const approved = await q.all<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM contest_entries e WHERE e.month = ? AND e.status = 'approved' ORDER BY e.created_at DESC, e.id`, [month],
  );
  const own = await q.all<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM contest_entries e WHERE e.month = ? AND e.user_id = ? ORDER BY e.created_at, e.id`, [month, userId],
  );
  // After the close the gallery is in the order of the results (ranking.ts), newest first before.
  if (closed) {
    approved.sort((a, b) => compareContenders(
      { id: a.id, userId: a.userId, votes: Number(a.votes), submittedAt: Number(a.createdAt) },
      { id: b.id, userId: b.userId, votes: Number(b.votes), submittedAt: Number(b.createdAt) },
    ));
  }
  return {
    month,
    closed,
    entries: approved.map((r) => view(r, userId, closed)),
    mine: own.map((r): OwnEntryView => ({ ...view(r, userId, closed), status: r.status })),
  };
}

/**
 * An entry's image: to any signed-in keeper once approved (the gallery, the results), and always
 * to its owner and to moderators and admins (review, disqualification). Anyone else is answered
 * as if the entry did not exist.
 */
export async function entryImage(q: Queryable, files: FileStorage, user: { id: string; role: Role }, entryId: string): Promise<Buffer> {
  const row = await q.one<{ userId: string; status: ContestEntryStatus; imageFile: string }>(
    'SELECT user_id AS "userId", status, image_file AS "imageFile" FROM contest_entries WHERE id = ?', [entryId],
  );
  const allowed = row && (row.status === 'approved' || row.userId === user.id || user.role === 'moderator' || user.role === 'admin');
  if (!row || !allowed) throw entryNotFound();
  const bytes = await readContestImage(files, row.imageFile);
  if (!bytes) throw entryNotFound();
  return bytes;
}
