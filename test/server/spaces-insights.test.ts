/**
 * Insights for an animal of a shared collection (issue 27): the owner and keepers ask for them,
 * sitters and viewers read the ones asked for, anyone else is answered as if the animal did not
 * exist; the insight belongs to the collection (every member's device pulls it) and counts against
 * its owner's plan, never the member's. On the database of the project (SQLite or PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/sync/constants';
import { setPlan } from '../../sync-server/src/coins/service';
import { buildTestServer, type TestServer } from '../helpers/server';
import type { TestUser } from '../helpers/users';
import { feeding, household, push } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(async () => { await s.close(); });

const ask = (user: TestUser, reptileId: string) =>
  s.app.inject({ method: 'POST', url: '/api/insights', headers: user.headers, payload: { reptileId, language: 'en' } });
const quota = (user: TestUser, spaceId?: string) =>
  s.app.inject({ method: 'GET', url: `/api/insights/quota${spaceId ? `?spaceId=${spaceId}` : ''}`, headers: user.headers });
const insightsIn = async (user: TestUser, spaceId: string) => {
  const res = await s.app.inject({
    method: 'POST', url: '/api/sync/pull', headers: user.headers,
    payload: { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie: 0, sinceMutationId: 0, spaceId },
  });
  return (res.json() as { changes: { insights?: { id: string; userId: string }[] } }).changes.insights ?? [];
};

/** A household on the owner's `tier`, whose animal has a few meals logged by the keeper. */
async function householdOn(tier: 'HerpPlus' | null) {
  const h = await household(s.app);
  if (tier) await setPlan(s.app.store, h.owner.id, tier, null, Date.now());
  expect(await push(s.app, h.keeper, [['feedingLog.create.v1', feeding(h.reptileId)], ['feedingLog.create.v1', feeding(h.reptileId)]])).toEqual(['applied', 'applied']);
  return h;
}

describe('insights in a shared collection', () => {
  it("lets a keeper ask for one on the owner's plan; it belongs to the collection and every member pulls it", async () => {
    const h = await householdOn('HerpPlus');
    const res = await ask(h.keeper, h.reptileId);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ insight: { id: string; userId: string }; quota: { limit: number; used: number } }>();
    expect(body.insight.userId).toBe(h.space);
    expect(body.quota).toMatchObject({ limit: 10, used: 1 });
    // The owner's own quota is untouched: the collection's insights are counted apart.
    expect((await quota(h.owner)).json()).toMatchObject({ quota: { limit: 10, used: 0 } });
    expect((await quota(h.viewer, h.space)).json()).toMatchObject({ quota: { limit: 10, used: 1 } });
    for (const member of [h.owner, h.sitter, h.viewer]) {
      expect((await insightsIn(member, h.space)).map((r) => r.id)).toEqual([body.insight.id]);
    }
  });

  it("answers premium-required on the owner's Basic plan, whatever the member's own plan", async () => {
    const h = await householdOn(null);
    await setPlan(s.app.store, h.keeper.id, 'HerpPro', null, Date.now());
    const res = await ask(h.keeper, h.reptileId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'premium-required' });
    expect((await quota(h.keeper, h.space)).json()).toMatchObject({ quota: { limit: 0 } });
    expect((await quota(h.keeper)).json()).toMatchObject({ quota: { limit: 30 } });
  });

  it('refuses a sitter and a viewer by role, and answers a stranger, a removed member and a past sitter 404; nothing is counted', async () => {
    const h = await householdOn('HerpPlus');
    for (const [member, code] of [[h.sitter, 'role-sitter'], [h.viewer, 'role-viewer']] as const) {
      const res = await ask(member, h.reptileId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: code });
    }
    for (const outsider of [h.stranger, h.removed, h.pastSitter]) {
      const res = await ask(outsider, h.reptileId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not-found' });
      expect((await quota(outsider, h.space)).statusCode).toBe(404);
    }
    expect((await quota(h.owner, h.space)).json()).toMatchObject({ quota: { used: 0 } });
    expect(await insightsIn(h.owner, h.space)).toEqual([]);
  });
});
