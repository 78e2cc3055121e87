/**
 * The notification inbox calls (spec section 7, without the /api prefix) and the admins' send
 * call: two keepers' inboxes never cross (another keeper's id answers 404 and changes nothing),
 * the list is newest first without hidden ones, the admin call is for admins only, checks its
 * input and writes nothing on a refusal, and a browser opening /notifications gets the app.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationList } from '../../shared/api/notifications';
import { NOTIFICATION_LIST_LIMIT } from '../../shared/notifications/types';
import { notify, notifyAll } from '../../sync-server/src/notifications';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

interface StoredRow { id: string; userId: string; type: string; title: string; message: string; imageUrl: string | null; readAt: number | null; hidden: boolean }

async function rowsOf(userId: string): Promise<StoredRow[]> {
  const rows = await s.app.store.all<StoredRow>(
    `SELECT id, user_id AS "userId", type, title, message, image_url AS "imageUrl", read_at AS "readAt", hidden
     FROM notifications WHERE user_id = ? ORDER BY created_at, id`, [userId]);
  return rows.map((r) => ({ ...r, readAt: r.readAt === null ? null : Number(r.readAt), hidden: Boolean(r.hidden) }));
}

const list = async (user: TestUser) => {
  const res = await s.app.inject({ method: 'GET', url: '/notifications', headers: { ...user.headers, accept: 'application/json' } });
  expect(res.statusCode).toBe(200);
  return NotificationList.parse(res.json());
};
const call = (app: FastifyInstance, url: string, user?: TestUser, payload?: object) =>
  app.inject({ method: 'POST', url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A keeper with messages sent at `base + i` minutes, i = 0.. (so the last one is the newest). */
async function keeperWith(titles: string[], base = Date.now() - 3_600_000): Promise<TestUser> {
  const user = await createTestUser(s.app);
  for (const [i, title] of titles.entries()) {
    await notify(s.app.store, user.id, { type: 'update', title, message: `About ${title}` }, base + i * 60_000);
  }
  return user;
}

describe('the list', () => {
  it('answers the keeper\'s own messages, newest first, with the spec\'s fields', async () => {
    const at = Date.now() - 3_600_000;
    const user = await keeperWith(['first', 'second', 'third'], at);
    const items = await list(user);
    expect(items.map((n) => n.title)).toEqual(['third', 'second', 'first']);
    expect(items[0]).toEqual({
      id: expect.any(String), type: 'update', title: 'third', message: 'About third', image_url: null, is_read: false, created_at: at + 120_000,
    });
  });

  it('lists at most the newest 50 and never a hidden one', async () => {
    const user = await keeperWith(Array.from({ length: NOTIFICATION_LIST_LIMIT + 5 }, (_, i) => `n${i}`));
    const items = await list(user);
    expect(items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(items[0]?.title).toBe(`n${NOTIFICATION_LIST_LIMIT + 4}`);
    const hidden = items[0]?.id ?? '';
    expect((await call(s.app, `/notifications/${hidden}/hide`, user)).statusCode).toBe(204);
    const after = await list(user);
    expect(after.map((n) => n.id)).not.toContain(hidden);
    expect(after[0]?.title).toBe(`n${NOTIFICATION_LIST_LIMIT + 3}`);
    // Hidden stays stored (the keeper removed it from view), flagged.
    expect((await rowsOf(user.id)).find((r) => r.id === hidden)?.hidden).toBe(true);
  });

  it('needs a sign-in', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/notifications', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'auth-required' });
    for (const url of ['/notifications/read-all', `/notifications/${randomUUID()}/read`, `/notifications/${randomUUID()}/hide`]) {
      expect((await call(s.app, url)).statusCode).toBe(401);
    }
  });
});

describe('read, read-all and hide', () => {
  it('marks one read (keeping the first reading\'s time), then all, answering 204 with no body', async () => {
    const user = await keeperWith(['a', 'b', 'c']);
    const [c] = await list(user);
    const read = await call(s.app, `/notifications/${c?.id}/read`, user);
    expect(read.statusCode).toBe(204);
    expect(read.body).toBe('');
    const firstRead = (await rowsOf(user.id)).find((r) => r.id === c?.id)?.readAt;
    expect(firstRead).toEqual(expect.any(Number));
    expect((await call(s.app, `/notifications/${c?.id}/read`, user)).statusCode).toBe(204);
    expect((await rowsOf(user.id)).find((r) => r.id === c?.id)?.readAt).toBe(firstRead);
    expect((await list(user)).map((n) => [n.title, n.is_read])).toEqual([['c', true], ['b', false], ['a', false]]);

    expect((await call(s.app, '/notifications/read-all', user)).statusCode).toBe(204);
    expect((await list(user)).every((n) => n.is_read)).toBe(true);
  });

  it('answers 404 for an id that is not a notification, or not a UUID', async () => {
    const user = await keeperWith(['a']);
    for (const id of [randomUUID(), 'not-an-id', '1%20OR%201=1']) {
      const res = await call(s.app, `/notifications/${id}/read`, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not-found', message: 'No such notification.' });
      expect((await call(s.app, `/notifications/${id}/hide`, user)).statusCode).toBe(404);
    }
  });
});

describe('two keepers never cross', () => {
  it('another keeper\'s id answers 404 and changes nothing; lists and read-all stay each one\'s own', async () => {
    const alice = await keeperWith(['for alice 1', 'for alice 2']);
    const bob = await keeperWith(['for bob']);
    const bobsBefore = await rowsOf(bob.id);
    const bobsId = bobsBefore[0]?.id ?? '';

    expect((await list(alice)).map((n) => n.title)).toEqual(['for alice 2', 'for alice 1']);
    expect((await list(bob)).map((n) => n.title)).toEqual(['for bob']);

    const read = await call(s.app, `/notifications/${bobsId}/read`, alice);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: 'not-found', message: 'No such notification.' });
    expect((await call(s.app, `/notifications/${bobsId}/hide`, alice)).statusCode).toBe(404);
    expect((await call(s.app, '/notifications/read-all', alice)).statusCode).toBe(204);

    expect(await rowsOf(bob.id)).toEqual(bobsBefore);
    expect((await list(bob))[0]).toMatchObject({ id: bobsId, is_read: false });
    expect((await list(alice)).every((n) => n.is_read)).toBe(true);
  });
});

describe('POST /api/admin/notifications', () => {
  const body = { type: 'alert', title: 'Maintenance tonight', message: 'The server restarts at 22:00 UTC. See [the status page](https://status.example).' };

  it('is for admins only: 401 without a sign-in, 403 for keepers and moderators, and nothing is written', async () => {
    const target = await createTestUser(s.app);
    const keeper = await createTestUser(s.app);
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    expect((await call(s.app, '/api/admin/notifications', undefined, { ...body, userId: target.id })).statusCode).toBe(401);
    for (const who of [keeper, moderator]) {
      for (const payload of [{ ...body, userId: target.id }, { ...body, all: true }]) {
        const res = await call(s.app, '/api/admin/notifications', who, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'forbidden' });
      }
    }
    expect(await rowsOf(target.id)).toEqual([]);
    expect(await rowsOf(keeper.id)).toEqual([]);
  });

  it('sends to one keeper, and only to them', async () => {
    const admin = await createTestUser(s.app, { role: 'admin' });
    const target = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const res = await call(s.app, '/api/admin/notifications', admin, { ...body, userId: target.id, imageUrl: 'https://cdn.example/banner.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });
    expect((await list(target))).toEqual([expect.objectContaining({ type: 'alert', title: body.title, message: body.message, image_url: 'https://cdn.example/banner.png', is_read: false })]);
    expect(await rowsOf(other.id)).toEqual([]);
    expect(await rowsOf(admin.id)).toEqual([]);
  });

  it('sends to everyone, one message each', async () => {
    const admin = await createTestUser(s.app, { role: 'admin' });
    const a = await createTestUser(s.app);
    const b = await createTestUser(s.app);
    const users = Number((await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM users'))?.n);
    const title = `Everyone ${randomUUID()}`;
    const res = await call(s.app, '/api/admin/notifications', admin, { ...body, title, all: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: users });
    const sent = await s.app.store.all<{ userId: string; id: string }>('SELECT user_id AS "userId", id FROM notifications WHERE title = ?', [title]);
    expect(new Set(sent.map((r) => r.userId)).size).toBe(users);
    expect(new Set(sent.map((r) => r.id)).size).toBe(users);
    for (const u of [admin, a, b]) expect((await list(u)).filter((n) => n.title === title)).toHaveLength(1);
  });

  it('refuses bad input with the field\'s message key and writes nothing', async () => {
    const admin = await createTestUser(s.app, { role: 'admin' });
    const target = await createTestUser(s.app);
    const cases: [object, Record<string, string>][] = [
      [{ ...body, userId: target.id, title: '  ' }, { title: 'errors.titleRequired' }],
      [{ ...body, userId: target.id, title: 'x'.repeat(201) }, { title: 'errors.titleTooLong' }],
      [{ ...body, userId: target.id, message: undefined }, { message: 'errors.messageRequired' }],
      [{ ...body, userId: target.id, message: 'x'.repeat(5001) }, { message: 'errors.messageTooLong' }],
      [{ ...body, userId: target.id, type: 'phishing' }, { type: 'errors.typeInvalid' }],
      // The system's own types: an admin's message must not pass for a prize or a plan notice.
      [{ ...body, userId: target.id, type: 'contest' }, { type: 'errors.typeInvalid' }],
      [{ ...body, userId: target.id, type: 'premium' }, { type: 'errors.typeInvalid' }],
      [{ ...body, userId: target.id, imageUrl: 'javascript:alert(1)' }, { imageUrl: 'errors.imageUrlInvalid' }],
      [{ ...body, userId: target.id, imageUrl: 'data:image/png;base64,AAAA' }, { imageUrl: 'errors.imageUrlInvalid' }],
      [{ ...body, userId: target.id, imageUrl: '/uploads/x.png' }, { imageUrl: 'errors.imageUrlInvalid' }],
      [{ ...body }, { userId: 'errors.recipientRequired' }],
      [{ ...body, userId: target.id, all: true }, { userId: 'errors.recipientRequired' }],
      [{ ...body, all: false }, { all: 'errors.recipientRequired' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await call(s.app, '/api/admin/notifications', admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-request', fields });
    }
    const unknown = await call(s.app, '/api/admin/notifications', admin, { ...body, userId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(await rowsOf(target.id)).toEqual([]);
  });
});

describe('the service', () => {
  it('notify with a key writes once per user and key', async () => {
    const a = await createTestUser(s.app);
    const b = await createTestUser(s.app);
    const input = { type: 'contest' as const, title: 'Results', message: 'You placed 2nd.' };
    expect(await notify(s.app.store, a.id, input, Date.now(), { dedupeKey: 'contest:2026-05:2' })).toBe(true);
    expect(await notify(s.app.store, a.id, input, Date.now(), { dedupeKey: 'contest:2026-05:2' })).toBe(false);
    expect(await notify(s.app.store, b.id, input, Date.now(), { dedupeKey: 'contest:2026-05:2' })).toBe(true);
    expect(await rowsOf(a.id)).toHaveLength(1);
    expect(await rowsOf(b.id)).toHaveLength(1);
  });

  it('notify inside a transaction that rolls back leaves nothing', async () => {
    const a = await createTestUser(s.app);
    await expect(s.app.store.transaction(async (tx) => {
      await notify(tx, a.id, { type: 'event', title: 'Approved', message: 'Your event was approved.' }, Date.now());
      throw new Error('the decision failed');
    })).rejects.toThrow('the decision failed');
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it('notifyAll reaches every user across batches', async () => {
    await createTestUser(s.app);
    const users = Number((await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM users'))?.n);
    const title = `Batched ${randomUUID()}`;
    expect(await notifyAll(s.app.store, { type: 'update', title, message: 'm' }, Date.now(), 2)).toBe(users);
    const n = await s.app.store.one<{ n: number | string; u: number | string }>('SELECT count(*) AS n, count(DISTINCT user_id) AS u FROM notifications WHERE title = ?', [title]);
    expect([Number(n?.n), Number(n?.u)]).toEqual([users, users]);
  });
});

describe('/notifications in a browser', () => {
  let web: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'herptrack-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>HerpTrack shell</title>');
    web = await buildTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await web.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a page load to the app (which forwards it like any unknown page), and still answers API calls', async () => {
    const user = await createTestUser(web.app);
    await notify(web.app.store, user.id, { type: 'welcome', title: 'Hi', message: 'Welcome' }, Date.now());
    const navigation = await web.app.inject({ method: 'GET', url: '/notifications', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' } });
    expect(navigation.statusCode).toBe(303);
    expect(navigation.headers.location).toBe('/');
    const shell = await web.app.inject({ method: 'GET', url: '/' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('HerpTrack shell');

    // The app's call: a bearer token and JSON wanted.
    const api = await web.app.inject({ method: 'GET', url: '/notifications', headers: { ...user.headers, accept: 'application/json' } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.headers['cache-control']).toBe('private, no-store');
    expect(NotificationList.parse(api.json()).map((n) => n.title)).toEqual(['Hi']);
    // A token wins even if the client also accepts HTML.
    const both = await web.app.inject({ method: 'GET', url: '/notifications', headers: { ...user.headers, accept: 'text/html,*/*' } });
    expect(both.statusCode).toBe(200);
    // An API client without a token gets 401 JSON, never the HTML shell.
    const anonymous = await web.app.inject({ method: 'GET', url: '/notifications', headers: { accept: 'application/json' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'auth-required' });
  });
});
