/**
 * Two keepers (issue 15): nothing a keeper can call answers another keeper's data. Alice fills
 * every area (profile, a reptile with a photo, logs, coins, a message from the team, a bug report
 * with an image and a comment, a feature request, a pending event, a pending contest entry); Bob
 * then calls everything a keeper can call, and no answer holds any of it (her id, e-mail, username
 * or any text she wrote). Calls that name her things by id answer 404 and change nothing of hers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { feedingArgs } from '../helpers/coins';
import { timedEvent, submitted as submittedEvent } from '../helpers/calendar';
import { tinyImage } from '../helpers/images';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { getAs, postAs, send } from './admin-fixtures';
import { setClock, submit, utc } from './contest-fixtures';

let s: TestServer;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};
const SECRETS = ['AliceOnlyName', 'alice-bio-secret', 'alice-python-secret', 'alice-coins-secret', 'alice-notice-secret', 'alice-bug-secret',
  'alice-comment-secret', 'alice-feature-secret', 'alice-event-secret', 'alice-caption-secret'];

beforeAll(async () => {
  s = await buildTestServer();
  setClock(s.app, utc(2031, 9, 4, 12));
  const admin = await createTestUser(s.app, { role: 'admin' });
  const k = await keeperWithReptile(s.app);
  alice = k.user;
  bob = await createTestUser(s.app);
  ids.reptile = k.reptileId;

  expect((await send(s.app, alice, { method: 'PATCH', url: '/api/profile', payload: { username: 'AliceOnlyName', bio: 'alice-bio-secret' } })).statusCode).toBe(200);
  const pushed = await k.api.push([
    mutation(k.next(), 'reptile.update.v1', { id: k.reptileId, patch: { name: 'alice-python-secret' } }),
    mutation(k.next(), 'feedingLog.create.v1', feedingArgs(k.reptileId)),
  ]);
  expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  const photo = await send(s.app, alice, { method: 'POST', url: `/api/reptiles/${k.reptileId}/photo`, payload: await tinyImage('png'), headers: { 'content-type': 'image/png' } });
  expect(photo.statusCode, photo.body).toBe(200);
  await postAs(s.app, admin, `/api/admin/users/${alice.id}/repticoins`, { amount: 70, reason: 'alice-coins-secret', adjustmentId: randomUUID() });
  await postAs(s.app, admin, '/api/admin/notifications', { userId: alice.id, type: 'update', title: 'alice-notice-secret', message: 'alice-notice-secret' });
  ids.notification = (await s.app.store.one<{ id: string }>('SELECT id FROM notifications WHERE user_id = ? AND title = ?', [alice.id, 'alice-notice-secret']))?.id ?? '';

  const image = await send(s.app, alice, { method: 'POST', url: '/api/bug-reports/images', payload: await tinyImage('png', 64), headers: { 'content-type': 'image/png' } });
  ids.bugImage = image.json<{ id: string }>().id;
  ids.bug = (await postAs(s.app, alice, '/api/bug-reports', { description: 'alice-bug-secret', imageIds: [ids.bugImage] })).json<{ id: string }>().id;
  expect((await postAs(s.app, alice, `/api/bug-reports/${ids.bug}/comments`, { body: 'alice-comment-secret' })).statusCode).toBe(201);
  ids.feature = (await postAs(s.app, alice, '/api/feature-requests', { description: 'alice-feature-secret' })).json<{ id: string }>().id;
  ids.event = (await submittedEvent(s.app, alice, timedEvent(Date.now() + 10 * 24 * 3_600_000, { title: 'alice-event-secret' }))).id;
  const entry = await submit(s.app, alice, await tinyImage('png'), 'alice-caption-secret');
  expect(entry.statusCode, entry.body).toBe(201);
  ids.entry = entry.json<{ entry: { id: string } }>().entry.id;
});
afterAll(() => s.close());

/** Whatever of Alice's a text holds. */
const aliceIn = (text: string): string[] => [alice.id, alice.email, ...SECRETS, ...Object.values(ids)].filter((x) => text.toLowerCase().includes(x.toLowerCase()));

describe('what one keeper can call never answers another\'s data', () => {
  it('Bob\'s own lists, pages and sync hold nothing of Alice\'s', async () => {
    const now = Date.now();
    const reads = [
      '/api/profile', '/api/user-preferences', '/api/auth/validate-claims', '/api/achievements', '/api/achievements/my', '/api/repticoins',
      '/api/repticoins/facebook-status', '/notifications', `/api/calendar/events?from=${now - 86_400_000}&to=${now + 60 * 86_400_000}`, '/api/calendar/mine',
      '/api/contest/periods', '/api/contest/submissions', '/api/contest/vote-status', '/api/contest/results', '/api/insights/quota',
      '/api/bug-reports/my', '/api/feature-requests/my',
    ];
    for (const url of reads) {
      const res = await getAs(s.app, bob, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(aliceIn(res.body), url).toEqual([]);
    }
    const pull = await postAs(s.app, bob, '/api/sync/pull', { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie: 0, sinceMutationId: 0 });
    expect(pull.statusCode).toBe(200);
    expect(aliceIn(pull.body)).toEqual([]);
    // The same calls as Alice do answer her data: the check above can see it.
    expect(aliceIn((await getAs(s.app, alice, '/api/bug-reports/my')).body)).toContain('alice-bug-secret');
    expect(aliceIn((await getAs(s.app, alice, '/notifications')).body)).toContain('alice-notice-secret');
    expect(aliceIn((await getAs(s.app, alice, '/api/profile')).body)).toContain('AliceOnlyName');
    expect(aliceIn((await postAs(s.app, alice, '/api/sync/pull', { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie: 0, sinceMutationId: 0 })).body))
      .toEqual(expect.arrayContaining(['alice-python-secret', 'alice-coins-secret']));
  });

  it('Alice\'s things named by id answer 404 to Bob', async () => {
    for (const url of [
      `/api/bug-reports/${ids.bug}`, `/api/bug-reports/images/${ids.bugImage}`, `/api/feature-requests/${ids.feature}`, `/api/calendar/events/${ids.event}`,
      `/api/calendar/events/${ids.event}/ics`, `/api/contest/entries/${ids.entry}/image`, `/api/reptiles/${ids.reptile}/photo`,
    ]) {
      const res = await getAs(s.app, bob, url);
      expect(res.statusCode, url).toBe(404);
      expect(aliceIn(res.body), url).toEqual([]);
    }
  });

  it('Bob\'s writes naming Alice\'s things change nothing of hers', async () => {
    const hers = async () => ({
      comments: await s.app.store.all('SELECT id, body FROM feedback_comments WHERE item_id IN (?, ?) ORDER BY id', [ids.bug ?? '', ids.feature ?? '']),
      notice: await s.app.store.one('SELECT read_at AS "readAt", hidden FROM notifications WHERE id = ?', [ids.notification ?? '']),
    });
    const before = await hers();
    expect((await postAs(s.app, bob, `/api/bug-reports/${ids.bug}/comments`, { body: 'bob was here' })).statusCode).toBe(404);
    expect((await postAs(s.app, bob, `/api/feature-requests/${ids.feature}/comments`, { body: 'bob was here' })).statusCode).toBe(404);
    await postAs(s.app, bob, `/notifications/${ids.notification}/read`);
    await postAs(s.app, bob, `/notifications/${ids.notification}/hide`);
    expect(await hers()).toEqual(before);
  });
});
