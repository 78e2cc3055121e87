import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionReply } from '../../shared/schemas/auth';
import { bearer, lastMailTo, linkParam, logIn, post, refreshCookieOf, registerConfirmed, signUp } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer({ EMBED_ALLOWED_ORIGINS: 'https://partner.test' });
});
afterAll(() => s.close());

describe('sign-up, confirmation, login, refresh, logout', () => {
  it('walks the whole happy path', async () => {
    const signup = await signUp(s, '  Keeper@Example.TEST ');
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ ok: true });

    // Unconfirmed: the right password is told apart from a wrong one only by this 403.
    const early = await post(s.app, '/api/auth/login', { email: 'keeper@example.test', password: 'correct horse battery' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: 'email-not-confirmed' });

    const mail = lastMailTo(s, 'keeper@example.test');
    expect(mail.subject).toBe('Confirm your HerpTrack account');
    const link = mail.text.match(/http\S+confirm-email\S+/)?.[0] ?? '';
    // The token rides in the fragment, which browsers never send (issue 24).
    expect(link.startsWith(`${s.config.publicUrl}/confirm-email#token=`)).toBe(true);
    expect(new URLSearchParams(new URL(link).hash.slice(1)).get('type')).toBe('signup');
    const token = linkParam(mail, 'token');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const confirm = await post(s.app, '/api/auth/confirm-email', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ ok: true });

    const login = await post(s.app, '/api/auth/login', { email: ' KEEPER@example.test', password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    const session = SessionReply.parse(login.json());
    expect(session.profile).toMatchObject({ email: 'keeper@example.test', role: 'user', username: null, preferences: { weightUnit: 'g', lengthUnit: 'cm', language: 'en', theme: 'dark' } });
    expect(session.claims).toEqual({ isAdmin: false, isModerator: false, isPremium: false, premiumTier: null, collectionLimit: 0, premiumExpiresAt: null });
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(JSON.stringify(login.json())).not.toMatch(/password|hash/i);

    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^ht_refresh=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/auth');
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(setCookie).not.toContain('Secure'); // http://localhost in tests
    const cookie1 = refreshCookieOf(login);

    const profile = await s.app.inject({ url: '/api/profile', headers: bearer(session.accessToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'keeper@example.test' });

    const refreshed = await post(s.app, '/api/auth/refresh', undefined, { cookie: cookie1 ?? '' });
    expect(refreshed.statusCode).toBe(200);
    expect(SessionReply.parse(refreshed.json()).profile.email).toBe('keeper@example.test');
    const cookie2 = refreshCookieOf(refreshed);
    expect(cookie2).toBeTruthy();
    expect(cookie2).not.toBe(cookie1);

    const logout = await post(s.app, '/api/auth/logout', undefined, { cookie: cookie2 ?? '' });
    expect(logout.statusCode).toBe(204);
    expect(refreshCookieOf(logout)).toBe('');
    const after = await post(s.app, '/api/auth/refresh', undefined, { cookie: cookie2 ?? '' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'session-expired' });
  });

  it('answers refresh without a cookie with 401 session-expired', async () => {
    const res = await post(s.app, '/api/auth/refresh');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'session-expired' });
  });

  it('answers a wrong password with the generic 401', async () => {
    await registerConfirmed(s, 'wrongpw@example.test');
    const res = await post(s.app, '/api/auth/login', { email: 'wrongpw@example.test', password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid-credentials', message: 'Invalid login credentials' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('validates bodies with the contract and names the bad fields', async () => {
    const res = await post(s.app, '/api/auth/reset-password-with-code', { email: 'not-an-email', code: '12', password: 'short', passwordConfirm: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid-request',
      fields: { email: 'errors.emailInvalid', code: 'errors.codeInvalid', password: 'errors.passwordMin8' },
    });
    const noBody = await post(s.app, '/api/auth/login');
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ error: 'invalid-request', fields: { email: expect.any(String), password: expect.any(String) } });
  });

  it('sets a Secure cookie when the public address is not plain-http localhost', async () => {
    const secure = await buildTestServer({ PUBLIC_URL: 'https://herptrack.example' });
    try {
      await registerConfirmed(secure, 'secure@example.test');
      const { res } = await logIn(secure, 'secure@example.test');
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('lists the origins allowed to embed the login page', async () => {
    const res = await s.app.inject('/api/auth/embed-origins');
    expect(res.json()).toEqual({ origins: ['https://partner.test'] });
  });

  it('serves a fresh ALTCHA challenge that is never cached', async () => {
    const res = await s.app.inject('/api/auth/altcha-challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ parameters: { algorithm: string; expiresAt: number }; signature: string }>();
    expect(body.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(body.signature).toMatch(/^[a-f0-9]{64}$/);
    const ttl = body.parameters.expiresAt * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });
});
