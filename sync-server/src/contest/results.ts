/**
 * Results as keepers see them: places 1-3 of closed months, with the photo, the votes and the prize
 * paid (read from the winner's ledger entry, so it is what was paid, not today's settings). Past
 * months stay listed. Winners are anonymous, except that the caller's own places say `mine`.
 */
import type { Queryable } from '../db/store';
import { contestImageUrl, RESULTS_MONTHS, type MonthResults } from '../../../shared/api/contest';

interface PlaceRow {
  month: string;
  place: number;
  entryId: string;
  userId: string;
  votes: number | string;
  closedAt: number;
  caption: string | null;
  entryExists: string | null;
  prize: number | string | null;
}

const PLACES = `SELECT r.month, r.place, r.entry_id AS "entryId", r.user_id AS "userId", r.votes, r.closed_at AS "closedAt",
    e.caption, e.id AS "entryExists", l.amount AS prize
  FROM contest_results r
  LEFT JOIN contest_entries e ON e.id = r.entry_id
  LEFT JOIN coin_ledger l ON l.user_id = r.user_id AND l.key = 'contest:' || r.month || ':' || CAST(r.place AS TEXT)`;

function group(rows: PlaceRow[], userId: string): MonthResults[] {
  const months = new Map<string, MonthResults>();
  for (const r of rows) {
    let m = months.get(r.month);
    if (!m) months.set(r.month, (m = { month: r.month, closedAt: Number(r.closedAt), places: [] }));
    m.places.push({
      place: Number(r.place), entryId: r.entryId, caption: r.caption, votes: Number(r.votes),
      prize: r.prize === null ? null : Number(r.prize), mine: r.userId === userId,
      imageUrl: r.entryExists ? contestImageUrl(r.entryId) : null,
    });
  }
  return [...months.values()];
}

/** One month's places (none before its close), or the latest RESULTS_MONTHS months with results. */
export async function listResults(q: Queryable, userId: string, month: string | undefined): Promise<MonthResults[]> {
  if (month) return group(await q.all<PlaceRow>(`${PLACES} WHERE r.month = ? ORDER BY r.place`, [month]), userId);
  const recent = await q.all<PlaceRow>(
    `${PLACES} WHERE r.month IN (SELECT DISTINCT month FROM contest_results ORDER BY month DESC LIMIT ?) ORDER BY r.month DESC, r.place`,
    [RESULTS_MONTHS],
  );
  return group(recent, userId);
}
