/**
 * The keepers' calls of the community calendar (issue 13): submitting (pending, validated, at most
 * SUBMISSIONS_PER_DAY a day, also when sent at once), what each keeper sees of a range and of one
 * event (their own unapproved ones, never someone else's), their submissions, the .ics download
 * of an approved event, and the admin routes refused to keepers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSIONS_PER_DAY } from '../../shared/calendar/limits';
import { DAY, HOUR, allDayEvent, approve, getEvent, listRange, mine, pendingList, reject, submit, submitted, timedEvent } from '../helpers/calendar';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
let moderator: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  moderator = await createTestUser(s.app, { role: 'moderator' });
});
afterAll(() => s.close());

const MAY = Date.UTC(2030, 4, 1);
const JUNE = Date.UTC(2030, 5, 1);
const at = (day: number, hour = 10) => Date.UTC(2030, 4, day, hour);
const count = async () => Number((await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM community_events'))?.n);

describe('submitting an event', () => {
  it('is pending, the submitter\'s own, and seen by nobody else until approved', async () => {
    const keeper = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const res = await submit(s.app, keeper, timedEvent(at(3), { title: '  Plovdiv expo  ', description: 'Tickets at the door' }));
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({ title: 'Plovdiv expo', allDay: false, startsAt: at(3), endsAt: at(3) + 6 * HOUR, status: 'pending', mine: true, location: 'Sofia', description: 'Tickets at the door', url: 'https://expo.example', decisionNote: null, decidedAt: null });
    const row = await s.app.store.one<{ submitterId: string; status: string }>('SELECT submitter_id AS "submitterId", status FROM community_events WHERE id = ?', [event.id]);
    expect(row).toEqual({ submitterId: keeper.id, status: 'pending' });

    expect((await listRange(s.app, keeper, MAY, JUNE)).map((e) => [e.id, e.status, e.mine])).toContainEqual([event.id, 'pending', true]);
    expect((await listRange(s.app, other, MAY, JUNE)).map((e) => e.id)).not.toContain(event.id);
    expect((await getEvent(s.app, other, event.id)).statusCode).toBe(404);
    expect((await getEvent(s.app, keeper, event.id)).json()).toMatchObject({ id: event.id, status: 'pending', mine: true });
    expect((await getEvent(s.app, moderator, event.id)).json()).toMatchObject({ id: event.id, status: 'pending', mine: false });
    expect((await mine(s.app, keeper)).map((e) => e.id)).toEqual([event.id]);
    expect(await mine(s.app, other)).toEqual([]);
  });

  it('stores an all-day event as its dates, a missing last day as one day', async () => {
    const keeper = await createTestUser(s.app);
    const one = await submitted(s.app, keeper, allDayEvent('2030-05-10'));
    expect(one).toMatchObject({ allDay: true, startsAt: Date.UTC(2030, 4, 10), endsAt: null });
    const weekend = await submitted(s.app, keeper, allDayEvent('2030-05-11', '2030-05-12', { location: '', url: '' }));
    expect(weekend).toMatchObject({ allDay: true, startsAt: Date.UTC(2030, 4, 11), endsAt: Date.UTC(2030, 4, 12), location: null, url: null });
  });

  it.each([
    ['no title', timedEvent(at(3), { title: ' ' }), { title: 'errors.titleRequired' }],
    ['the end before the start', timedEvent(at(3), { endsAt: at(3) - HOUR }), { endsAt: 'errors.endBeforeStart' }],
    ['a timed event without an end', { title: 'x', allDay: false, startsAt: at(3) }, { endsAt: 'errors.endRequired' }],
    ['an all-day event without its day', { title: 'x', allDay: true }, { startDate: 'errors.startRequired' }],
    ['a javascript: link', timedEvent(at(3), { url: 'javascript:alert(1)' }), { url: 'errors.urlInvalid' }],
  ])('refuses %s with the field\'s message key, and writes nothing', async (_, body, fields) => {
    const keeper = await createTestUser(s.app);
    const before = await count();
    const res = await submit(s.app, keeper, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid-request', fields });
    expect(await count()).toBe(before);
  });

  it('takes the submitter from the session only: a submitter or status in the body changes nothing', async () => {
    const keeper = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, { ...timedEvent(at(4)), submitterId: other.id, status: 'approved' });
    expect(event.status).toBe('pending');
    expect((await s.app.store.one<{ submitterId: string }>('SELECT submitter_id AS "submitterId" FROM community_events WHERE id = ?', [event.id]))?.submitterId).toBe(keeper.id);
  });

  it(`refuses more than ${SUBMISSIONS_PER_DAY} in 24 hours (429 with Retry-After), and accepts again after`, async () => {
    const keeper = await createTestUser(s.app);
    for (let i = 0; i < SUBMISSIONS_PER_DAY; i++) await submitted(s.app, keeper, timedEvent(at(5 + i)));
    const before = await count();
    const refused = await submit(s.app, keeper, timedEvent(at(20)));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'event-limit', limit: SUBMISSIONS_PER_DAY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY / 1000 - 120);
    expect(await count()).toBe(before);
    // Another keeper is not limited by this one.
    await submitted(s.app, await createTestUser(s.app), timedEvent(at(20)));
    // A day later the window has moved on.
    await s.app.store.run('UPDATE community_events SET created_at = created_at - ? WHERE submitter_id = ?', [DAY, keeper.id]);
    await submitted(s.app, keeper, timedEvent(at(20)));
  });

  it('holds the limit when a flood is sent at once', async () => {
    const keeper = await createTestUser(s.app);
    const answers = await Promise.all(Array.from({ length: SUBMISSIONS_PER_DAY + 4 }, (_, i) => submit(s.app, keeper, timedEvent(at(1 + i)))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(SUBMISSIONS_PER_DAY);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(await mine(s.app, keeper)).toHaveLength(SUBMISSIONS_PER_DAY);
  });

  it('needs a signed-in keeper', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/api/calendar/events', payload: timedEvent(at(3)) })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'GET', url: `/api/calendar/events?from=${MAY}&to=${JUNE}` })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'GET', url: '/api/calendar/mine' })).statusCode).toBe(401);
  });
});

describe('listing a range', () => {
  it('answers the approved events that overlap it, in order, and not those outside', async () => {
    const keeper = await createTestUser(s.app);
    const viewer = await createTestUser(s.app);
    const inside = await submitted(s.app, keeper, timedEvent(Date.UTC(2031, 2, 10, 9), { title: 'Inside' }));
    const before = await submitted(s.app, keeper, timedEvent(Date.UTC(2031, 1, 27, 9), { title: 'Ends before' }));
    const across = await submitted(s.app, keeper, allDayEvent('2031-02-27', '2031-03-02', { title: 'Across the 1st' }));
    const lastDay = await submitted(s.app, keeper, allDayEvent('2031-02-28', null, { title: 'Last day of February' }));
    const night = await submitted(s.app, keeper, timedEvent(Date.UTC(2031, 1, 28, 22), { title: 'Into March' }, 4));
    for (const e of [inside, before, across, lastDay, night]) expect((await approve(s.app, moderator, e.id)).statusCode).toBe(200);

    const march = await listRange(s.app, viewer, Date.UTC(2031, 2, 1), Date.UTC(2031, 3, 1));
    expect(march.map((e) => e.title)).toEqual(['Across the 1st', 'Into March', 'Inside']);
    expect(march.every((e) => e.status === 'approved' && !e.mine && e.decisionNote === null)).toBe(true);
    const feb = await listRange(s.app, viewer, Date.UTC(2031, 1, 28), Date.UTC(2031, 2, 1));
    expect(feb.map((e) => e.title)).toEqual(['Across the 1st', 'Last day of February', 'Into March']);
  });

  it('takes ISO dates too, and refuses a backward, a huge or a malformed range', async () => {
    const keeper = await createTestUser(s.app);
    const ok = await s.app.inject({ method: 'GET', url: '/api/calendar/events?from=2030-05-01&to=2030-06-01T00:00:00Z', headers: keeper.headers });
    expect(ok.statusCode).toBe(200);
    expect(Array.isArray(ok.json())).toBe(true);
    for (const q of [`from=${JUNE}&to=${MAY}`, `from=${MAY}&to=${MAY + 401 * DAY}`, 'from=yesterday&to=today', `from=${MAY}`]) {
      const res = await s.app.inject({ method: 'GET', url: `/api/calendar/events?${q}`, headers: keeper.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('invalid-request');
    }
  });
});

describe('one event', () => {
  it('answers 404 for an unknown id and for one that is no id at all', async () => {
    const keeper = await createTestUser(s.app);
    expect((await getEvent(s.app, keeper, randomUUID())).statusCode).toBe(404);
    expect((await getEvent(s.app, keeper, 'not-an-id')).statusCode).toBe(404);
  });

  it('hides a rejected event and its note from everyone but its submitter and the moderators', async () => {
    const keeper = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, timedEvent(at(7)));
    expect((await reject(s.app, moderator, event.id, 'Duplicate of another listing')).statusCode).toBe(200);
    expect((await getEvent(s.app, other, event.id)).statusCode).toBe(404);
    expect((await getEvent(s.app, keeper, event.id)).json()).toMatchObject({ status: 'rejected', decisionNote: 'Duplicate of another listing' });
    expect((await getEvent(s.app, moderator, event.id)).json()).toMatchObject({ status: 'rejected', decisionNote: 'Duplicate of another listing' });
    expect((await listRange(s.app, other, MAY, JUNE)).map((e) => e.id)).not.toContain(event.id);
  });
});

describe('the .ics download', () => {
  it('answers an approved event as an iCalendar attachment', async () => {
    const keeper = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, timedEvent(Date.UTC(2030, 6, 4, 9, 30), { title: 'Expo, swap; meet', location: 'Hall 2\nSofia' }));
    await approve(s.app, moderator, event.id);
    const res = await s.app.inject({ method: 'GET', url: `/api/calendar/events/${event.id}/ics`, headers: other.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="expo-swap-meet.ics"; filename*=UTF-8\'\'expo-swap-meet.ics');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain(`UID:${event.id}@herptrack`);
    expect(lines).toContain('DTSTART:20300704T093000Z');
    expect(lines).toContain('DTEND:20300704T153000Z');
    expect(lines).toContain('SUMMARY:Expo\\, swap\\; meet');
    expect(lines).toContain('LOCATION:Hall 2\\nSofia');
    expect(lines).toContain('URL:https://expo.example');
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('is not there for an event still pending or rejected, even for its submitter', async () => {
    const keeper = await createTestUser(s.app);
    const pendingOne = await submitted(s.app, keeper, timedEvent(at(8)));
    const rejectedOne = await submitted(s.app, keeper, timedEvent(at(9)));
    await reject(s.app, moderator, rejectedOne.id);
    for (const id of [pendingOne.id, rejectedOne.id, randomUUID()]) {
      const res = await s.app.inject({ method: 'GET', url: `/api/calendar/events/${id}/ics`, headers: keeper.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not-found');
    }
  });
});

describe('the moderators\' routes', () => {
  it('are refused to a keeper (403) and to nobody signed in (401), and change nothing', async () => {
    const keeper = await createTestUser(s.app);
    const event = await submitted(s.app, keeper, timedEvent(at(10)));
    expect((await pendingList(s.app, keeper)).statusCode).toBe(403);
    expect((await approve(s.app, keeper, event.id)).statusCode).toBe(403);
    expect((await reject(s.app, keeper, event.id, 'mine')).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'POST', url: `/api/admin/events/${event.id}/approve` })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'GET', url: '/api/admin/events/pending' })).statusCode).toBe(401);
    expect((await getEvent(s.app, keeper, event.id)).json()).toMatchObject({ status: 'pending', decidedAt: null });
  });
});
