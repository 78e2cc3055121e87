/**
 * The plans SQLite picks for the counts every push may make (plan limits, achievements) and for the
 * tombstone purge. SQLite keeps no statistics here (no ANALYZE), so an index that starts with
 * `deleted` looked as good as one that starts with `user_id` for `user_id = ? AND deleted = FALSE`,
 * and it picked the first: a read of every keeper's live rows to count one keeper's. The schema
 * now indexes only tombstones by `deleted` (a partial index), which this test holds it to.
 * PostgreSQL plans from statistics and is not asked here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { LOG_SQL_TABLES } from '../../shared/mutators/logs';
import { SYNCED_SQL_TABLES } from '../../sync-server/src/sync/tables';
import { buildTestServer, onPostgres, type TestServer } from '../helpers/server';

let s: TestServer;
let db: Database.Database;
beforeAll(async () => {
  s = await buildTestServer();
  if (!onPostgres()) db = (s.app.store as unknown as { sqlite: Database.Database }).sqlite;
});
afterAll(async () => { await s.close(); });

const plan = (sql: string, params: unknown[]): string[] =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);

describe.skipIf(onPostgres())('query plans on SQLite', () => {
  it.each(SYNCED_SQL_TABLES)("counts one keeper's live rows of %s through the keeper's index", (table) => {
    const steps = plan(`SELECT count(*) FROM ${table} WHERE user_id = ? AND deleted = FALSE`, ['u']);
    expect(steps.join(' | ')).toMatch(/USING (COVERING )?INDEX \w+ \(user_id=\?/);
  });

  it.each(LOG_SQL_TABLES)("counts what a person logged in %s, at home and in shared collections, through two indexes", (table) => {
    const steps = plan(`SELECT count(*) FROM ${table} WHERE (user_id = ? OR author_id = ?) AND deleted = FALSE`, ['u', 'u']).join(' | ');
    expect(steps).toContain('MULTI-INDEX OR');
    expect(steps).toMatch(/\(user_id=\?/);
    expect(steps).toMatch(/\(author_id=\?/);
  });

  it.each(SYNCED_SQL_TABLES)('purges the old tombstones of %s through the partial index', (table) => {
    const steps = plan(`DELETE FROM ${table} WHERE deleted = TRUE AND updated_at < ?`, [0]).join(' | ');
    expect(steps).toContain(`${table}_tombstones_idx`);
  });
});
