/**
 * Issue 10: one test per finding of the security probe, each failing on the code it was found in.
 * (The per-user push limits and the pull's prepared statements are tested with the sync code.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { decodeJwt, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { IMAGE_CONCURRENCY, withImageSlot } from '../../sync-server/src/auth/images';
import { MAX_PHOTO_BYTES } from '../../sync-server/src/reptiles/photo-store';
import { bearer, lastMailTo, logIn, PASSWORD, post, registerConfirmed, signUp, someIp } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

describe('the dev mailbox (critical: account takeover)', () => {
  /** The server exactly as `npm start` runs it: no environment at all but where its data lives. */
  async function productionStart(staticDir: string) {
    const dataDir = mkdtempSync(join(tmpdir(), 'herptrack-start-'));
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { logger: false });
    return { app, config, dataDir, close: async () => { await app.close(); rmSync(dataDir, { recursive: true, force: true }); } };
  }

  it('is not served by a server started like `npm start`', async () => {
    const server = await productionStart(join(tmpdir(), 'herptrack-no-build'));
    try {
      expect(server.config.devMailbox).toBe(false);
      // A mail with a secret link is on disk...
      await signUp(server, 'victim@example.test');
      expect(lastMailTo(server, 'victim@example.test').subject).toBe('Confirm your HerpTrack account');
      // ...and nobody can read it over HTTP.
      expect((await server.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await server.app.inject('/dev/mailbox/1-ab.eml')).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('leaves only the app shell at that address when the app is built', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'herptrack-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>HerpTrack</title>');
    const server = await productionStart(staticDir);
    try {
      await signUp(server, 'someone@example.test');
      const res = await server.app.inject('/dev/mailbox');
      expect(res.body).not.toContain('someone@example.test');
      expect(res.body).not.toContain('confirm-email');
    } finally {
      await server.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});

describe('failed logins (medium: anyone could lock any account)', () => {
  it("leaves the owner's sign-in working after a stranger's 10 wrong passwords from another address", async () => {
    const email = await registerConfirmed(s, 'owner@example.test');
    const stranger = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await logIn(s, email, 'a wrong guess', stranger)).res.statusCode).toBe(401);
    expect((await logIn(s, email, 'a wrong guess', stranger)).res.statusCode).toBe(429);
    const owner = await logIn(s, email, PASSWORD, '198.51.100.20');
    expect(owner.res.statusCode).toBe(200);
    // And the stranger is still held back, whatever password they try.
    expect((await logIn(s, email, PASSWORD, stranger)).res.statusCode).toBe(429);
  });
});

describe('forgot-password (medium: its time told which addresses have accounts)', () => {
  it('answers a known and an unknown address in the same time', async () => {
    const known = await registerConfirmed(s, 'timed@example.test');
    let now = Date.now();
    s.app.accounts.clock.now = () => now;
    const time = async (email: string) => {
      // Past every per-address limit (one mail a minute, five resets in two hours).
      now += 3 * 60 * 60_000;
      const start = performance.now();
      const res = await s.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: someIp() });
      const ms = performance.now() - start;
      expect(res.json()).toEqual({ ok: true });
      // The mail is made after the answer; let it finish outside the measured time.
      await s.app.accounts.background.idle();
      return ms;
    };
    for (let i = 0; i < 3; i++) await time(i % 2 ? known : `warm-up-${i}@example.test`);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Two dozen interleaved tries each (the issue asks for at least a dozen): a median of 24
    // sub-millisecond samples stays put when a loaded CI machine stalls a few of them.
    for (let i = 0; i < 24; i++) {
      knownMs.push(await time(known));
      unknownMs.push(await time(`nobody-${i}@example.test`));
    }
    const median = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return ((sorted[11] ?? 0) + (sorted[12] ?? 0)) / 2;
    };
    const [a, b] = [median(knownMs), median(unknownMs)];
    expect(Math.max(a, b) / Math.min(a, b), `known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms`).toBeLessThan(1.5);
    // The mail did go out to the known address only.
    expect(lastMailTo(s, known).subject).toBe('Reset your HerpTrack password');
    s.app.accounts.clock.now = () => Date.now();
  });
});

describe('access tokens after the session ends (low: they worked for up to 30 minutes)', () => {
  const profile = (token: string | null) => s.app.inject({ url: '/api/profile', headers: bearer(token) });

  it('stop working at sign-out', async () => {
    const email = await registerConfirmed(s, 'signs-out@example.test');
    const phone = await logIn(s, email);
    const laptop = await logIn(s, email);
    expect((await profile(phone.accessToken)).statusCode).toBe(200);
    expect((await post(s.app, '/api/auth/logout', undefined, { cookie: phone.cookie ?? '' })).statusCode).toBe(204);
    const after = await profile(phone.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'auth-required' });
    // Only that sign-in ended.
    expect((await profile(laptop.accessToken)).statusCode).toBe(200);
  });

  it('stop working when a reused refresh token revokes the family', async () => {
    const email = await registerConfirmed(s, 'robbed@example.test');
    let now = Date.now();
    s.app.accounts.clock.now = () => now;
    try {
      const { cookie, accessToken } = await logIn(s, email);
      const rotated = await post(s.app, '/api/auth/refresh', undefined, { cookie: cookie ?? '' });
      const fresh = rotated.json<{ accessToken: string }>().accessToken;
      expect((await profile(fresh)).statusCode).toBe(200);
      // A copy of the first cookie comes back after the grace window: reuse, the family is revoked.
      now += 60_000;
      expect((await post(s.app, '/api/auth/refresh', undefined, { cookie: cookie ?? '' })).statusCode).toBe(401);
      expect((await profile(accessToken)).statusCode).toBe(401);
      expect((await profile(fresh)).statusCode).toBe(401);
    } finally {
      s.app.accounts.clock.now = () => Date.now();
    }
  });
});

describe('token expiry (low: a token without exp was accepted)', () => {
  it('refuses a token signed with our key that has no expiry', async () => {
    const email = await registerConfirmed(s, 'forever@example.test');
    const { accessToken } = await logIn(s, email);
    const claims = decodeJwt(accessToken ?? '');
    const key = new TextEncoder().encode(s.config.jwtSecret);
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ role: claims.role, epoch: claims.epoch, fid: claims.fid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.sub ?? '').setIssuer('herptrack').setAudience('herptrack-app').setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(key);
    };
    const profile = async (token: string) => (await s.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode;
    expect(await profile(await sign(true))).toBe(200);
    expect(await profile(await sign(false))).toBe(401);
  });
});

describe('reptile photo uploads (low: a stranger\'s body was read before the token was checked)', () => {
  it('answers 401 without reading the body', async () => {
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled++;
        this.push(pulled > 60 ? null : Buffer.alloc(64 * 1024, 1));
      },
    });
    const res = await s.app.inject({
      method: 'POST', url: `/api/reptiles/${crypto.randomUUID()}/photo`, payload: body,
      headers: { 'content-type': 'image/png', 'content-length': String(60 * 64 * 1024) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'auth-required' });
    expect(pulled).toBeLessThanOrEqual(1);
    // Larger than any photo may be, it still gets the 401, not a 413 that read 5 MB first.
    const big = await s.app.inject({ method: 'POST', url: `/api/reptiles/${crypto.randomUUID()}/photo`, payload: Buffer.alloc(6 * 1024 * 1024), headers: { 'content-type': 'image/png' } });
    expect(big.statusCode).toBe(401);
  });
});

describe('image size in pixels (low: a 143 KB PNG of 7000 x 7000 was decoded)', () => {
  let owner: TestUser;
  let huge: Buffer;
  beforeAll(async () => {
    owner = await createTestUser(s.app, { premiumTier: 'HerpPlus' });
    huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2f9e44' } }).png({ compressionLevel: 9 }).toBuffer();
  });

  it('refuses a 7000 x 7000 PNG as a reptile photo and as an avatar, and takes a phone photo', async () => {
    expect(huge.length).toBeLessThan(MAX_PHOTO_BYTES);
    const reptile = reptileArgs();
    await syncApi(s.app, owner).push([mutation(1, 'reptile.create.v1', reptile)]);
    const photo = await s.app.inject({ method: 'POST', url: `/api/reptiles/${reptile.id}/photo`, headers: { ...owner.headers, 'content-type': 'image/png' }, payload: huge });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toMatchObject({ error: 'invalid-image', message: expect.stringContaining('4096') });

    const email = await registerConfirmed(s, 'big-avatar@example.test');
    const { accessToken } = await logIn(s, email);
    const avatar = (payload: Buffer) => s.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...bearer(accessToken), 'content-type': 'image/png' }, payload });
    const refused = await avatar(huge);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid-image' });
    // A 12 MP phone photo (4032 x 3024) is what the limit is sized for.
    const phone = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#806040' } }).jpeg({ quality: 80 }).toBuffer();
    expect((await avatar(phone)).statusCode).toBe(200);
  });

  it('decodes at most IMAGE_CONCURRENCY images at once', async () => {
    let running = 0;
    let most = 0;
    const work = () => withImageSlot(async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    });
    await Promise.all(Array.from({ length: 8 }, work));
    expect(most).toBe(IMAGE_CONCURRENCY);
    expect(running).toBe(0);
  });
});

describe('framework errors (low: they answered with Fastify\'s codes)', () => {
  const send = (payload: string | Buffer, contentType: string) =>
    s.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType }, remoteAddress: someIp() });

  it.each([
    ['an oversized body', () => send(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }), 'application/json'), 413, 'payload-too-large'],
    ['malformed JSON', () => send('{"email": "a@b.test", ', 'application/json'), 400, 'invalid-json'],
    ['an empty JSON body', () => send('', 'application/json'), 400, 'invalid-json'],
    ['a content type nobody parses', () => send('<login/>', 'application/xml'), 415, 'unsupported-media-type'],
  ])('answers %s with our code and message', async (_name, request, status, code) => {
    const res = await request();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: code, message: expect.any(String) });
    expect(res.body).not.toMatch(/FST_|Fastify|content-type is set/i);
  });
});

describe('framing (low: with EMBED_ALLOWED_ORIGINS every page could be framed)', () => {
  let embed: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'herptrack-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>HerpTrack</title>');
    embed = await buildTestServer({ EMBED_ALLOWED_ORIGINS: 'https://partner.test,https://club.test', STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await embed.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const framing = async (url: string) => {
    const res = await embed.app.inject(url);
    const ancestors = /frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    return { ancestors, xfo: res.headers['x-frame-options'] };
  };

  it.each(['/login-iframe', '/reset-password-iframe', '/login-iframe?lang=bg', '/reset-password-iframe/'])('lets the partners frame %s', async (url) => {
    const { ancestors, xfo } = await framing(url);
    expect(ancestors).toBe("'self' https://partner.test https://club.test");
    expect(xfo).toBeUndefined();
  });

  it.each(['/', '/dashboard', '/login', '/reset-password', '/login-iframe-x', '/login-iframe/more', '/api/health', '/api/auth/embed-origins'])('lets nobody frame %s', async (url) => {
    expect(await framing(url)).toEqual({ ancestors: "'none'", xfo: 'DENY' });
  });
});
