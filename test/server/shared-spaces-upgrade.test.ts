/**
 * Existing databases across the move to shareable spaces (issue 27; migration 0020 on SQLite, 0012
 * on PostgreSQL): a database of the server of the day before (migrated up to its head, with a
 * keeper's animal, logs, a completed reminder and a device that synced them) is opened by the
 * current server. Every account gets its own space whose id is its id, so no row moves and the
 * device's cookie stays an exact position: it downloads nothing again. Rows logged before have no
 * author; new ones get the signed-in keeper, set by the server. The synced rows now belong to
 * the space, and an account's deletion still takes all of them with it.
 *
 * Runs on the database of its project: SQLite under `server`, PostgreSQL under `server-pg`.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { migrationsUpTo } from '../helpers/migrations';
import { dropPostgresDatabase, emptyPostgresDatabase } from '../helpers/postgres';
import { onPostgres } from '../helpers/server';
import { mutation, syncApi } from '../helpers/sync';
import { createTestUser, signedInToken, type TestUser } from '../helpers/users';

/** The last migration of the server before shareable spaces, per dialect. */
const BEFORE = { sqlite: '0019_feedback_image_bytes', postgres: '0011_feedback_image_bytes' } as const;

const T0 = Date.now() - 60 * 60_000;
const keeperId = randomUUID();
const quietId = randomUUID();
const deviceId = randomUUID();
const reptileId = randomUUID();
const feedingId = randomUUID();
const weighingId = randomUUID();
const reminderId = randomUUID();
const MEAL = JSON.stringify({ source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] }, outcome: 'ate', notes: null });

/** The old server's rows, as `?`-parameter statements both dialects run. */
const OLD_ROWS: [string, unknown[]][] = [
  ...[keeperId, quietId].map((id): [string, unknown[]] => [
    "INSERT INTO users (id, email, password_hash, role, created_at, confirmed_at) VALUES (?, ?, 'x', 'user', ?, ?)", [id, `${id}@example.test`, T0, T0]]),
  ["INSERT INTO reptiles (id, user_id, name, species, sex, version, created_at, updated_at, deleted) VALUES (?, ?, 'Nagini', 'Python regius', 'female', 1, ?, ?, FALSE)",
    [reptileId, keeperId, T0, T0]],
  ["INSERT INTO feeding_logs (id, user_id, reptile_id, date, data, version, created_at, updated_at, deleted) VALUES (?, ?, ?, '2026-11-01', ?, 2, ?, ?, FALSE)",
    [feedingId, keeperId, reptileId, MEAL, T0, T0]],
  ["INSERT INTO growth_logs (id, user_id, reptile_id, date, weight_grams, length_cm, notes, version, created_at, updated_at, deleted) VALUES (?, ?, ?, '2026-11-01', 850, NULL, NULL, 3, ?, ?, FALSE)",
    [weighingId, keeperId, reptileId, T0, T0]],
  [`INSERT INTO reminders (id, user_id, reptile_id, task_type, description, repeat_kind, repeat_every, due_date, anchor_day, completed, completed_at, next_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, 'cleaning', NULL, 'once', NULL, '2026-11-02', 2, TRUE, ?, NULL, 4, ?, ?, FALSE)`, [reminderId, keeperId, reptileId, T0, T0, T0]],
  ['INSERT INTO sync_spaces (user_id, version, horizon, updated_at) VALUES (?, 4, 0, ?)', [keeperId, T0]],
  ['INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at, last_seen_at) VALUES (?, ?, 4, ?, ?)', [deviceId, keeperId, T0, T0]],
];

const dirs: string[] = [];
let databaseUrl = '';
let app: FastifyInstance;
let keeper: TestUser;

/** The old server's database with its rows, in a fresh SQLite file or PostgreSQL database. */
async function oldDatabase(dataDir: string): Promise<void> {
  if (onPostgres()) {
    databaseUrl = await emptyPostgresDatabase();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsUpTo('postgres', BEFORE.postgres) });
      for (const [sql, params] of OLD_ROWS) {
        let n = 0;
        await client.query(sql.replace(/\?/g, () => `$${++n}`), params);
      }
    } finally {
      await client.end();
    }
    return;
  }
  const old = new Database(join(dataDir, 'herptrack.sqlite'));
  old.pragma('foreign_keys = ON');
  migrateSqlite(drizzleSqlite(old), { migrationsFolder: migrationsUpTo('sqlite', BEFORE.sqlite) });
  for (const [sql, params] of OLD_ROWS) old.prepare(sql.replace(/\bTRUE\b/g, '1').replace(/\bFALSE\b/g, '0')).run(...params);
  old.close();
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'herptrack-upgrade-'));
  dirs.push(dataDir);
  await oldDatabase(dataDir);
  // The current server opens it: the pending migrations run.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl });
  app = await buildApp(config, { logger: false });
  const token = await signedInToken(app, keeperId);
  keeper = { id: keeperId, email: `${keeperId}@example.test`, token, headers: { authorization: `Bearer ${token}` } };
});

afterAll(async () => {
  await app?.close();
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const spacesOf = (ids: string[]) => app.store.all<{ id: string; kind: string; ownerId: string; name: string | null }>(
  `SELECT id, kind, owner_id AS "ownerId", name FROM spaces WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`, ids);

describe('a database of the day before shareable spaces, opened by the current server', () => {
  it('gives every existing account its own space, whose id is the account id', async () => {
    expect(await spacesOf([keeperId, quietId])).toEqual(
      [keeperId, quietId].sort().map((id) => ({ id, kind: 'own', ownerId: id, name: null })));
  });

  it("keeps the device's cookie exact: nothing is downloaded again, and a first sync gets every row without an author", async () => {
    const device = syncApi(app, keeper, deviceId);
    const upToDate = await device.pull(4, 4);
    expect(upToDate).toMatchObject({ reset: false, hasMore: false, cookie: 4, lastMutationId: 4 });
    expect(Object.values(upToDate.changes).flat()).toEqual([]);

    const everything = await syncApi(app, keeper).pull(0);
    expect(everything.changes.reptiles.map((r) => r.id)).toEqual([reptileId]);
    expect(everything.changes.feedingLogs.map((r) => [r.id, r.authorId])).toEqual([[feedingId, null]]);
    expect(everything.changes.growthLogs.map((r) => [r.id, r.authorId])).toEqual([[weighingId, null]]);
    expect(everything.changes.reminders.map((r) => [r.id, r.completed, r.completedBy])).toEqual([[reminderId, true, null]]);
  });

  it('credits what the keeper logs from now on, from the signed-in account', async () => {
    const device = syncApi(app, keeper, deviceId);
    const meal = randomUUID();
    const weighing = randomUUID();
    const task = randomUUID();
    const res = await device.push([
      mutation(5, 'feedingLog.create.v1', { id: meal, reptileId, date: '2026-11-20', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } }),
      mutation(6, 'growthLog.create.v1', { id: weighing, reptileId, date: '2026-11-20', weightGrams: 870 }),
      mutation(7, 'reminder.create.v1', { id: task, taskType: 'cleaning', reptileId, dueDate: '2026-11-20', frequency: { kind: 'once' } }),
      mutation(8, 'reminder.complete.v1', { id: task, nextId: randomUUID() }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const delta = await device.pull(4, 8);
    expect(delta.changes.feedingLogs.map((r) => [r.id, r.version, r.authorId])).toEqual([[meal, 5, keeperId]]);
    expect(delta.changes.growthLogs.map((r) => [r.id, r.authorId])).toEqual([[weighing, keeperId]]);
    expect(delta.changes.reminders.map((r) => [r.id, r.completed, r.completedBy])).toEqual([[task, true, keeperId]]);
  });

  it('makes the own space of an account created after the upgrade with the account', async () => {
    const fresh = await createTestUser(app);
    expect(await spacesOf([fresh.id])).toEqual([{ id: fresh.id, kind: 'own', ownerId: fresh.id, name: null }]);
  });

  it("still deletes an account's rows with it, through its space, and touches no one else's", async () => {
    await app.store.run('DELETE FROM users WHERE id = ?', [keeperId]);
    for (const table of ['spaces', 'sync_spaces', 'reptiles', 'feeding_logs', 'growth_logs', 'reminders']) {
      const column = table === 'spaces' ? 'id' : 'user_id';
      expect(Number((await app.store.one<{ n: number | string }>(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`, [keeperId]))?.n), table).toBe(0);
    }
    expect(await spacesOf([quietId])).toHaveLength(1);
  });
});
