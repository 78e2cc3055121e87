/**
 * Every ReptiCoins ledger entry of every keeper, newest first, for the admins' history screen
 * (issue 15): by keeper (id, or an e-mail or username prefix), by cause (the key's kind,
 * shared/coins/ledger-key.ts) and by time. Ordered by coin_ledger_at_idx; one keeper's entries by
 * coin_ledger_user_key_idx.
 */
import type { z } from 'zod';
import type { LedgerHistoryQuery, LedgerHistoryResponse } from '../../../shared/api/admin';
import type { Param, Store } from '../db/store';
import { keeperSearch } from './users';

interface EntryRow {
  id: string; userId: string; email: string; username: string | null; key: string; amount: number | string; reason: string | null; at: number | string;
}

export async function ledgerHistory(store: Store, query: z.output<typeof LedgerHistoryQuery>): Promise<z.infer<typeof LedgerHistoryResponse>> {
  const where: string[] = [];
  const params: Param[] = [];
  const add = (sql: string, ...values: Param[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (query.user_id) add('l.user_id = ?', query.user_id);
  // The cause is the key's kind, `<kind>:...`; the kind comes from the contract's list, so it holds no wildcard.
  if (query.cause) add('l.key LIKE ?', `${query.cause}:%`);
  if (query.from !== undefined) add('l.at >= ?', query.from);
  if (query.to !== undefined) add('l.at < ?', query.to);
  if (query.q) {
    const term = keeperSearch(store.dialect, query.q);
    add(term.sql, ...term.params);
  }
  const from = `FROM coin_ledger l JOIN users u ON u.id = l.user_id ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`;
  return store.transaction(async (tx) => {
    const total = await tx.one<{ n: number | string }>(`SELECT count(*) AS n ${from}`, params);
    const rows = await tx.all<EntryRow>(
      `SELECT l.id, l.user_id AS "userId", u.email, u.username, l.key, l.amount, l.reason, l.at ${from}
       ORDER BY l.at DESC, l.id DESC LIMIT ? OFFSET ?`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    );
    return {
      items: rows.map((r) => ({ ...r, amount: Number(r.amount), at: Number(r.at) })),
      total: Number(total?.n ?? 0), page: query.page, perPage: query.per_page,
    };
  }, { readOnly: true });
}
