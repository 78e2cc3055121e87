/**
 * Moderators deciding community events (issue 13): the pending list (an array, oldest first, with
 * who submitted), approve and reject with a note, one decision only (409 after, and exactly one
 * of two moderators deciding at once), who decided and when, and the submitter's notice in the
 * language of their account.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingEventView } from '../../shared/api/calendar';
import { approve, eventNotices, getEvent, listRange, mine, pending, reject, submitted, timedEvent } from '../helpers/calendar';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
let moderator: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  moderator = await createTestUser(s.app, { role: 'moderator' });
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

const at = (day: number) => Date.UTC(2030, 8, day, 18);
const SEPT = [Date.UTC(2030, 8, 1), Date.UTC(2030, 9, 1)] as const;
const decision = (id: string) => s.app.store.one<{ status: string; decidedBy: string | null; decidedAt: number | string | null; note: string | null }>(
  'SELECT status, decided_by AS "decidedBy", decided_at AS "decidedAt", decision_note AS note FROM community_events WHERE id = ?', [id]);

describe('approving', () => {
  it('a keeper submits, another keeper does not see it, a moderator approves, then everyone sees it', async () => {
    const keeper = await createTestUser(s.app);
    await s.app.store.run('UPDATE users SET username = ?, username_lower = ? WHERE id = ?', ['GeckoGal', 'geckogal', keeper.id]);
    const other = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, timedEvent(at(5), { title: 'Sofia reptile expo' }));
    expect((await listRange(s.app, other, ...SEPT)).map((e) => e.id)).not.toContain(event.id);

    const list = await pending(s.app, moderator);
    expect(Array.isArray(list)).toBe(true);
    expect(list.find((e) => e.id === event.id)).toMatchObject({ title: 'Sofia reptile expo', status: 'pending', submitter: { id: keeper.id, username: 'GeckoGal' } });

    const before = Date.now();
    const res = await approve(s.app, moderator, event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: event.id, status: 'approved' });
    const row = await decision(event.id);
    expect(row).toMatchObject({ status: 'approved', decidedBy: moderator.id, note: null });
    expect(Number(row?.decidedAt)).toBeGreaterThanOrEqual(before);

    for (const viewer of [other, keeper, moderator]) {
      expect((await listRange(s.app, viewer, ...SEPT)).find((e) => e.id === event.id)).toMatchObject({ status: 'approved', mine: viewer === keeper });
    }
    expect((await getEvent(s.app, other, event.id)).statusCode).toBe(200);
    expect((await pending(s.app, moderator)).map((e) => e.id)).not.toContain(event.id);
    expect((await mine(s.app, keeper))[0]).toMatchObject({ id: event.id, status: 'approved' });

    const notices = await eventNotices(s.app, keeper.id);
    expect(notices).toEqual([{ type: 'event', title: 'Your event was approved', message: `“Sofia reptile expo” is now on the community calendar: ${s.config.publicUrl}/calendar/${event.id}` }]);
    expect(await eventNotices(s.app, other.id)).toEqual([]);
  });

  it('lists the pending events oldest first, and an admin may decide too', async () => {
    const keeper = await createTestUser(s.app);
    const first = await submitted(s.app, keeper, timedEvent(at(20), { title: 'First' }));
    const second = await submitted(s.app, keeper, timedEvent(at(10), { title: 'Second' }));
    const ids = (await pending(s.app, admin)).map((e) => e.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await approve(s.app, admin, first.id)).statusCode).toBe(200);
    expect((await decision(first.id))?.decidedBy).toBe(admin.id);
    await reject(s.app, admin, second.id);
  });
});

describe('rejecting', () => {
  it('with a note: the submitter sees it rejected with the note, in their notice too; nobody else sees it', async () => {
    const keeper = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, timedEvent(at(6), { title: 'Snake swap' }));
    const res = await reject(s.app, moderator, event.id, '  Please add the venue\'s address.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', decisionNote: 'Please add the venue\'s address.' });
    expect(await decision(event.id)).toMatchObject({ status: 'rejected', decidedBy: moderator.id, note: 'Please add the venue\'s address.' });

    expect((await listRange(s.app, keeper, ...SEPT)).find((e) => e.id === event.id)).toMatchObject({ status: 'rejected', mine: true, decisionNote: 'Please add the venue\'s address.' });
    expect((await mine(s.app, keeper))[0]).toMatchObject({ status: 'rejected', decisionNote: 'Please add the venue\'s address.' });
    expect((await listRange(s.app, other, ...SEPT)).map((e) => e.id)).not.toContain(event.id);
    expect(await eventNotices(s.app, keeper.id)).toEqual([{
      type: 'event', title: 'Your event was not approved',
      message: '“Snake swap” will not be shown on the community calendar.\n\nModerator\'s note: Please add the venue\'s address.',
    }]);
  });

  it('without a note, and words the notice in Bulgarian for a keeper who reads Bulgarian', async () => {
    const keeper = await createTestUser(s.app);
    await s.app.store.run("UPDATE users SET language = 'bg' WHERE id = ?", [keeper.id]);
    const rejected = await submitted(s.app, keeper, timedEvent(at(7), { title: 'Среща' }));
    const approved = await submitted(s.app, keeper, timedEvent(at(8), { title: 'Изложение' }));
    expect((await reject(s.app, moderator, rejected.id)).json()).toMatchObject({ status: 'rejected', decisionNote: null });
    await approve(s.app, moderator, approved.id);
    expect(await eventNotices(s.app, keeper.id)).toEqual([
      { type: 'event', title: 'Събитието ви не е одобрено', message: '„Среща“ няма да бъде показано в календара на общността.' },
      { type: 'event', title: 'Събитието ви е одобрено', message: `„Изложение“ вече е в календара на общността: ${s.config.publicUrl}/calendar/${approved.id}` },
    ]);
  });

  it('refuses a note over 500 characters and changes nothing', async () => {
    const keeper = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, timedEvent(at(9)));
    const res = await reject(s.app, moderator, event.id, 'n'.repeat(501));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid-request', fields: { note: 'errors.noteTooLong' } });
    expect(await decision(event.id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await eventNotices(s.app, keeper.id)).toEqual([]);
  });
});

describe('one decision per event', () => {
  it('a second decision answers 409 with the status found, and changes nothing', async () => {
    const keeper = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, timedEvent(at(11)));
    expect((await approve(s.app, moderator, event.id)).statusCode).toBe(200);
    for (const again of [() => approve(s.app, admin, event.id), () => reject(s.app, admin, event.id, 'late')]) {
      const res = await again();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'already-decided', status: 'approved' });
    }
    expect(await decision(event.id)).toMatchObject({ status: 'approved', decidedBy: moderator.id, note: null });
    expect(await eventNotices(s.app, keeper.id)).toHaveLength(1);
  });

  it('two moderators deciding at once: exactly one decision is made, and one notice sent', async () => {
    for (let round = 0; round < 5; round++) {
      const keeper = await createTestUser(s.app);
      const event = await submitted(s.app, keeper, timedEvent(at(12 + round)));
      const answers = await Promise.all([approve(s.app, moderator, event.id), reject(s.app, admin, event.id, 'No'), approve(s.app, admin, event.id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = answers.find((r) => r.statusCode === 200)?.json<PendingEventView>();
      const row = await decision(event.id);
      expect(row?.status).toBe(winner?.status);
      expect(await eventNotices(s.app, keeper.id)).toHaveLength(1);
    }
  });

  it('answers 404 for an event that does not exist', async () => {
    expect((await approve(s.app, moderator, randomUUID())).statusCode).toBe(404);
    expect((await reject(s.app, moderator, 'nope')).statusCode).toBe(404);
  });
});
