/**
 * The admin area's user list and user page (issue 15, shared/api/admin.ts). Read-only: each call
 * reads in one read-only transaction, so the page and its total (or the row and its counts) are one
 * snapshot.
 *
 * The list is paged on the server, newest first, and stays an index walk at any size (10,000 users
 * in test/server/admin-users-paging.test.ts): the order is users_created_idx (or
 * users_role_created_idx with a role), the search two byte ranges (./prefix.ts).
 */
import type { z } from 'zod';
import type { AdminUserDetail, AdminUserRow, AdminUsersQuery, AdminUsersResponse } from '../../../shared/api/admin';
import { activeTier } from '../../../shared/rules/active-tier';
import { usernameKey } from '../auth/profiles';
import type { Dialect, Param, Queryable, Store } from '../db/store';
import { LOG_SQL_TABLES } from '../../../shared/mutators/logs';
import { HttpError } from '../errors';
import { startsWith } from './prefix';

/** The ledger entries the user page shows (the full history is the ledger history call's). */
export const DETAIL_LEDGER_ENTRIES = 50;

export const userNotFound = (): HttpError => new HttpError('not-found', 'No such user.');

interface UserRowDb {
  id: string; email: string; username: string | null; role: AdminUserRow['role'];
  createdAt: number | string; confirmedAt: number | string | null; disabledAt: number | string | null;
  premiumTier: string | null; premiumExpiresAt: number | string | null; balance: number | string;
}

const ROW_COLUMNS = `u.id, u.email, u.username, u.role, u.created_at AS "createdAt", u.confirmed_at AS "confirmedAt", u.disabled_at AS "disabledAt",
  w.premium_tier AS "premiumTier", w.premium_expires_at AS "premiumExpiresAt", COALESCE(w.balance, 0) AS balance`;
const ROW_FROM = 'FROM users u LEFT JOIN wallets w ON w.user_id = u.id';

/**
 * `u` (users) whose e-mail or username starts with `q`, in any case: each side is compared as it is
 * stored (e-mails lower-cased, normalizeEmail; usernames as profiles.ts's usernameKey).
 */
export function keeperSearch(dialect: Dialect, q: string): { sql: string; params: Param[] } {
  const email = startsWith(dialect, 'u.email', q.toLowerCase());
  const username = startsWith(dialect, 'u.username_lower', usernameKey(q));
  return { sql: `(${email.sql} OR ${username.sql})`, params: [...email.params, ...username.params] };
}

const orNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** The plan as the keeper has it now (as the wallet call answers it): a lapsed plan reads as none. */
function toRow(r: UserRowDb, now: number): AdminUserRow {
  const tier = activeTier(r.premiumTier, orNull(r.premiumExpiresAt), now);
  return {
    id: r.id, email: r.email, username: r.username, role: r.role,
    createdAt: Number(r.createdAt), confirmedAt: orNull(r.confirmedAt), disabledAt: orNull(r.disabledAt),
    premiumTier: tier, premiumExpiresAt: tier === null ? null : orNull(r.premiumExpiresAt), balance: Number(r.balance),
  };
}

/** One user as a list row; undefined when there is no such user. */
export async function adminUserRow(q: Queryable, userId: string, now: number): Promise<AdminUserRow | undefined> {
  const row = await q.one<UserRowDb>(`SELECT ${ROW_COLUMNS} ${ROW_FROM} WHERE u.id = ?`, [userId]);
  return row && toRow(row, now);
}

export async function listUsers(store: Store, query: z.output<typeof AdminUsersQuery>, now: number): Promise<z.infer<typeof AdminUsersResponse>> {
  const where: string[] = [];
  const params: Param[] = [];
  if (query.role) {
    where.push('u.role = ?');
    params.push(query.role);
  }
  if (query.q) {
    const term = keeperSearch(store.dialect, query.q);
    where.push(term.sql);
    params.push(...term.params);
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return store.transaction(async (tx) => {
    const total = await tx.one<{ n: number | string }>(`SELECT count(*) AS n FROM users u ${filter}`, params);
    const rows = await tx.all<UserRowDb>(
      `SELECT ${ROW_COLUMNS} ${ROW_FROM} ${filter} ORDER BY u.created_at DESC, u.id DESC LIMIT ? OFFSET ?`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    );
    return { items: rows.map((r) => toRow(r, now)), total: Number(total?.n ?? 0), page: query.page, perPage: query.per_page };
  }, { readOnly: true });
}

export async function userDetail(store: Store, userId: string, now: number): Promise<AdminUserDetail> {
  return store.transaction(async (tx) => {
    const row = await tx.one<UserRowDb & { bio: string | null; location: string | null; language: string }>(
      `SELECT ${ROW_COLUMNS}, u.bio, u.location, u.language ${ROW_FROM} WHERE u.id = ?`, [userId]);
    if (!row) throw userNotFound();
    const live = (table: string) => `(SELECT count(*) FROM ${table} WHERE user_id = ? AND deleted = FALSE)`;
    const counts = await tx.one<{ reptiles: number | string; logs: number | string; achievements: number | string }>(
      `SELECT ${live('reptiles')} AS reptiles, (${LOG_SQL_TABLES.map(live).join(' + ')}) AS logs, ${live('user_achievements')} AS achievements`,
      [userId, ...LOG_SQL_TABLES.map(() => userId), userId],
    );
    const ledger = await tx.all<{ id: string; key: string; amount: number | string; reason: string | null; at: number | string }>(
      'SELECT id, key, amount, reason, at FROM coin_ledger WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT ?', [userId, DETAIL_LEDGER_ENTRIES]);
    return {
      user: { ...toRow(row, now), bio: row.bio, location: row.location, language: row.language },
      counts: { reptiles: Number(counts?.reptiles ?? 0), logs: Number(counts?.logs ?? 0), achievements: Number(counts?.achievements ?? 0) },
      ledger: ledger.map((e) => ({ id: e.id, key: e.key, amount: Number(e.amount), reason: e.reason, at: Number(e.at) })),
    };
  }, { readOnly: true });
}
