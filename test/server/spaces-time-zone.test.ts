/**
 * A sitter's last day ends at midnight where the animals are kept (the collection's time zone,
 * sent by the owner's device when it is made), not at the server's midnight (UTC): a sitter in
 * New York keeps access through the evening round of their last day; in Sofia it ends at midnight
 * there. A collection made without a zone keeps UTC. On the database of the project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createSharedSpace, dayOf, spaceFor } from '../../sync-server/src/spaces/members';
import { noticeSittersEnding } from '../../sync-server/src/spaces/notices';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(async () => { await s.close(); });

/** A household kept in `timeZone` (null: made without one) with a sitter whose last day is 2026-12-10. */
async function sitting(timeZone: string | null) {
  const [owner, sitter] = await Promise.all([createTestUser(s.app), createTestUser(s.app)]);
  const space = await createSharedSpace(s.app.store, owner!.id, { kind: 'household', name: 'The Petrovs', timeZone }, Date.UTC(2026, 11, 1));
  await addMember(s.app.store, space, sitter!.id, 'sitter', '2026-12-10', Date.UTC(2026, 11, 1));
  const may = (at: number) => spaceFor(s.app.store, sitter!.id, space, 'feedingLog.create.v1', at).then(() => true, () => false);
  return { owner: owner!, sitter: sitter!, space, may };
}

describe("a sitter's last day", () => {
  it('ends at midnight in New York for a household kept there', async () => {
    const { may } = await sitting('America/New_York');
    // 23:30 on 10 December in New York is 04:30 on the 11th in UTC.
    expect(await may(Date.UTC(2026, 11, 11, 4, 30))).toBe(true);
    // 00:30 on the 11th in New York.
    expect(await may(Date.UTC(2026, 11, 11, 5, 30))).toBe(false);
  });

  it('ends at midnight in Sofia for a household kept there', async () => {
    const { may } = await sitting('Europe/Sofia');
    // 23:30 on the 10th in Sofia (UTC+2 in winter).
    expect(await may(Date.UTC(2026, 11, 10, 21, 30))).toBe(true);
    // 00:30 on the 11th in Sofia is still the 10th in UTC: the household's midnight decides.
    expect(await may(Date.UTC(2026, 11, 10, 22, 30))).toBe(false);
  });

  it('ends at midnight UTC for a household made without a zone', async () => {
    const { may } = await sitting(null);
    expect(await may(Date.UTC(2026, 11, 10, 23, 30))).toBe(true);
    expect(await may(Date.UTC(2026, 11, 11, 0, 30))).toBe(false);
  });

  it("is announced the day before in the household's own zone, once", async () => {
    const { sitter } = await sitting('Pacific/Auckland');
    const inbox = async () => Number((await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM notifications WHERE user_id = ?', [sitter.id]))?.n ?? 0);
    const before = await inbox();
    // 9 December 13:00 UTC is already the 10th (the last day) in Auckland: nothing to announce.
    expect(dayOf(Date.UTC(2026, 11, 9, 13), 'Pacific/Auckland')).toBe('2026-12-10');
    await noticeSittersEnding(s.app.store, Date.UTC(2026, 11, 9, 13));
    expect(await inbox()).toBe(before);
    // 8 December 13:00 UTC is the 9th in Auckland: tomorrow is the last day, said once.
    await noticeSittersEnding(s.app.store, Date.UTC(2026, 11, 8, 13));
    await noticeSittersEnding(s.app.store, Date.UTC(2026, 11, 8, 14));
    expect(await inbox()).toBe(before + 1);
  });
});

describe('making a household', () => {
  it("keeps the owner's time zone, and refuses one this app does not know", async () => {
    const owner = await createTestUser(s.app);
    const made = await s.app.inject({ method: 'POST', url: '/api/spaces', headers: owner.headers, payload: { kind: 'household', name: 'Home', timeZone: 'Europe/Sofia' } });
    expect(made.statusCode).toBe(201);
    const id = (made.json() as { id: string }).id;
    expect(await s.app.store.one('SELECT time_zone AS "timeZone" FROM spaces WHERE id = ?', [id])).toEqual({ timeZone: 'Europe/Sofia' });
    const bad = await s.app.inject({ method: 'POST', url: '/api/spaces', headers: owner.headers, payload: { kind: 'household', name: 'Home', timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
  });
});
