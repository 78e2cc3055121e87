/**
 * Pulling a shared collection (issue 27), on the project's database: the pull of a member's own
 * space lists their shared collections in force with their members, and each one is pulled on its
 * own, with its own cookie; a stranger, a removed member and a sitter past their last day get
 * `not-a-member` and no row. The owner's and a member's pulls of one space hold the same rows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endMembership } from '../../sync-server/src/spaces/members';
import { SCHEMA_VERSION } from '../../shared/sync/constants';
import { buildTestServer, type TestServer } from '../helpers/server';
import { syncApi } from '../helpers/sync';
import type { TestUser } from '../helpers/users';
import { tinyImage } from '../helpers/images';
import { feeding, household, push } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(async () => { await s.close(); });

/** A pull of `spaceId` from `cookie`, as a device sends it; answers the status and the body. */
async function pullSpace(user: TestUser, spaceId: string, cookie = 0) {
  const res = await s.app.inject({
    method: 'POST', url: '/api/sync/pull', headers: user.headers,
    payload: { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0, spaceId },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { changes: Record<string, { id: string; authorId?: string | null }[]>; cookie: number; spaces?: unknown } };
}

describe('a pull with shared collections', () => {
  it("lists a member's shared collections in force, with their members, on the pull of their own space", async () => {
    const h = await household(s.app);
    const own = await syncApi(s.app, h.keeper).pull(0);
    expect(own.spaces).toEqual([{
      id: h.space, kind: 'household', name: 'The Petrovs', ownerId: h.owner.id, role: 'keeper', until: null,
      members: expect.arrayContaining([
        { userId: h.owner.id, name: h.owner.email.split('@')[0], role: 'owner', until: null },
        { userId: h.sitter.id, name: h.sitter.email.split('@')[0], role: 'sitter', until: expect.any(String) },
      ]),
    }]);
    // The removed member and the sitter whose period ended are not listed, nor do they see the space.
    const names = (own.spaces?.[0]?.members ?? []).map((m) => m.userId);
    expect(names).not.toContain(h.removed.id);
    expect(names).not.toContain(h.pastSitter.id);
    expect(names).toHaveLength(4);
    for (const gone of [h.removed, h.pastSitter, h.stranger]) expect((await syncApi(s.app, gone).pull(0)).spaces).toEqual([]);
    // The shared rows are not in anyone's own pull.
    expect(own.changes.reptiles).toEqual([]);
  });

  it('gives every active member the same rows of the space, with their own cookie, and the authors', async () => {
    const h = await household(s.app);
    const meal = feeding(h.reptileId);
    expect(await push(s.app, h.sitter, [['feedingLog.create.v1', meal]])).toEqual(['applied']);
    const byOwner = await pullSpace(h.owner, h.space);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.changes.reptiles?.map((r) => r.id)).toEqual([h.reptileId]);
    expect(byOwner.body.changes.feedingLogs?.map((r) => [r.id, r.authorId])).toEqual([[meal.id, h.sitter.id]]);
    expect(byOwner.body.rejections).toEqual([]);
    expect(byOwner.body.spaces).toBeUndefined();
    for (const member of [h.keeper, h.sitter, h.viewer]) {
      const { status, body } = await pullSpace(member, h.space);
      expect(status).toBe(200);
      expect(body.changes).toEqual(byOwner.body.changes);
      expect(body.cookie).toBe(byOwner.body.cookie);
    }
    // From its cookie, the next pull brings only what changed since.
    const later = feeding(h.reptileId);
    await push(s.app, h.keeper, [['feedingLog.create.v1', later]]);
    const delta = await pullSpace(h.viewer, h.space, byOwner.body.cookie);
    expect(delta.body.changes.feedingLogs?.map((r) => r.id)).toEqual([later.id]);
    expect(delta.body.changes.reptiles).toEqual([]);
  });

  it('refuses a stranger, a removed member and a sitter past their last day, and a member the moment they are removed', async () => {
    const h = await household(s.app);
    for (const outsider of [h.stranger, h.removed, h.pastSitter]) {
      const { status, body } = await pullSpace(outsider, h.space);
      expect(status).toBe(403);
      expect(body).toMatchObject({ error: 'not-a-member' });
      expect(JSON.stringify(body)).not.toContain(h.reptileId);
    }
    expect((await pullSpace(h.keeper, h.space)).status).toBe(200);
    await endMembership(s.app.store, h.space, h.keeper.id, Date.now());
    expect((await pullSpace(h.keeper, h.space)).status).toBe(403);
    expect((await syncApi(s.app, h.keeper).pull(0)).spaces).toEqual([]);
    // The owner cannot be removed this way: the space would have no plan.
    expect(await endMembership(s.app.store, h.space, h.owner.id, Date.now())).toBe(false);
  });

  it("lets a keeper change a shared animal's photo on the household's counter, every member read it, and no one else", async () => {
    const h = await household(s.app);
    const upload = async (user: TestUser) => s.app.inject({
      method: 'POST', url: `/api/reptiles/${h.reptileId}/photo`, headers: { ...user.headers, 'content-type': 'image/png' }, payload: await tinyImage('png', 400),
    });
    const before = (await pullSpace(h.owner, h.space)).body.cookie;
    const res = await upload(h.keeper);
    expect(res.statusCode).toBe(200);
    const { photoUrl } = res.json() as { photoUrl: string };
    const delta = await pullSpace(h.viewer, h.space, before);
    expect(delta.body.changes.reptiles).toEqual([expect.objectContaining({ id: h.reptileId, photoUrl })]);
    for (const member of [h.owner, h.sitter, h.viewer]) expect((await s.app.inject({ url: photoUrl, headers: member.headers })).statusCode).toBe(200);
    for (const outsider of [h.stranger, h.removed, h.pastSitter]) {
      expect((await s.app.inject({ url: photoUrl, headers: outsider.headers })).statusCode).toBe(404);
      expect((await upload(outsider)).statusCode).toBe(404);
    }
    expect((await upload(h.viewer)).json()).toMatchObject({ error: 'role-viewer' });
    expect((await upload(h.sitter)).json()).toMatchObject({ error: 'role-sitter' });
  });
});
