/**
 * The admins' user list over 10,000 accounts (issue 15): paged on the server, newest first, with
 * exact totals and page boundaries, a case-insensitive prefix search by e-mail or username (whose
 * wildcard-looking characters are plain text), and a role filter. Both databases run it; the
 * queries it makes are shown to be index walks (no full scan of users), which is what keeps it
 * fast at any size. Nothing here is timed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../shared/api/admin';
import type { Param, Store, Tx } from '../../sync-server/src/db/store';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { getAs } from './admin-fixtures';

const COUNT = 10_000;
const BASE = Date.UTC(2024, 0, 1);
const pad = (i: number) => String(i).padStart(5, '0');

interface Member { i: number; id: string; email: string; username: string | null; role: 'user' | 'moderator' | 'admin' }

/** Member i: every 100th an admin, every other 10th a moderator; odd ones have a username. Newer as i grows. */
const members: Member[] = Array.from({ length: COUNT }, (_, k) => {
  const i = k + 1;
  return {
    i, id: randomUUID(), email: `member-${pad(i)}@paging.test`, username: i % 2 === 1 ? `Herper${pad(i)}` : null,
    role: i % 100 === 0 ? 'admin' : i % 10 === 0 ? 'moderator' : 'user',
  };
});

/** All of them in one transaction, 1,000 rows a statement (under SQLite's limit of bound values). */
async function insertMembers(store: Store): Promise<void> {
  await store.transaction(async (tx: Tx) => {
    for (let at = 0; at < members.length; at += 1000) {
      const chunk = members.slice(at, at + 1000);
      const params: Param[] = chunk.flatMap((m) => [m.id, m.email, 'not-a-real-hash', m.role, m.username, m.username?.toLowerCase() ?? null, BASE + m.i * 1000, BASE + m.i * 1000]);
      await tx.run(
        `INSERT INTO users (id, email, password_hash, role, username, username_lower, created_at, confirmed_at) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        params,
      );
    }
  });
}

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  await insertMembers(s.app.store);
  // The caller is the newest account.
  admin = await createTestUser(s.app, { role: 'admin' });
  if (s.app.store.dialect === 'postgres') await s.app.store.run('ANALYZE users');
}, 60_000);
afterAll(() => s.close());

interface Page { items: AdminUserRow[]; total: number; page: number; perPage: number }
async function list(query: string): Promise<Page> {
  const res = await getAs(s.app, admin, `/api/admin/users?${query}`);
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
  return res.json<Page>();
}
const newestFirst = (ms: Member[]) => [...ms].sort((a, b) => b.i - a.i).map((m) => m.email);
const emails = (p: Page) => p.items.map((u) => u.email);

describe('the admins\' user list over 10,000 accounts', () => {
  it('pages everyone newest first, with the total, and a row per account', async () => {
    const all = [admin.email, ...newestFirst(members)];
    const first = await list('per_page=100');
    expect(first).toMatchObject({ total: COUNT + 1, page: 1, perPage: 100 });
    expect(emails(first)).toEqual(all.slice(0, 100));
    const m = members[COUNT - 1] as Member;
    expect(first.items[1]).toEqual({
      id: m.id, email: m.email, username: null, role: 'admin', createdAt: BASE + COUNT * 1000, confirmedAt: BASE + COUNT * 1000,
      disabledAt: null, premiumTier: null, premiumExpiresAt: null, balance: 0,
    });
    // Deep pages and the last, partial one; past the end there is nothing, and the total stays.
    expect(emails(await list('page=57&per_page=100'))).toEqual(all.slice(5600, 5700));
    const last = await list('page=101&per_page=100');
    expect(emails(last)).toEqual(all.slice(10_000));
    expect(last.items).toHaveLength(1);
    expect(await list('page=102&per_page=100')).toMatchObject({ items: [], total: COUNT + 1 });
    // The default page size is 25.
    expect(await list('')).toMatchObject({ page: 1, perPage: 25, total: COUNT + 1 });
  });

  it('walks a role page by page: every account once, in order, and the last page partial', async () => {
    const moderators = newestFirst(members.filter((m) => m.role === 'moderator'));
    expect(moderators).toHaveLength(900);
    const walked: string[] = [];
    for (let page = 1; ; page++) {
      const p = await list(`role=moderator&page=${page}&per_page=70`);
      expect(p.total).toBe(900);
      if (p.items.length === 0) break;
      expect(p.items.length).toBe(page <= 12 ? 70 : 900 - 12 * 70);
      expect(p.items.every((u) => u.role === 'moderator')).toBe(true);
      walked.push(...emails(p));
    }
    expect(walked).toEqual(moderators);
    expect((await list('role=admin&per_page=1')).total).toBe(100 + 1);
    expect((await list('role=user&per_page=1')).total).toBe(COUNT - 1000);
  });

  it('searches e-mail and username by prefix, in any case, with the role filter, newest first', async () => {
    const byEmail = await list('q=MEMBER-0001&per_page=100');
    expect(emails(byEmail)).toEqual(newestFirst(members.filter((m) => m.i >= 10 && m.i <= 19)));
    expect(byEmail.total).toBe(10);
    // Usernames: only odd members have one (Herper00001 ... Herper00009 start with "herper0000").
    const byName = await list('q=herPER0000');
    expect(byName.items.map((u) => u.username)).toEqual(['Herper00009', 'Herper00007', 'Herper00005', 'Herper00003', 'Herper00001']);
    expect(emails(await list('q=member-0001&role=moderator'))).toEqual(['member-00010@paging.test']);
    expect(emails(await list('q=member-1'))).toEqual(['member-10000@paging.test']);
    expect((await list('q=%20%20member-0999%20%20')).total).toBe(10);
    // A prefix, not a substring; and % and _ are characters, not wildcards.
    for (const q of ['ember-0001', 'member_0001', '%', 'member-%', '_']) expect((await list(`q=${encodeURIComponent(q)}`)).total, q).toBe(0);
    // An empty search is no search.
    expect((await list('q=')).total).toBe(COUNT + 1);
  });

  it('refuses a page size over 100, a page below 1 and an unknown role (400)', async () => {
    for (const query of ['per_page=101', 'page=0', 'role=owner', 'per_page=abc']) {
      expect((await getAs(s.app, admin, `/api/admin/users?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('reads through indexes: no query of the list scans the whole users table', async () => {
    // A deep page is left to the planner: past most of the table, PostgreSQL rightly sorts a scan instead.
    for (const query of ['per_page=25', 'page=3&per_page=100', 'role=admin&per_page=25', 'q=member-0001', 'q=herper0000&role=user']) {
      // Background jobs may run transactions meanwhile: only the list's statements read `users u`.
      const statements = (await statementsOf(() => list(query))).filter((st) => st.sql.includes('FROM users u'));
      expect(statements.length, query).toBe(2);
      for (const { sql, params } of statements) {
        // PostgreSQL rightly counts everyone with a sequential scan; the page itself must not.
        if (s.app.store.dialect === 'postgres' && !/ LIMIT /.test(sql) && !/q=/.test(query)) continue;
        expect(await fullScans(sql, params), `${query}: ${sql}`).toEqual([]);
      }
    }
  });
});

/** The statements the store's transactions ran while `fn` did (a spy on the real store). */
async function statementsOf(fn: () => Promise<unknown>): Promise<{ sql: string; params: Param[] }[]> {
  const store = s.app.store;
  const seen: { sql: string; params: Param[] }[] = [];
  const original = store.transaction.bind(store);
  const spy = (tx: Tx): Tx => new Proxy(tx, {
    get(target, key) {
      if (key === 'all' || key === 'one') {
        return (sql: string, params: readonly Param[] = []) => {
          seen.push({ sql, params: [...params] });
          return key === 'all' ? target.all(sql, params) : target.one(sql, params);
        };
      }
      return Reflect.get(target, key) as unknown;
    },
  });
  store.transaction = ((fnTx, opts) => original((tx) => fnTx(spy(tx)), opts)) as Store['transaction'];
  try {
    await fn();
  } finally {
    store.transaction = original;
  }
  return seen;
}

/** The plan's steps that read all of users: SQLite's "SCAN u" without an index, PostgreSQL's "Seq Scan on users". */
async function fullScans(sql: string, params: Param[]): Promise<string[]> {
  const store = s.app.store;
  if (store.dialect === 'sqlite') {
    const plan = await store.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params);
    return plan.map((p) => p.detail).filter((d) => /^SCAN (u|users)$/.test(d));
  }
  const plan = await store.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return plan.map((p) => p['QUERY PLAN']).filter((d) => /Seq Scan on users/.test(d));
}
