/**
 * The contest month's lock (the `contest_months` row). A vote, a disqualification and the close
 * each upsert the month's row first and keep it until they commit: on PostgreSQL the upsert takes
 * the row's write lock, so the three run one after another and each sees what the one before it
 * committed (a vote that waited on the close finds the month closed; one that waited on a
 * disqualification finds the entry disqualified). On SQLite the write transaction already excludes
 * every other writer. The row also records the close, once, even when nobody placed.
 */
import type { Tx } from '../db/store';

/** Locks `month` until the transaction ends; answers when it closed (null while open). */
export async function lockContestMonth(tx: Tx, month: string): Promise<{ closedAt: number | null }> {
  const row = await tx.one<{ closedAt: number | string | null }>(
    `INSERT INTO contest_months (month, closed_at) VALUES (?, NULL)
     ON CONFLICT (month) DO UPDATE SET month = contest_months.month RETURNING closed_at AS "closedAt"`,
    [month],
  );
  return { closedAt: row?.closedAt == null ? null : Number(row.closedAt) };
}
