/**
 * Helpers for sync tests: mutations with realistic arguments and a thin client of the real
 * endpoints over `app.inject`.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, type Mutation, type PullResponse, type PushResponse } from '../../shared/sync/protocol';
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
