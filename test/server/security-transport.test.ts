/**
 * Issue 24, the security probe's transport and storage findings: one test (or a few) per finding,
 * each failing on the code it was found in. The accounts' own flows are in auth-*.test.ts.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { bearer, lastMailTo, logIn, PASSWORD, post, registerConfirmed, signUp, someIp } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A server on its own SQLite DATA_DIR (`dataDir` need not exist yet), its log lines kept. */
async function ownServer(env: Record<string, string> = {}, dataDir = mkdtempSync(join(tmpdir(), 'herptrack-transport-'))) {
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', STATIC_DIR: join(dataDir, 'no-build'), ...env, DATABASE_URL: '' });
  const app = await buildApp(config, { logStream: { write: (line) => void lines.push(line) } });
  return { app, config, dataDir, log: () => lines.join(''), close: async () => { await app.close(); rmSync(dataDir, { recursive: true, force: true }); } };
}

describe('secrets of e-mail links (high: whoever reads the request log resets the password)', () => {
  it('mails the confirmation token and the reset code in the fragment, which browsers never send', async () => {
    const email = await registerConfirmed(s, 'fragment@example.test');
    const confirm = lastMailTo(s, email).text;
    expect(confirm).toContain(`${s.config.publicUrl}/confirm-email#token=`);
    // Another address: mail to one address is limited to one a minute.
    const other = await createTestUser(s.app, { email: 'fragment-reset@example.test' });
    await post(s.app, '/api/auth/forgot-password', { email: other.email });
    const reset = lastMailTo(s, other.email).text;
    expect(reset).toMatch(new RegExp(`${s.config.publicUrl}/reset-password#code=[\\w-]{20,}`));
    expect(reset).not.toContain('/reset-password?');
    expect(confirm).not.toContain('/confirm-email?');
  });

  it('keeps the secret of an older link, still in a mailbox, out of the request log', async () => {
    const server = await ownServer();
    try {
      const secrets = ['RESETSECRET1', 'CONFIRMSECRET2', 'LANDINGSECRET3', 'HASHSECRET4', 'APISECRET5'];
      for (const url of [
        '/reset-password?code=RESETSECRET1',
        '/confirm-email?token=CONFIRMSECRET2&type=signup',
        '/?code=LANDINGSECRET3',
        '/auth-redirect?token_hash=HASHSECRET4&type=signup',
        '/api/anything?lng=bg&token=APISECRET5',
      ]) await server.app.inject(url);
      const log = server.log();
      // The requests were logged...
      expect(log).toContain('"url":"/reset-password?[redacted]"');
      expect(log).toContain('"url":"/confirm-email?[redacted]"');
      expect(log).toContain('"url":"/api/anything?lng=bg&token=[redacted]"');
      // ...and none of the secrets with them.
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await server.close();
    }
  });
});

describe('parallel wrong passwords (high: 15 at once were judged against a limit of 10)', () => {
  it('answers at most 10 of 15 parallel wrong sign-ins with a password check, the rest 429', async () => {
    const email = await registerConfirmed(s, 'parallel-login@example.test');
    const ip = someIp();
    const answers = await Promise.all(Array.from({ length: 15 }, () => logIn(s, email, 'a wrong guess', ip)));
    const statuses = answers.map((a) => a.res.statusCode);
    expect(statuses.every((x) => x === 401 || x === 429)).toBe(true);
    expect(statuses.filter((x) => x === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(5);
    // The owner, elsewhere, still signs in; and that clears nothing of the guesser's count.
    expect((await logIn(s, email, PASSWORD, someIp())).res.statusCode).toBe(200);
    expect((await logIn(s, email, PASSWORD, ip)).res.statusCode).toBe(429);
  });

  it('answers at most 10 of 15 parallel wrong passwords on account deletion, the rest 429, and keeps the account', async () => {
    const email = await registerConfirmed(s, 'parallel-delete@example.test');
    const { accessToken } = await logIn(s, email, PASSWORD, someIp());
    const ip = someIp();
    const answers = await Promise.all(Array.from({ length: 15 }, () => s.app.inject({
      method: 'DELETE', url: '/api/account', remoteAddress: ip, headers: bearer(accessToken), payload: { password: 'a wrong guess' },
    })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((x) => x === 403 || x === 429)).toBe(true);
    expect(statuses.filter((x) => x === 403).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(5);
    expect(answers.find((r) => r.statusCode === 429)?.json()).toMatchObject({ error: 'rate-limited' });
    // Even the right password is held back from that address now; the account is still there.
    const right = await s.app.inject({ method: 'DELETE', url: '/api/account', remoteAddress: ip, headers: bearer(accessToken), payload: { password: PASSWORD } });
    expect(right.statusCode).toBe(429);
    expect((await logIn(s, email, PASSWORD, someIp())).res.statusCode).toBe(200);
  });

  it('limits account deletion per client address too, before the token is read', async () => {
    const ip = someIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await s.app.inject({ method: 'DELETE', url: '/api/account', remoteAddress: ip, payload: { password: 'x' } })).statusCode);
    }
    expect(statuses.slice(0, 20).every((x) => x === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await s.app.inject({ method: 'DELETE', url: '/api/account', remoteAddress: someIp(), payload: { password: 'x' } })).statusCode).toBe(401);
  });
});

describe('Strict-Transport-Security (medium: an https deployment could be downgraded)', () => {
  const hstsOf = async (env: Record<string, string>) => {
    const server = await ownServer({ LOG_LEVEL: 'silent', ...env });
    try {
      return (await server.app.inject('/api/health/live')).headers['strict-transport-security'];
    } finally {
      await server.close();
    }
  };

  it('is sent for a year, subdomains included, in production behind an https PUBLIC_URL', async () => {
    expect(await hstsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://herptrack.example' })).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent on http or in development', async () => {
    expect(await hstsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://herptrack.example' })).toBeUndefined();
    expect(await hstsOf({ NODE_ENV: 'development', PUBLIC_URL: 'https://herptrack.example' })).toBeUndefined();
  });
});

describe('caching of API answers (medium: tokens, wallets and profiles could be kept by caches)', () => {
  it('answers every private API request, and the sign-in with its token, with no-store', async () => {
    const email = await registerConfirmed(s, 'no-store@example.test');
    const login = await logIn(s, email, PASSWORD, someIp());
    expect(login.res.headers['cache-control']).toBe('no-store');
    const auth = bearer(login.accessToken);
    for (const url of ['/api/profile', '/api/repticoins', '/api/user-preferences', '/api/auth/validate-claims']) {
      const res = await s.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const admin = await createTestUser(s.app, { role: 'admin' });
    const list = await s.app.inject({ url: '/api/admin/users', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    // Refusals and unknown API addresses too.
    expect((await s.app.inject('/api/profile')).headers['cache-control']).toBe('no-store');
    expect((await s.app.inject('/api/no-such-thing')).headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching a route chose itself', async () => {
    expect((await s.app.inject('/api/public-config')).headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('file modes (medium: the database and the mailed reset codes were world-readable)', () => {
  it('creates the data directory, the database, secrets, mail and uploads for the server\'s user only', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'herptrack-modes-'));
    const server = await ownServer({ LOG_LEVEL: 'silent' }, join(parent, 'data'));
    try {
      await signUp(server, 'modes@example.test');
      const keeper = await createTestUser(server.app);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } }).png().toBuffer();
      const avatar = await server.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...keeper.headers, 'content-type': 'image/png' }, payload: png });
      expect(avatar.statusCode).toBe(200);
      const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
      const dir = server.config.dataDir;
      expect(modeOf(dir)).toBe('700');
      for (const f of ['herptrack.sqlite', 'herptrack.sqlite-wal', 'herptrack.sqlite-shm']) expect(modeOf(join(dir, f)), f).toBe('600');
      expect(modeOf(join(dir, 'secrets'))).toBe('700');
      for (const f of readdirSync(join(dir, 'secrets'))) expect(modeOf(join(dir, 'secrets', f)), f).toBe('600');
      expect(modeOf(join(dir, 'mail'))).toBe('700');
      const mails = readdirSync(join(dir, 'mail'));
      expect(mails.length).toBeGreaterThan(0);
      for (const f of mails) expect(modeOf(join(dir, 'mail', f)), f).toBe('600');
      const uploads = server.config.uploadsDir;
      expect(modeOf(uploads)).toBe('700');
      expect(modeOf(join(uploads, 'avatars'))).toBe('700');
      const files = readdirSync(join(uploads, 'avatars'));
      expect(files.length).toBe(1);
      for (const f of files) expect(modeOf(join(uploads, 'avatars', f)), f).toBe('600');
    } finally {
      await server.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

/** Sends raw bytes to a listening server and reads its whole answer until it closes. */
async function rawExchange(port: number, request: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => socket.write(request));
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  return answer;
}

const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('the framework\'s own error answers (low: its wording and codes reached clients)', () => {
  it('answers an address that does not decode with our body', async () => {
    const res = await s.app.inject('/api/%');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad-request', message: 'This address is not valid.' });
    expect(res.body).not.toMatch(/FST_|statusCode/);
  });

  it('answers headers too large (431) and a malformed request (400) on the socket with our body', async () => {
    const server = await ownServer({ LOG_LEVEL: 'silent' });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const big = await rawExchange(address.port, `GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(big).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(big)).toEqual({ error: 'headers-too-large', message: 'The request headers are too large.' });
      const malformed = await rawExchange(address.port, 'NOT A REQUEST\r\n\r\n');
      expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(malformed)).toEqual({ error: 'bad-request', message: 'The request could not be read.' });
      for (const answer of [big, malformed]) expect(answer).not.toMatch(/Client Error|statusCode|FST_/);
    } finally {
      await server.close();
    }
  });
});

describe('request ids from clients (low: anyone could write their own ids into our logs)', () => {
  it('ignores a client\'s X-Request-Id when no proxy is trusted', async () => {
    const res = await s.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'client-chosen-1' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps the id our proxy sends, and only from the proxy', async () => {
    const server = await ownServer({ LOG_LEVEL: 'silent', TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
    try {
      const via = (remoteAddress: string) => server.app.inject({ url: '/api/health/live', remoteAddress, headers: { 'x-request-id': 'lb-1.2:3' } });
      expect((await via('127.0.0.1')).headers['x-request-id']).toBe('lb-1.2:3');
      expect((await via('10.1.2.3')).headers['x-request-id']).toBe('lb-1.2:3');
      expect((await via('::ffff:10.1.2.3')).headers['x-request-id']).toBe('lb-1.2:3');
      expect((await via('203.0.113.9')).headers['x-request-id']).toMatch(UUID);
    } finally {
      await server.close();
    }
  });
});
