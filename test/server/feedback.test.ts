/**
 * Bug reports and feature requests (sync-server/src/feedback, issue 15): a keeper files with up to
 * five images (checked by their bytes, re-encoded), follows and comments on their own; another
 * keeper sees none of it; the team changes the status, archives and replies, each audited, and
 * the reporter is told in their language. Images never attached go after a day.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleImages, STAGED_TTL_MS } from '../../sync-server/src/feedback/images';
import { tinyImage } from '../helpers/images';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

const upload = (user: TestUser, bytes: Buffer, type = 'image/png') =>
  s.app.inject({ method: 'POST', url: '/api/bug-reports/images', headers: { ...user.headers, 'content-type': type }, payload: bytes });
const post = (user: TestUser | null, url: string, payload: Record<string, unknown>) =>
  s.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload });
const get = (user: TestUser | null, url: string) => s.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

const count = async (sql: string, params: unknown[] = []) => Number((await s.app.store.one<{ n: number }>(sql, params as string[]))?.n ?? 0);
const itemsOf = (userId: string) => count('SELECT count(*) AS n FROM feedback_items WHERE user_id = ?', [userId]);

async function imageId(user: TestUser, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const res = await upload(user, await tinyImage(format, 64), `image/${format}`);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function fileBug(user: TestUser, over: Record<string, unknown> = {}) {
  const res = await post(user, '/api/bug-reports', { description: 'The feeding tab is blank\nafter a reload', steps: '1. Open Nagini\n2. Reload', browser: 'Chrome 131', os: 'Android 14', deviceType: 'mobile', ...over });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; status: string; images: { id: string; url: string }[] }>();
}

describe('a keeper files a bug report', () => {
  it('with images (PNG and JPEG), re-encoded; the report, its images and its comments are theirs to read', async () => {
    const keeper = await createTestUser(s.app);
    const ids = [await imageId(keeper), await imageId(keeper, 'jpeg')];
    const report = await fileBug(keeper, { imageIds: ids });
    expect(report).toMatchObject({ status: 'open', images: ids.map((id) => ({ id, url: `/api/bug-reports/images/${id}` })) });
    const image = await get(keeper, report.images[0]?.url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    const comment = await post(keeper, `/api/bug-reports/${report.id}/comments`, { body: 'It happens offline too.' });
    expect(comment.statusCode).toBe(201);
    const detail = (await get(keeper, `/api/bug-reports/${report.id}`)).json<{ item: { commentCount: number; reporter: unknown }; comments: { body: string; fromTeam: boolean }[] }>();
    expect(detail.item).toMatchObject({ commentCount: 1, reporter: null });
    expect(detail.comments).toEqual([expect.objectContaining({ body: 'It happens offline too.', fromTeam: false })]);
    expect((await get(keeper, '/api/bug-reports/my')).json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([report.id]);
  });

  it('refuses bad input with the spec\'s codes and changes nothing', async () => {
    const keeper = await createTestUser(s.app);
    const bad = async (payload: Record<string, unknown>) => {
      const res = await post(keeper, '/api/bug-reports', payload);
      expect(res.statusCode).toBe(400);
      return res.json<{ error: string; fields?: Record<string, string> }>();
    };
    expect(await bad({ description: '   ' })).toMatchObject({ error: 'invalid-request', fields: { description: 'errors.descriptionRequired' } });
    expect(await bad({ description: 'x'.repeat(5001) })).toMatchObject({ fields: { description: 'errors.descriptionTooLong' } });
    expect(await bad({ description: 'ok', imageIds: Array.from({ length: 6 }, () => randomUUID()) })).toMatchObject({ fields: { imageIds: 'errors.tooManyImages' } });
    expect(await bad({ description: 'ok', imageIds: [randomUUID()] })).toMatchObject({ error: 'invalid-images' });
    const report = await fileBug(keeper);
    const long = await post(keeper, `/api/bug-reports/${report.id}/comments`, { body: 'x'.repeat(2001) });
    expect(long.json()).toMatchObject({ error: 'invalid-request', fields: { body: 'errors.commentTooLong' } });
    expect(await itemsOf(keeper.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM feedback_comments WHERE item_id = ?', [report.id])).toBe(0);
    expect((await post(null, '/api/bug-reports', { description: 'anonymous' })).statusCode).toBe(401);
  });

  it('judges an upload by its bytes: not PNG/JPEG (WEBP, text named .png) is refused, over 10 MB too, a broken PNG is unreadable', async () => {
    const keeper = await createTestUser(s.app);
    expect((await upload(keeper, await tinyImage('webp'), 'image/webp')).json()).toMatchObject({ error: 'invalid-file-type' });
    expect((await upload(keeper, Buffer.from('<script>alert(1)</script>'), 'image/png')).statusCode).toBe(415);
    const png = await tinyImage('png', 64);
    expect((await upload(keeper, png.subarray(0, 40))).json()).toMatchObject({ error: 'invalid-image' });
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(keeper, huge)).statusCode).toBe(413);
    expect(await count('SELECT count(*) AS n FROM feedback_images WHERE user_id = ?', [keeper.id])).toBe(0);
  });
});

describe('two keepers', () => {
  it('one sees, reads and comments on none of the other\'s reports, images included, and cannot attach the other\'s images', async () => {
    const a = await createTestUser(s.app);
    const b = await createTestUser(s.app);
    const image = await imageId(a);
    const report = await fileBug(a, { imageIds: [image] });
    const feature = (await post(a, '/api/feature-requests', { description: 'A dark calendar' })).json<{ id: string }>();
    expect((await get(b, `/api/bug-reports/${report.id}`)).statusCode).toBe(404);
    expect((await get(b, `/api/feature-requests/${feature.id}`)).statusCode).toBe(404);
    expect((await get(b, `/api/bug-reports/images/${image}`)).statusCode).toBe(404);
    expect((await post(b, `/api/bug-reports/${report.id}/comments`, { body: 'me too' })).statusCode).toBe(404);
    expect((await get(b, '/api/bug-reports/my')).json()).toEqual({ items: [] });
    const stray = await imageId(a);
    expect((await post(b, '/api/bug-reports', { description: 'mine', imageIds: [stray] })).json()).toMatchObject({ error: 'invalid-images' });
    expect(await count('SELECT count(*) AS n FROM feedback_comments WHERE item_id = ?', [report.id])).toBe(0);
    // A report's id is not a feature request's.
    expect((await get(a, `/api/feature-requests/${report.id}`)).statusCode).toBe(404);
  });
});

describe('the team', () => {
  it('changes the status and replies: each audited, and the reporter is told in their language; the keeper sees "the team", not who', async () => {
    const keeper = await createTestUser(s.app);
    await s.app.store.run("UPDATE users SET language = 'bg' WHERE id = ?", [keeper.id]);
    const report = await fileBug(keeper);
    const base = `/api/admin/bug-reports/${report.id}`;
    expect((await post(admin, `${base}/status`, { status: 'underReview' })).json()).toMatchObject({ error: 'invalid-status' });
    const changed = await post(admin, `${base}/status`, { status: 'inProgress' });
    expect(changed.json()).toMatchObject({ status: 'inProgress', reporter: { id: keeper.id } });
    expect((await post(admin, `${base}/comments`, { body: 'Thanks! We can reproduce it.' })).statusCode).toBe(201);

    const inbox = await s.app.store.all<{ title: string; message: string }>('SELECT title, message FROM notifications WHERE user_id = ? ORDER BY created_at, id', [keeper.id]);
    expect(inbox).toEqual([
      { title: 'Ново състояние: „В процес“', message: expect.stringContaining('The feeding tab is blank') },
      { title: 'Отговор от екипа на HerpTrack', message: expect.stringContaining('Thanks! We can reproduce it.') },
    ]);
    const entries = await s.app.store.all<{ action: string; actorId: string; before: string | null; after: string }>(
      'SELECT action, actor_id AS "actorId", before, after FROM audit_log WHERE target_id = ? ORDER BY created_at, id', [report.id]);
    expect(entries.map((e) => [e.action, e.actorId, e.before && JSON.parse(e.before), JSON.parse(e.after)])).toEqual([
      ['feedback.status', admin.id, { status: 'open' }, { status: 'inProgress' }],
      ['feedback.comment', admin.id, null, { body: 'Thanks! We can reproduce it.' }],
    ]);
    const seen = (await get(keeper, `/api/bug-reports/${report.id}`)).json<{ item: { status: string }; comments: { fromTeam: boolean; authorName: string | null }[] }>();
    expect(seen.item.status).toBe('inProgress');
    expect(seen.comments).toEqual([expect.objectContaining({ fromTeam: true, authorName: null })]);
    // Setting the same status again changes nothing and tells nobody.
    await post(admin, `${base}/status`, { status: 'inProgress' });
    expect(await count('SELECT count(*) AS n FROM notifications WHERE user_id = ?', [keeper.id])).toBe(2);
  });

  it('lists with filters and paging, counts by status (not archived) and archives', async () => {
    const keeper = await createTestUser(s.app);
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push((await post(keeper, '/api/feature-requests', { description: `Idea ${i} zebra-${keeper.id.slice(0, 6)}` })).json<{ id: string }>());
    const q = `zebra-${keeper.id.slice(0, 6)}`;
    const page1 = (await get(admin, `/api/admin/feature-requests?q=${q}&per_page=2`)).json<{ items: { id: string; reporter: { email: string } }[]; total: number }>();
    expect(page1.total).toBe(3);
    expect(page1.items.map((i) => i.id)).toEqual([mine[2]?.id, mine[1]?.id]);
    expect(page1.items[0]?.reporter.email).toBe(keeper.email);
    const page2 = (await get(admin, `/api/admin/feature-requests?q=${q}&per_page=2&page=2`)).json<{ items: { id: string }[] }>();
    expect(page2.items.map((i) => i.id)).toEqual([mine[0]?.id]);

    const before = (await get(admin, '/api/admin/feature-requests/stats')).json<{ statusStats: Record<string, number>; archived: number }>();
    await post(admin, `/api/admin/feature-requests/${mine[0]?.id}/archive`, { archived: true });
    const after = (await get(admin, '/api/admin/feature-requests/stats')).json<{ statusStats: Record<string, number>; archived: number }>();
    expect(after.statusStats.open).toBe((before.statusStats.open ?? 0) - 1);
    expect(after.archived).toBe(before.archived + 1);
    expect(Object.keys(after.statusStats)).toEqual(['open', 'underReview', 'planned', 'inDevelopment', 'completed', 'rejected']);
    expect((await get(admin, `/api/admin/feature-requests?q=${q}`)).json<{ total: number }>().total).toBe(2);
    expect((await get(admin, `/api/admin/feature-requests?q=${q}&archived=true`)).json<{ total: number }>().total).toBe(1);
    expect((await get(admin, `/api/bug-reports/images/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('the admin calls are the admin\'s: a keeper and a moderator are refused and nothing changes', async () => {
    const keeper = await createTestUser(s.app);
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    const report = await fileBug(keeper);
    for (const who of [keeper, moderator, null]) {
      const status = (await post(who, `/api/admin/bug-reports/${report.id}/status`, { status: 'closed' })).statusCode;
      expect(status).toBe(who ? 403 : 401);
      expect((await get(who, '/api/admin/bug-reports')).statusCode).toBe(who ? 403 : 401);
    }
    expect((await get(keeper, `/api/bug-reports/${report.id}`)).json()).toMatchObject({ item: { status: 'open' } });
  });
});

describe('images never attached', () => {
  it('are removed after a day with their files; attached ones stay', async () => {
    const keeper = await createTestUser(s.app);
    const attached = await imageId(keeper);
    await fileBug(keeper, { imageIds: [attached] });
    const stray = await imageId(keeper);
    const fileOf = async (id: string) => (await s.app.store.one<{ file: string }>('SELECT file FROM feedback_images WHERE id = ?', [id]))?.file;
    const strayPath = join(s.config.uploadsDir, 'feedback', (await fileOf(stray)) ?? '');
    expect(existsSync(strayPath)).toBe(true);
    await removeStaleImages(s.app.store, s.app.files, Date.now() + STAGED_TTL_MS + 1000);
    expect(await fileOf(stray)).toBeUndefined();
    expect(existsSync(strayPath)).toBe(false);
    expect(await fileOf(attached)).toBeDefined();
  });
});
