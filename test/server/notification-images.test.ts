/**
 * Images of admins' messages (routes/notification-images.ts): uploaded by an admin only, judged by
 * their bytes and re-encoded, audited, served from our origin to whoever has the path, and
 * accepted as a message's image.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const upload = (who: TestUser | null, bytes: Buffer) =>
  s.app.inject({ method: 'POST', url: '/api/admin/notifications/images', headers: { ...(who?.headers ?? {}), 'content-type': 'image/png' }, payload: bytes });
const images = async () => Number((await s.app.store.one<{ n: number }>("SELECT count(*) AS n FROM audit_log WHERE action = 'notification.image'"))?.n ?? 0);

describe('a message image', () => {
  it('is uploaded by an admin, re-encoded, audited, served from our origin, and a message may carry it', async () => {
    const res = await upload(admin, await tinyImage('png', 64));
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/api\/notifications\/images\/[0-9a-f-]{36}\.webp$/);
    const served = await s.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(await images()).toBe(1);

    const keeper = await createTestUser(s.app);
    const sent = await s.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: admin.headers, payload: { userId: keeper.id, type: 'update', title: 'New look', message: 'See the picture.', imageUrl } });
    expect(sent.json()).toEqual({ sent: 1 });
    expect((await s.app.store.one<{ url: string }>('SELECT image_url AS url FROM notifications WHERE user_id = ?', [keeper.id]))?.url).toBe(imageUrl);
  });

  it('is refused to keepers and moderators, and when it is not an image; nothing is stored', async () => {
    const keeper = await createTestUser(s.app);
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    const before = await images();
    expect((await upload(null, await tinyImage('png'))).statusCode).toBe(401);
    expect((await upload(keeper, await tinyImage('png'))).statusCode).toBe(403);
    expect((await upload(moderator, await tinyImage('png'))).statusCode).toBe(403);
    expect((await upload(admin, Buffer.from('not an image'))).json()).toMatchObject({ error: 'invalid-file-type' });
    expect(await images()).toBe(before);
    expect((await s.app.inject({ method: 'GET', url: '/api/notifications/images/..%2F..%2Fsecrets%2Fjwt' })).statusCode).toBe(404);
  });
});
