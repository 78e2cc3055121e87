/**
 * The real sync client on fake-indexeddb, talking to the real server through `app.inject`.
 * Each "device" gets its own IDBFactory, so two devices of one user have separate databases with
 * the same name, as two browsers would.
 */
import type { FastifyInstance } from 'fastify';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { ApiError, NetworkError } from '../../app/lib/api/client';
import { UserDb } from '../../app/lib/db/database';
import { SyncClient, type SyncClientOptions } from '../../app/lib/sync/client';
import type { SyncTransport } from '../../app/lib/sync/transport';
import type { PullRequest, PullResponse, PushRequest, PushResponse } from '../../shared/sync/protocol';
import type { TestUser } from './users';

export interface TestTransport extends SyncTransport {
  offline: boolean;
  /** The real server, bypassing whatever a test put in front of push/pull. */
  call: <T>(url: string, payload: unknown) => Promise<T>;
}

export function injectTransport(app: FastifyInstance, user: TestUser): TestTransport {
  const t: TestTransport = {
    offline: false,
    async call<T>(url: string, payload: unknown): Promise<T> {
      if (t.offline) throw new NetworkError();
      const res = await app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });
      if (res.statusCode !== 200) {
        const body = res.json() as { error?: string; message?: string };
        throw new ApiError(res.statusCode, body.error ?? `http-${res.statusCode}`, body.message ?? '', body);
      }
      return res.json() as T;
    },
    push: (req: PushRequest) => t.call<PushResponse>('/api/sync/push', req),
    pull: (req: PullRequest) => t.call<PullResponse>('/api/sync/pull', req),
  };
  return t;
}

export function deviceDb(userId: string, factory = new IDBFactory()): UserDb {
  return new UserDb(userId, { indexedDB: factory, IDBKeyRange });
}

export function device(app: FastifyInstance, user: TestUser, opts: Partial<SyncClientOptions> & { factory?: IDBFactory } = {}) {
  const transport = injectTransport(app, user);
  const db = deviceDb(user.id, opts.factory);
  const client = new SyncClient(db, { transport, onError: (err) => console.error(err), ...opts });
  return { db, client, transport };
}

/** What the server holds for a user, in the shape the client stores (live rows only). */
export function serverReptiles(app: FastifyInstance, userId: string): Promise<Record<string, unknown>[]> {
  return app.store.all(
    `SELECT id, name, species, hatch_date AS "hatchDate", sex, weight_grams AS "weightGrams", length_cm AS "lengthCm", notes, version
     FROM reptiles WHERE user_id = ? AND deleted = FALSE ORDER BY id`,
    [userId],
  );
}

export async function localReptiles(db: UserDb) {
  const rows = await db.reptiles.orderBy('id').toArray();
  return rows.map(({ id, name, species, hatchDate, sex, weightGrams, lengthCm, notes, version }) =>
    ({ id, name, species, hatchDate, sex, weightGrams, lengthCm, notes, version }));
}
