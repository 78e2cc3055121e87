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

/**
 * One month's places (none before its close), or a page of RESULTS_MONTHS months with results,
 * newest first, before `before` when given; `more` when older months with results remain.
 */
export async function listResults(
  q: Queryable, userId: string, query: { month?: string | undefined; before?: string | undefined },
): Promise<{ months: MonthResults[]; more: boolean }> {
  if (query.month) return { months: group(await q.all<PlaceRow>(`${PLACES} WHERE r.month = ? ORDER BY r.place`, [query.month]), userId), more: false };
  // One more month than the page holds tells whether another page exists.
  const months = (await q.all<{ month: string }>(
    'SELECT DISTINCT month FROM contest_results WHERE month < ? ORDER BY month DESC LIMIT ?', [query.before ?? '9999-12', RESULTS_MONTHS + 1],
  )).map((r) => r.month);
  const page = months.slice(0, RESULTS_MONTHS);
  if (page.length === 0) return { months: [], more: false };
  const rows = await q.all<PlaceRow>(
    `${PLACES} WHERE r.month <= ? AND r.month >= ? ORDER BY r.month DESC, r.place`, [page[0] ?? '', page.at(-1) ?? ''],
  );
  return { months: group(rows, userId), more: months.length > RESULTS_MONTHS };
}
