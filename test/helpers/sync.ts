/**
 * Helpers for sync tests: mutations with realistic arguments, a thin client of the real
 * endpoints over `app.inject`, and dialect-neutral reads and failures of the store.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, type Mutation, type PullResponse, type PushResponse } from '../../shared/sync/protocol';
import type { Queryable, SqliteStore, Store } from '../../sync-server/src/db/store';
import type { SyncDeps } from '../../sync-server/src/sync/push';
import type { TestServer } from './server';
import { createTestUser, type TestUser } from './users';

export const reptileArgs = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), name: 'Nagini', species: 'Python regius', sex: 'female', ...over });

export const mutation = (id: number, name: string, args: unknown, createdAt = Date.now()): Mutation => ({ id, name, args, createdAt });

export function syncApi(app: FastifyInstance, user: TestUser, clientId = randomUUID()) {
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });
  return {
    clientId,
    pushRaw: (mutations: Mutation[], over: Record<string, unknown> = {}) =>
      post('/api/sync/push', { clientId, schemaVersion: SCHEMA_VERSION, mutations, ...over }),
    async push(mutations: Mutation[]): Promise<PushResponse> {
      const res = await post('/api/sync/push', { clientId, schemaVersion: SCHEMA_VERSION, mutations });
      if (res.statusCode !== 200) throw new Error(`push answered ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    pullRaw: (cookie: number, over: Record<string, unknown> = {}) =>
      post('/api/sync/pull', { clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0, ...over }),
    async pull(cookie: number, sinceMutationId = 0): Promise<PullResponse> {
      const res = await post('/api/sync/pull', { clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId });
      if (res.statusCode !== 200) throw new Error(`pull answered ${res.statusCode}: ${res.body}`);
      return res.json();
    },
  };
}

/** One client (device) of a keeper, with its own mutation ids 1, 2, 3... */
export function syncClient(app: FastifyInstance, user: TestUser): { api: ReturnType<typeof syncApi>; next: () => number } {
  const api = syncApi(app, user);
  let id = 0;
  return { api, next: () => ++id };
}

/** A new keeper with one reptile on the server (pushed by their first client, which is returned). */
export async function keeperWithReptile(app: FastifyInstance): Promise<{ user: TestUser; api: ReturnType<typeof syncApi>; next: () => number; reptileId: string }> {
  const user = await createTestUser(app);
  const c = syncClient(app, user);
  const reptile = reptileArgs();
  const res = await c.api.push([mutation(c.next(), 'reptile.create.v1', reptile)]);
  if (res.results[0]?.status !== 'applied') throw new Error(`the keeper's reptile was not created: ${JSON.stringify(res.results[0])}`);
  return { user, ...c, reptileId: reptile.id };
}

/** Deps for calling pushMutations/pullChanges directly, on the test server's store and files. */
export function syncDeps(s: TestServer, over: Partial<SyncDeps> = {}): SyncDeps {
  const base = { store: s.app.store, files: s.app.files, dataDir: s.dataDir };
  return { ...base, ...over } as SyncDeps;
}

/** "The counter" of a user: their sync space's last version (0 when they never wrote). */
export async function spaceVersion(store: Queryable, userId: string): Promise<number> {
  const row = await store.one<{ version: number }>('SELECT version FROM sync_spaces WHERE user_id = ?', [userId]);
  return Number(row?.version ?? 0);
}

/** A user's sync space as stored (undefined when they never wrote). */
export async function spaceOf(store: Queryable, userId: string): Promise<{ version: number; horizon: number; updatedAt: number } | undefined> {
  const row = await store.one<{ version: number; horizon: number; updatedAt: number }>(
    'SELECT version, horizon, updated_at AS "updatedAt" FROM sync_spaces WHERE user_id = ?', [userId]);
  return row && { version: Number(row.version), horizon: Number(row.horizon), updatedAt: Number(row.updatedAt) };
}

/**
 * Runs `fn` while every insert into `table` whose new row matches `when` (an SQL condition on
 * NEW, the same in both dialects, e.g. `NEW.user_id = '...'`) fails as a broken database would:
 * not an application error, so the push must roll its whole batch back. A trigger, made for the
 * store's dialect: SQLite a TEMP trigger on the raw connection (RAISE(ABORT)), PostgreSQL a
 * plpgsql function and its trigger, created and dropped through the store. Scope `when` to the
 * test's own user: on PostgreSQL the trigger is seen by every connection.
 */
export async function withFailingInserts<T>(store: Store, table: string, when: string, fn: () => Promise<T>): Promise<T> {
  const name = `disk_on_fire_${randomUUID().replaceAll('-', '')}`;
  if (store.dialect === 'sqlite') {
    const { sqlite } = store as SqliteStore;
    sqlite.exec(`CREATE TEMP TRIGGER ${name} BEFORE INSERT ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;`);
    try {
      return await fn();
    } finally {
      sqlite.exec(`DROP TRIGGER ${name}`);
    }
  }
  await store.run(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`);
  await store.run(`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`);
  try {
    return await fn();
  } finally {
    await store.run(`DROP TRIGGER ${name} ON ${table}`);
    await store.run(`DROP FUNCTION ${name}()`);
  }
}
