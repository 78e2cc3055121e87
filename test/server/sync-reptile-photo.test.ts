/** Reptile photos: checked by their bytes, re-encoded to WEBP, versioned through sync. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { tinyImage } from '../helpers/images';

let s: TestServer;
let user: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  user = await createTestUser(s.app, { premiumTier: 'HerpPlus' });
});
afterAll(() => s.close());

const upload = (id: string, payload: Buffer, type = 'application/octet-stream') =>
  s.app.inject({ method: 'POST', url: `/api/reptiles/${id}/photo`, headers: { ...user.headers, 'content-type': type }, payload });

describe('reptile photos', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s, stores WEBP and bumps the row version', async (format) => {
    const api = syncApi(s.app, user);
    const args = reptileArgs();
    await api.push([mutation(1, 'reptile.create.v1', args)]);
    const { cookie } = await api.pull(0);
    const res = await upload(args.id, await tinyImage(format, 2000), `image/${format}`);
    expect(res.statusCode).toBe(200);
    const { photoUrl } = res.json() as { photoUrl: string };
    expect(photoUrl).toMatch(new RegExp(`^/api/reptiles/${args.id}/photo\\?v=`));
    const delta = await api.pull(cookie);
    expect(delta.changes.reptiles).toEqual([expect.objectContaining({ id: args.id, photoUrl })]);
    const got = await s.app.inject({ url: photoUrl, headers: user.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
  });

  it('refuses bytes that are not PNG, JPEG or WEBP whatever the content type says', async () => {
    const args = reptileArgs();
    await syncApi(s.app, user).push([mutation(1, 'reptile.create.v1', args)]);
    const fake = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]);
    const res = await upload(args.id, fake, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'invalid-file-type' });
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    expect((await upload(args.id, broken)).json()).toMatchObject({ error: 'invalid-image' });
  });

  it('refuses more than 5 MB', async () => {
    const args = reptileArgs();
    await syncApi(s.app, user).push([mutation(1, 'reptile.create.v1', args)]);
    const big = Buffer.concat([await tinyImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(args.id, big)).statusCode).toBe(413);
  });

  it('answers 404 for a reptile that is not on the server (yet)', async () => {
    expect((await upload(crypto.randomUUID(), await tinyImage('png'))).statusCode).toBe(404);
  });

  it('replaces the old file and removes it when the reptile is deleted', async () => {
    const api = syncApi(s.app, user);
    const args = reptileArgs();
    await api.push([mutation(1, 'reptile.create.v1', args)]);
    await upload(args.id, await tinyImage('png'));
    const photoDir = join(s.config.uploadsDir, 'reptiles');
    const filesAfterFirst = new Set(readdirSync(photoDir));
    await upload(args.id, await tinyImage('jpeg'));
    const filesAfterSecond = new Set(readdirSync(photoDir));
    expect(filesAfterSecond.size).toBe(filesAfterFirst.size);
    const current = (await s.app.store.one<{ f: string }>('SELECT photo_file AS f FROM reptiles WHERE id = ?', [args.id]))?.f;
    expect(current).toEqual(expect.any(String));
    await api.push([mutation(2, 'reptile.delete.v1', { id: args.id })]);
    expect(existsSync(join(photoDir, current ?? ''))).toBe(false);
    expect(await s.app.files.get('reptiles', current ?? '')).toBeNull();
    expect((await s.app.inject({ url: `/api/reptiles/${args.id}/photo`, headers: user.headers })).statusCode).toBe(404);
  });
});
