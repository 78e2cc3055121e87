import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, IP_LIMITS } from '../../sync-server/src/auth/limits';
import { logIn, post, registerConfirmed, someIp } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
let now: number;

beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());
beforeEach(() => {
  now = Date.now();
  s.app.accounts.clock.now = () => now;
});

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: 'rate-limited', message: expect.stringMatching(/try again in \d+ minutes?/) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('per-IP limits (@fastify/rate-limit)', () => {
  const routes: [keyof typeof IP_LIMITS, 'GET' | 'POST', string][] = [
    ['altchaChallenge', 'GET', '/api/auth/altcha-challenge'],
    ['signup', 'POST', '/api/auth/signup'],
    ['confirmEmail', 'POST', '/api/auth/confirm-email'],
    ['resendConfirmation', 'POST', '/api/auth/resend-confirmation'],
    ['login', 'POST', '/api/auth/login'],
    ['refresh', 'POST', '/api/auth/refresh'],
    ['forgotPassword', 'POST', '/api/auth/forgot-password'],
    ['resetPassword', 'POST', '/api/auth/reset-password'],
    ['resetPassword', 'POST', '/api/auth/reset-password-with-code'],
  ];
  it.each(routes)('limits %s (%s %s) per client address', async (name, method, url) => {
    const { max, timeWindow } = IP_LIMITS[name];
    const ip = someIp();
    // Invalid bodies count too: the limit runs before the body is read.
    for (let i = 0; i < max; i++) {
      const res = await s.app.inject({ method, url, remoteAddress: ip, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).not.toBe(429);
    }
    const over = await s.app.inject({ method, url, remoteAddress: ip, payload: method === 'POST' ? {} : undefined });
    expectLimited(over, timeWindow / 1000);
    // Another address is not affected.
    const other = await s.app.inject({ method, url, remoteAddress: someIp(), payload: method === 'POST' ? {} : undefined });
    expect(other.statusCode).not.toBe(429);
  });
});

describe('per-account and per-address limits', () => {
  it('refuses a client after 10 failed logins for an address in 15 minutes, even the right password', async () => {
    const email = await registerConfirmed(s, 'locked@example.test');
    const guesser = someIp();
    for (let i = 0; i < ACCOUNT_LIMITS.failedLogins.max; i++) {
      expect((await logIn(s, email, 'wrong password', guesser)).res.statusCode).toBe(401);
    }
    const locked = await logIn(s, email, undefined, guesser);
    expectLimited(locked.res, 15 * 60);
    // Counted per address and client together: the owner elsewhere is not locked out.
    expect((await logIn(s, email, undefined, someIp())).res.statusCode).toBe(200);
    now += 15 * 60_000 + 1_000;
    expect((await logIn(s, email, undefined, guesser)).res.statusCode).toBe(200);
  });

  it('forgets failures after a successful login', async () => {
    const email = await registerConfirmed(s, 'forgiven@example.test');
    const ip = someIp();
    for (let i = 0; i < ACCOUNT_LIMITS.failedLogins.max - 1; i++) await logIn(s, email, 'wrong password', ip);
    expect((await logIn(s, email, undefined, ip)).res.statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMITS.failedLogins.max - 1; i++) await logIn(s, email, 'wrong password', ip);
    expect((await logIn(s, email, undefined, ip)).res.statusCode).toBe(200);
  });

  it('sends at most one e-mail a minute to an address', async () => {
    const first = await post(s.app, '/api/auth/forgot-password', { email: 'minute@example.test' }, { remoteAddress: someIp() });
    expect(first.statusCode).toBe(200);
    const second = await post(s.app, '/api/auth/forgot-password', { email: 'minute@example.test' }, { remoteAddress: someIp() });
    expectLimited(second, 60);
    const resend = await post(s.app, '/api/auth/resend-confirmation', { email: 'MINUTE@example.test' }, { remoteAddress: someIp() });
    expectLimited(resend, 60);
    now += 61_000;
    expect((await post(s.app, '/api/auth/forgot-password', { email: 'minute@example.test' }, { remoteAddress: someIp() })).statusCode).toBe(200);
  });

  it('allows 5 password resets per address in 2 hours', async () => {
    const email = 'five@example.test';
    for (let i = 0; i < 5; i++) {
      expect((await post(s.app, '/api/auth/forgot-password', { email }, { remoteAddress: someIp() })).statusCode).toBe(200);
      now += 61_000;
    }
    const sixth = await post(s.app, '/api/auth/forgot-password', { email }, { remoteAddress: someIp() });
    expectLimited(sixth, 2 * 60 * 60);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60 * 60);
    now += 2 * 60 * 60_000;
    expect((await post(s.app, '/api/auth/forgot-password', { email }, { remoteAddress: someIp() })).statusCode).toBe(200);
  });
});
