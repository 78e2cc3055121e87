import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Preferences, Profile } from '../../shared/schemas/auth';
import { bearer, logIn, post, PASSWORD, registerConfirmed } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
let now: number;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());
beforeEach(() => {
  now = Date.now();
  s.app.accounts.clock.now = () => now;
});

interface Keeper {
  id: string;
  email: string;
  token: string;
  cookie: string;
  headers: { authorization: string };
}

async function keeper(email: string): Promise<Keeper> {
  await registerConfirmed(s, email);
  const { res, accessToken, cookie } = await logIn(s, email);
  const profile = Profile.parse(res.json<{ profile: unknown }>().profile);
  return { id: profile.id, email, token: accessToken ?? '', cookie: cookie ?? '', headers: bearer(accessToken) };
}

const get = (url: string, k: Keeper) => s.app.inject({ url, headers: k.headers });
const send = (method: 'PATCH' | 'PUT' | 'DELETE' | 'POST', url: string, k: Keeper, payload?: object) =>
  s.app.inject({ method, url, headers: k.headers, payload });
const uploadAvatar = (k: Keeper, body: Buffer, contentType = 'image/png', url = '/api/profile/avatar') =>
  s.app.inject({ method: 'POST', url, headers: { ...k.headers, 'content-type': contentType }, payload: body });

const png = () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f9e44' } }).png().toBuffer();

describe('profile', () => {
  it('requires a valid access token', async () => {
    for (const [method, url] of [['GET', '/api/profile'], ['PATCH', '/api/profile'], ['GET', '/api/user-preferences'], ['PUT', '/api/user-preferences'],
      ['POST', '/api/profile/avatar'], ['DELETE', '/api/account'], ['GET', '/api/auth/validate-claims']] as const) {
      const res = await s.app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'auth-required' });
    }
  });

  it('sets a username, bio and location, and answers the whole profile', async () => {
    const k = await keeper('profile@example.test');
    const res = await send('PATCH', '/api/profile', k, { username: 'Gecko_Fan', bio: '  Leopard geckos  ', location: 'Sofia' });
    expect(res.statusCode).toBe(200);
    const profile = Profile.parse(res.json());
    expect(profile).toMatchObject({ username: 'Gecko_Fan', bio: 'Leopard geckos', location: 'Sofia', usernameChangedAt: now });
    expect(Profile.parse((await get('/api/profile', k)).json())).toEqual(profile);
    const cleared = await send('PATCH', '/api/profile', k, { bio: '' });
    expect(cleared.json()).toMatchObject({ bio: null, username: 'Gecko_Fan', location: 'Sofia' });
  });

  it('keeps usernames unique regardless of case', async () => {
    const a = await keeper('unique-a@example.test');
    const b = await keeper('unique-b@example.test');
    expect((await send('PATCH', '/api/profile', a, { username: 'Boa_Queen' })).statusCode).toBe(200);
    const taken = await send('PATCH', '/api/profile', b, { username: 'boa_queen' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'username-taken' });
  });

  it('lets a username change only once per 30 days and says when', async () => {
    const k = await keeper('rename@example.test');
    const first = now;
    await send('PATCH', '/api/profile', k, { username: 'first_name' });
    now += 10 * DAY;
    const early = await send('PATCH', '/api/profile', k, { username: 'second_name' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'username-too-soon', nextAllowedAt: first + 30 * DAY });
    // Sending the same name again, or other fields, is not a change.
    expect((await send('PATCH', '/api/profile', k, { username: 'first_name', bio: 'hi' })).statusCode).toBe(200);
    now = first + 30 * DAY;
    expect((await send('PATCH', '/api/profile', k, { username: 'second_name' })).json()).toMatchObject({ username: 'second_name' });
  });

  it('rejects an empty or malformed username with field keys', async () => {
    const k = await keeper('badname@example.test');
    expect((await send('PATCH', '/api/profile', k, { username: '   ' })).json()).toMatchObject({ error: 'invalid-request', fields: { username: 'errors.usernameEmpty' } });
    expect((await send('PATCH', '/api/profile', k, { username: 'a b' })).json()).toMatchObject({ fields: { username: 'errors.usernameFormat' } });
  });
});

describe('preferences', () => {
  it('defaults to grams and centimetres and stores changes', async () => {
    const k = await keeper('prefs@example.test');
    expect((await get('/api/user-preferences', k)).json()).toEqual({ weightUnit: 'g', lengthUnit: 'cm', language: 'en', theme: 'dark' });
    const res = await send('PUT', '/api/user-preferences', k, { weightUnit: 'oz', theme: 'light' });
    expect(Preferences.parse(res.json())).toEqual({ weightUnit: 'oz', lengthUnit: 'cm', language: 'en', theme: 'light' });
    expect((await get('/api/user-preferences', k)).json()).toEqual(res.json());
    expect((await send('PUT', '/api/user-preferences', k, { weightUnit: 'stone' })).statusCode).toBe(400);
  });
});

describe('avatar', () => {
  it('re-encodes an image to a 256x256 WebP under a random name and serves it', async () => {
    const k = await keeper('avatar@example.test');
    const res = await uploadAvatar(k, await png());
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = Profile.parse(res.json());
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    const image = await s.app.inject(avatarUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // A JPEG sent as octet-stream is fine too (the bytes decide), and replaces the old file.
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const again = await uploadAvatar(k, jpeg, 'application/octet-stream');
    const next = Profile.parse(again.json()).avatarUrl;
    expect(next).not.toBe(avatarUrl);
    expect((await s.app.inject(avatarUrl ?? '')).statusCode).toBe(404);
    expect(readdirSync(join(s.dataDir, 'uploads', 'avatars'))).toContain(next?.split('/').at(-1));
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif', 415, 'invalid-file-type'],
    ['text claiming to be PNG', Buffer.from('hello, I am not an image'), 'image/png', 415, 'invalid-file-type'],
    // Like every upload kind since the one pipeline (issue 25): no bytes is no readable image.
    ['an empty body', Buffer.alloc(0), 'image/png', 400, 'invalid-image'],
    ['a broken PNG', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]), 'image/png', 400, 'invalid-image'],
    ['more than 5 MB', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]), 'image/jpeg', 413, 'file-too-large'],
  ])('refuses %s', async (_name, body, type, status, code) => {
    const k = await keeper(`refuse-${status}-${code}-${body.length}@example.test`);
    const res = await uploadAvatar(k, body, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: code });
    expect(Profile.parse((await get('/api/profile', k)).json()).avatarUrl).toBeNull();
  });

  it('can be removed', async () => {
    const k = await keeper('unavatar@example.test');
    const url = Profile.parse((await uploadAvatar(k, await png())).json()).avatarUrl;
    const res = await send('DELETE', '/api/profile/avatar', k);
    expect(res.json()).toMatchObject({ avatarUrl: null });
    expect((await s.app.inject(url ?? '')).statusCode).toBe(404);
  });

  it('serves only names the server could have chosen', async () => {
    expect((await s.app.inject('/uploads/avatars/..%2F..%2Fsecrets%2Fjwt')).statusCode).toBe(404);
    expect((await s.app.inject('/uploads/avatars/notours.webp')).statusCode).toBe(404);
  });
});

describe('account deletion', () => {
  it('needs the password, then removes the account and everything hanging off it', async () => {
    const k = await keeper('leaver@example.test');
    const avatar = Profile.parse((await uploadAvatar(k, await png())).json()).avatarUrl ?? '';
    // A reptile photo and a contest photo of theirs, stored as the uploads store them.
    const photo = `${randomUUID()}.webp`;
    const entry = `${randomUUID()}.webp`;
    await s.app.store.run(`INSERT INTO reptiles (id, user_id, name, species, sex, photo_file, version, created_at, updated_at, deleted)
      VALUES (?, ?, 'Kaa', 'Python regius', 'unknown', ?, 1, 0, 0, FALSE)`, [randomUUID(), k.id, photo]);
    await s.app.files.put('reptiles', photo, Buffer.from('photo'));
    await s.app.store.run(`INSERT INTO contest_entries (id, user_id, month, image_file, status, created_at) VALUES (?, ?, '2026-11', ?, 'approved', 0)`, [randomUUID(), k.id, entry]);
    await s.app.files.put('contest', entry, Buffer.from('entry'));
    const wrong = await send('DELETE', '/api/account', k, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'password-incorrect' });
    expect((await send('DELETE', '/api/account', k, {})).json()).toMatchObject({ error: 'invalid-request', fields: { password: 'errors.passwordRequired' } });

    const res = await send('DELETE', '/api/account', k, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^ht_refresh=;/);
    expect(await s.app.store.all('SELECT id FROM users WHERE id = ?', [k.id])).toEqual([]);
    expect(await s.app.store.all('SELECT id FROM refresh_families WHERE user_id = ?', [k.id])).toEqual([]);
    expect(await s.app.store.all('SELECT id FROM email_tokens WHERE user_id = ?', [k.id])).toEqual([]);
    expect(existsSync(join(s.dataDir, 'uploads', avatar))).toBe(false);
    // Their photos go with them: no file of a deleted keeper stays on the server.
    expect(await s.app.files.get('reptiles', photo)).toBeNull();
    expect(await s.app.files.get('contest', entry)).toBeNull();
    expect((await get('/api/profile', k)).statusCode).toBe(401);
    expect((await post(s.app, '/api/auth/refresh', undefined, { cookie: k.cookie })).statusCode).toBe(401);
    expect((await logIn(s, k.email)).res.statusCode).toBe(401);
  });
});

describe('one keeper can never reach another keeper\'s account', () => {
  it('ignores ids in bodies and URLs on every endpoint', async () => {
    const a = await keeper('alice@example.test');
    const b = await keeper('bob@example.test');
    await send('PATCH', '/api/profile', a, { username: 'alice', bio: 'A' });
    await uploadAvatar(a, await png());
    const aBefore = (await get('/api/profile', a)).json<Profile>();
    const aPrefs = (await get('/api/user-preferences', a)).json<Preferences>();

    const asB = [
      await get(`/api/profile?userId=${a.id}&id=${a.id}`, b),
      await get(`/api/profile/${a.id}`, b),
      await send('PATCH', `/api/profile?userId=${a.id}`, b, { id: a.id, userId: a.id, username: 'bob', bio: 'B' }),
      await get(`/api/user-preferences?userId=${a.id}`, b),
      await send('PUT', `/api/user-preferences?userId=${a.id}`, b, { userId: a.id, id: a.id, theme: 'light', weightUnit: 'lb' }),
      await uploadAvatar(b, await png(), 'image/png', `/api/profile/avatar?userId=${a.id}`),
      await send('DELETE', `/api/profile/avatar?userId=${a.id}`, b, { userId: a.id }),
      await get(`/api/auth/validate-claims?userId=${a.id}`, b),
      await send('DELETE', `/api/account?userId=${a.id}`, b, { userId: a.id, id: a.id, password: PASSWORD }),
    ];
    for (const res of asB) expect(res.body).not.toContain(a.email);
    expect(asB[0]?.json()).toMatchObject({ id: b.id, email: b.email });
    expect(asB[1]?.statusCode).toBe(404);
    expect(asB[2]?.json()).toMatchObject({ id: b.id, username: 'bob' });

    // Alice is untouched; Bob changed (and finally deleted) only himself.
    expect((await get('/api/profile', a)).json()).toEqual(aBefore);
    expect((await get('/api/user-preferences', a)).json()).toEqual(aPrefs);
    expect((await s.app.inject(aBefore.avatarUrl ?? '')).statusCode).toBe(200);
    expect(await s.app.store.all('SELECT id FROM users WHERE id = ?', [b.id])).toEqual([]);
    expect((await logIn(s, a.email)).res.statusCode).toBe(200);
  });
});
