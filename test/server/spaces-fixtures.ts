/**
 * A household of every role for the shared-collection tests (issue 27): its owner, a keeper, a
 * sitter until two weeks from now, a viewer, a removed member, a sitter whose last day was
 * yesterday, and a stranger; one animal of the household, created by its owner.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addMember, createSharedSpace, endMembership } from '../../sync-server/src/spaces/members';
import { mutation, reptileArgs, syncClient } from '../helpers/sync';
import { createTestUser, type TestUser, type TestUserOptions } from '../helpers/users';

const DAY = 24 * 60 * 60 * 1000;
export const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const MEAL = { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } as const;
export const feeding = (reptileId: string, id = randomUUID()) => ({ id, reptileId, date: day(0), source: MEAL });

export interface Household {
  space: string;
  owner: TestUser; keeper: TestUser; sitter: TestUser; viewer: TestUser; stranger: TestUser; removed: TestUser; pastSitter: TestUser;
  /** An animal of the household, created by its owner. */
  reptileId: string;
}

export async function household(app: FastifyInstance, ownerOpts: TestUserOptions = {}): Promise<Household> {
  const owner = await createTestUser(app, ownerOpts);
  const [keeper, sitter, viewer, stranger, removed, pastSitter] = await Promise.all(Array.from({ length: 6 }, () => createTestUser(app)));
  const space = await createSharedSpace(app.store, owner.id, { kind: 'household', name: 'The Petrovs' }, Date.now());
  const now = Date.now();
  await addMember(app.store, space, keeper!.id, 'keeper', null, now);
  await addMember(app.store, space, sitter!.id, 'sitter', day(14), now);
  await addMember(app.store, space, viewer!.id, 'viewer', null, now);
  await addMember(app.store, space, removed!.id, 'keeper', null, now);
  await endMembership(app.store, space, removed!.id, now);
  await addMember(app.store, space, pastSitter!.id, 'sitter', day(-1), now);
  const reptile = reptileArgs({ spaceId: space });
  const o = syncClient(app, owner);
  expect((await o.api.push([mutation(o.next(), 'reptile.create.v1', reptile)])).results[0]).toMatchObject({ status: 'applied' });
  return { space, owner, keeper: keeper!, sitter: sitter!, viewer: viewer!, stranger: stranger!, removed: removed!, pastSitter: pastSitter!, reptileId: reptile.id };
}

/** Pushes `list` as `user`'s next mutations from a new device; answers each one's status or refusal. */
export async function push(app: FastifyInstance, user: TestUser, list: [string, unknown][]): Promise<string[]> {
  const c = syncClient(app, user);
  const res = await c.api.push(list.map(([name, args]) => mutation(c.next(), name, args)));
  return res.results.map((r) => r.code ?? r.status);
}

