import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, lastMailTo, linkParam, logIn, mails, post, PASSWORD, registerConfirmed, resetCodeIn, signUp, someIp } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
let now: number;
const HOUR = 60 * 60_000;
const NEW_PASSWORD = 'a brand new password';

beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());
beforeEach(() => {
  now = Date.now();
  s.app.accounts.clock.now = () => now;
});

/** A confirmed keeper whose sign-up mail is more than a minute old (the per-address mail limit). */
async function keeper(email: string): Promise<string> {
  await registerConfirmed(s, email);
  now += 61_000;
  return email;
}
const confirm = (token: string) => post(s.app, '/api/auth/confirm-email', { token });
const forgot = (email: string) => post(s.app, '/api/auth/forgot-password', { email });
const resetWithLink = (code: string, password = NEW_PASSWORD) => post(s.app, '/api/auth/reset-password', { code, password, passwordConfirm: password });
const resetWithCode = (email: string, code: string, password = NEW_PASSWORD) =>
  post(s.app, '/api/auth/reset-password-with-code', { email, code, password, passwordConfirm: password });

describe('e-mail confirmation tokens', () => {
  it('work once', async () => {
    await signUp(s, 'once@example.test');
    const token = linkParam(lastMailTo(s, 'once@example.test'), 'token');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid-token' });
  });

  it('expire after 24 hours', async () => {
    await signUp(s, 'late@example.test');
    const token = linkParam(lastMailTo(s, 'late@example.test'), 'token');
    now += 24 * HOUR + 1_000;
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'expired-token' });
    expect((await logIn(s, 'late@example.test')).res.statusCode).toBe(403);
  });

  it('refuses made-up tokens and a missing one', async () => {
    expect((await confirm('x'.repeat(43))).json()).toMatchObject({ error: 'invalid-token' });
    const missing = await post(s.app, '/api/auth/confirm-email', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid-request', fields: { token: expect.any(String) } });
  });

  it('are stored hashed', async () => {
    await signUp(s, 'hashed@example.test');
    const token = linkParam(lastMailTo(s, 'hashed@example.test'), 'token');
    const stored = (await s.app.store.all<{ h: string }>('SELECT token_hash AS h FROM email_tokens')).map((r) => r.h);
    expect(stored).not.toContain(token);
  });

  it('are re-sent for an unconfirmed account, and silently not for others', async () => {
    await signUp(s, 'resend@example.test');
    now += 61_000;
    const before = mails(s).length;
    expect((await post(s.app, '/api/auth/resend-confirmation', { email: 'resend@example.test' })).json()).toEqual({ ok: true });
    expect(mails(s).length).toBe(before + 1);
    expect((await confirm(linkParam(lastMailTo(s, 'resend@example.test'), 'token'))).statusCode).toBe(200);
    expect((await logIn(s, 'resend@example.test')).res.statusCode).toBe(200);
    now += 61_000;
    const count = mails(s).length;
    expect((await post(s.app, '/api/auth/resend-confirmation', { email: 'resend@example.test' })).json()).toEqual({ ok: true });
    expect((await post(s.app, '/api/auth/resend-confirmation', { email: 'nobody@example.test' })).json()).toEqual({ ok: true });
    expect(mails(s).length).toBe(count);
  });

  it('let the mailbox owner, not an earlier registrant, choose the password', async () => {
    // Someone registers the address first with their own password and never confirms...
    await signUp(s, 'victim@example.test', { password: 'attacker password' });
    now += 61_000;
    // ...then the owner signs up and confirms their own link.
    await signUp(s, 'victim@example.test', { password: 'owner password' });
    await confirm(linkParam(lastMailTo(s, 'victim@example.test'), 'token'));
    expect((await logIn(s, 'victim@example.test', 'attacker password')).res.statusCode).toBe(401);
    expect((await logIn(s, 'victim@example.test', 'owner password')).res.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a link and a 6-digit code; the link resets once and ends every other session', async () => {
    const email = await keeper('reset-link@example.test');
    const { accessToken, cookie } = await logIn(s, email);
    expect((await forgot(email)).json()).toEqual({ ok: true });
    const mail = lastMailTo(s, email);
    expect(mail.subject).toBe('Reset your HerpTrack password');
    expect(mail.text).toContain(`${s.config.publicUrl}/reset-password#code=`);
    expect(resetCodeIn(mail)).toMatch(/^\d{6}$/);
    const code = linkParam(mail, 'code');
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);

    expect((await resetWithLink(code)).json()).toEqual({ ok: true });
    expect((await resetWithLink(code)).json()).toMatchObject({ error: 'invalid-token' });

    // The old access token and the old refresh cookie are both dead.
    const profile = await s.app.inject({ url: '/api/profile', headers: bearer(accessToken) });
    expect(profile.statusCode).toBe(401);
    expect((await post(s.app, '/api/auth/refresh', undefined, { cookie: cookie ?? '' })).statusCode).toBe(401);
    expect((await logIn(s, email, PASSWORD)).res.statusCode).toBe(401);
    expect((await logIn(s, email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('accepts the code once, and it burns the link too', async () => {
    const email = await keeper('reset-code@example.test');
    await forgot(email);
    const mail = lastMailTo(s, email);
    const code = resetCodeIn(mail);
    expect((await resetWithCode(email, code)).statusCode).toBe(200);
    expect((await resetWithCode(email, code)).json()).toMatchObject({ error: 'invalid-token' });
    expect((await resetWithLink(linkParam(mail, 'code'))).json()).toMatchObject({ error: 'invalid-token' });
    expect((await logIn(s, email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('burns a code after 5 wrong guesses', async () => {
    const email = await keeper('guess@example.test');
    await forgot(email);
    const code = resetCodeIn(lastMailTo(s, email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await resetWithCode(email, wrong)).json()).toMatchObject({ error: 'invalid-token' });
    expect((await resetWithCode(email, code)).json()).toMatchObject({ error: 'invalid-token' });
    expect((await logIn(s, email)).res.statusCode).toBe(200);
  });

  it('gives guesses sent all at once five tries in all', async () => {
    const email = await keeper('burst@example.test');
    await forgot(email);
    const code = resetCodeIn(lastMailTo(s, email));
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // Twenty wrong codes race each other (from addresses of their own: the per-IP limit is not
    // what is tested); the right one comes after them.
    const guess = (c: string) => post(s.app, '/api/auth/reset-password-with-code', { email, code: c, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }, { remoteAddress: someIp() });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(wrong(i))));
    expect(answers.every((a) => a.json<{ error: string }>().error === 'invalid-token')).toBe(true);
    const row = await s.app.store.one<{ attempts: number; usedAt: number | null }>(
      `SELECT failed_attempts AS attempts, used_at AS "usedAt" FROM email_tokens e JOIN users u ON u.id = e.user_id WHERE u.email = ? AND e.purpose = 'reset-code'`, [email]);
    expect(row).toEqual({ attempts: 5, usedAt: expect.any(Number) });
    expect((await guess(code)).json()).toMatchObject({ error: 'invalid-token' });
  });

  it('lets codes expire after 15 minutes and links after 24 hours', async () => {
    const email = await keeper('slow@example.test');
    await forgot(email);
    const mail = lastMailTo(s, email);
    now += 15 * 60_000 + 1_000;
    expect((await resetWithCode(email, resetCodeIn(mail))).json()).toMatchObject({ error: 'expired-token' });
    now += 24 * HOUR;
    expect((await resetWithLink(linkParam(mail, 'code'))).json()).toMatchObject({ error: 'expired-token' });
  });

  it('says "expired" only to someone holding the right code', async () => {
    const email = await keeper('probe@example.test');
    await forgot(email);
    const code = resetCodeIn(lastMailTo(s, email));
    now += HOUR;
    const wrong = code === '123456' ? '654321' : '123456';
    const probe = await resetWithCode(email, wrong);
    const unknown = await resetWithCode('nobody-here@example.test', wrong);
    expect(probe.json()).toEqual(unknown.json());
    expect(probe.json()).toMatchObject({ error: 'invalid-token' });
  });

  it('only honours the newest request', async () => {
    const email = await keeper('twice@example.test');
    await forgot(email);
    const first = lastMailTo(s, email);
    now += 61_000;
    await forgot(email);
    expect((await resetWithLink(linkParam(first, 'code'))).json()).toMatchObject({ error: 'invalid-token' });
    expect((await resetWithCode(email, resetCodeIn(first))).statusCode).toBe(400);
    expect((await resetWithCode(email, resetCodeIn(lastMailTo(s, email)))).statusCode).toBe(200);
  });

  it('requires 8 characters and matching entries', async () => {
    const res = await post(s.app, '/api/auth/reset-password', { code: 'x', password: 'short', passwordConfirm: 'other' });
    expect(res.json()).toMatchObject({ error: 'invalid-request', fields: { password: 'errors.passwordMin8' } });
    const mismatch = await post(s.app, '/api/auth/reset-password', { code: 'x', password: 'long enough', passwordConfirm: 'long enougH' });
    expect(mismatch.json()).toMatchObject({ fields: { passwordConfirm: 'errors.passwordsDoNotMatch' } });
  });

  it('confirms an unconfirmed address, since the reset proved the mailbox', async () => {
    await signUp(s, 'unconfirmed-reset@example.test');
    now += 61_000;
    await forgot('unconfirmed-reset@example.test');
    await resetWithLink(linkParam(lastMailTo(s, 'unconfirmed-reset@example.test'), 'code'));
    const row = await s.app.store.one<{ confirmedAt: number | null }>('SELECT confirmed_at AS "confirmedAt" FROM users WHERE email = ?', ['unconfirmed-reset@example.test']);
    expect(row?.confirmedAt).toEqual(expect.any(Number));
    expect((await logIn(s, 'unconfirmed-reset@example.test', NEW_PASSWORD)).res.statusCode).toBe(200);
  });
});
