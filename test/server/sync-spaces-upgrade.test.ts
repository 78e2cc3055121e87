/**
 * Existing devices across the move to per-user sync spaces (issue 11; migration 0008): a SQLite
 * database of the old server (migrated up to 0007, one global counter and one global tombstone
 * horizon in `server_state`) is opened by the current server. Every user's space starts at the
 * old counter and the old horizon, so a device keeps its cookie: it receives exactly the rows it
 * has not seen, and a cookie below the horizon still gets a clean resync.
 *
 * This is about SQLite files that exist today, so it runs on SQLite whichever database the rest
 * of the suite uses.
 */
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { openDatabase } from '../../sync-server/src/db/client';
import { SqliteStore } from '../../sync-server/src/db/store';
import { migrationsUpTo } from '../helpers/migrations';
import { mutation, spaceOf, syncApi } from '../helpers/sync';
import { signedInToken, type TestUser } from '../helpers/users';

/** The last migration of the server with one global counter. */
const BEFORE_SPACES = '0007_rejection_params';

/** An hour ago: the tombstone below is recent, so the purge the server runs at start keeps it. */
const T0 = Date.now() - 60 * 60_000;
const dirs: string[] = [];
let app: FastifyInstance;
let keeper: TestUser;
let quiet: TestUser;
const deviceId = randomUUID();
/** The keeper's reptiles on the old server: [id, version, deleted]. */
const rows: [string, number, boolean][] = [40, 41, 42, 43, 44, 45].map((v) => [randomUUID(), v, v === 44]);
const id = (version: number) => rows.find(([, v]) => v === version)?.[0];

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'herptrack-upgrade-'));
  const migrations = migrationsUpTo('sqlite', BEFORE_SPACES);
  dirs.push(dataDir, migrations);

  // The old server's database, as it was left: migrations 0000..0007 and its data.
  const old = new Database(join(dataDir, 'herptrack.sqlite'));
  old.pragma('foreign_keys = ON');
  migrate(drizzle(old), { migrationsFolder: migrations });
  expect(old.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sync_spaces'").get()).toEqual({ n: 0 });
  const users = [randomUUID(), randomUUID()];
  for (const user of users) {
    old.prepare("INSERT INTO users (id, email, password_hash, role, created_at, confirmed_at) VALUES (?, ?, 'x', 'user', ?, ?)").run(user, `${user}@example.test`, T0, T0);
  }
  const [keeperId = '', quietId = ''] = users;
  const insert = old.prepare(`INSERT INTO reptiles (id, user_id, name, species, sex, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, 'Python regius', 'female', ?, ?, ?, ?)`);
  for (const [rid, version, deleted] of rows) insert.run(rid, keeperId, deleted ? '' : `V${version}`, version, T0 + version, T0 + version, deleted ? 1 : 0);
  old.prepare('INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at, last_seen_at) VALUES (?, ?, 7, ?, ?)').run(deviceId, keeperId, T0, T0);
  // The global counter at 45, and tombstones purged up to version 30.
  old.prepare("INSERT INTO server_state (key, value, updated_at) VALUES ('sync.version', '45', ?), ('sync.tombstoneHorizon', '30', ?)").run(T0, T0);
  old.close();

  // The current server opens the same file: the pending migrations run.
  const store = new SqliteStore(openDatabase(dataDir).$client);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' });
  app = await buildApp(config, { store, logger: false });
  const signIn = async (userId: string): Promise<TestUser> => {
    const token = await signedInToken(app, userId);
    return { id: userId, email: `${userId}@example.test`, token, headers: { authorization: `Bearer ${token}` } };
  };
  keeper = await signIn(keeperId);
  quiet = await signIn(quietId);
});

afterAll(async () => {
  await app?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a database of the global counter, opened by the server of sync spaces', () => {
  it("starts every user's space at the old counter and the old horizon", async () => {
    expect(await spaceOf(app.store, keeper.id)).toMatchObject({ version: 45, horizon: 30 });
    // A user without rows too: their devices' cookies came from the same counter.
    expect(await spaceOf(app.store, quiet.id)).toMatchObject({ version: 45, horizon: 30 });
  });

  it('gives a device with its old cookie exactly the rows above it, tombstones included, and no reset', async () => {
    const device = syncApi(app, keeper, deviceId);
    const res = await device.pull(43, 7);
    expect(res.reset).toBe(false);
    expect(res.hasMore).toBe(false);
    expect(res.lastMutationId).toBe(7);
    expect(res.changes.reptiles.map((r) => [r.id, r.version, r.deleted])).toEqual([[id(44), 44, true], [id(45), 45, false]]);
    expect(res.cookie).toBe(45);
    expect((await device.pull(45, 7)).changes.reptiles).toEqual([]);
  });

  it('resyncs a device whose old cookie is below the old horizon', async () => {
    const res = await syncApi(app, keeper, deviceId).pull(20, 7);
    expect(res.reset).toBe(true);
    expect(res.changes.reptiles.map((r) => r.version)).toEqual([40, 41, 42, 43, 45]);
    expect(res.cookie).toBe(45);
  });

  it("carries on from the old counter: the device's next change is version 46", async () => {
    const device = syncApi(app, keeper, deviceId);
    const res = await device.push([mutation(8, 'reptile.update.v1', { id: id(40), patch: { name: 'Kaa' } })]);
    expect(res.results).toEqual([{ id: 8, status: 'applied' }]);
    const delta = await device.pull(45, 8);
    expect(delta.changes.reptiles.map((r) => [r.id, r.version, r.name])).toEqual([[id(40), 46, 'Kaa']]);
    expect(await spaceOf(app.store, keeper.id)).toMatchObject({ version: 46, horizon: 30 });
    expect(await spaceOf(app.store, quiet.id)).toMatchObject({ version: 45, horizon: 30 });
  });
});
