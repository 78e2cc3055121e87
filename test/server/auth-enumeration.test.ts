import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastMailTo, mails, post, PASSWORD, registerConfirmed, signUp, solveAltcha, someIp } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
let now: number;
let known: string;

beforeAll(async () => {
  s = await buildTestServer();
  known = await registerConfirmed(s, 'known@example.test');
});
afterAll(() => s.close());
beforeEach(() => {
  // Each test starts more than a minute after the last mail to any address.
  now = (now ?? Date.now()) + 5 * 60_000;
  s.app.accounts.clock.now = () => now;
});

const answer = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) =>
  ({ status: res.statusCode, body: res.body, cookie: res.headers['set-cookie'] ?? null });

describe('no answer tells whether an address has an account', () => {
  it('sign-up', async () => {
    const a = await signUp(s, known);
    const b = await signUp(s, 'unknown-signup@example.test');
    expect(answer(a)).toEqual(answer(b));
    expect(a.json()).toEqual({ ok: true });
    // The owner of the known address is told someone tried; the new address gets a link.
    expect(lastMailTo(s, known).subject).toBe('Someone tried to sign up with your address');
    expect(lastMailTo(s, known).text).toContain(`${s.config.publicUrl}/forgot-password`);
    expect(lastMailTo(s, 'unknown-signup@example.test').subject).toBe('Confirm your HerpTrack account');
  });

  it('login', async () => {
    const a = await post(s.app, '/api/auth/login', { email: known, password: 'wrong password' });
    const b = await post(s.app, '/api/auth/login', { email: 'nobody@example.test', password: 'wrong password' });
    expect(answer(a)).toEqual(answer(b));
    expect(a.json()).toEqual({ error: 'invalid-credentials', message: 'Invalid login credentials' });
  });

  it('login takes about as long for an unknown address (a dummy hash is checked)', async () => {
    const time = async (email: string) => {
      const t = performance.now();
      await post(s.app, '/api/auth/login', { email, password: 'wrong password' }, { remoteAddress: someIp() });
      return performance.now() - t;
    };
    await time('warm-up@example.test');
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      knownMs.push(await time(known));
      unknownMs.push(await time(`ghost${i}@example.test`));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1] ?? 0;
    // argon2id dominates both; without the dummy hash the unknown case would be ~100x faster.
    expect(median(unknownMs)).toBeGreaterThan(median(knownMs) / 3);
  });

  it('forgot-password', async () => {
    const before = mails(s).length;
    const a = await post(s.app, '/api/auth/forgot-password', { email: known });
    const b = await post(s.app, '/api/auth/forgot-password', { email: 'nobody-forgot@example.test' });
    expect(answer(a)).toEqual(answer(b));
    expect(a.json()).toEqual({ ok: true });
    expect(mails(s).length).toBe(before + 1);
    // Limits apply to unknown addresses as well, so a 429 says nothing either.
    const a2 = await post(s.app, '/api/auth/forgot-password', { email: known });
    const b2 = await post(s.app, '/api/auth/forgot-password', { email: 'nobody-forgot@example.test' });
    expect(a2.statusCode).toBe(429);
    expect(answer(a2)).toEqual(answer(b2));
  });

  it('resend-confirmation', async () => {
    const a = await post(s.app, '/api/auth/resend-confirmation', { email: known });
    const b = await post(s.app, '/api/auth/resend-confirmation', { email: 'nobody-resend@example.test' });
    expect(answer(a)).toEqual(answer(b));
  });
});

describe('the sign-up CAPTCHA', () => {
  const signup = (payload: object) => post(s.app, '/api/auth/signup', payload, { remoteAddress: someIp() });
  const body = (email: string, altcha?: string) => ({ email, password: PASSWORD, passwordConfirm: PASSWORD, language: 'en', ...(altcha === undefined ? {} : { altcha }) });

  it('is required', async () => {
    const res = await signup(body('nocaptcha@example.test'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'captcha-failed' });
    const empty = await signup(body('nocaptcha@example.test', ''));
    expect(empty.json()).toMatchObject({ error: 'captcha-failed' });
  });

  it.each([
    ['garbage', 'not base64 json'],
    ['a JSON without a solution', Buffer.from('{"challenge":{}}').toString('base64')],
  ])('rejects %s', async (_name, altcha) => {
    const res = await signup(body('badcaptcha@example.test', altcha));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'captcha-failed' });
  });

  it('rejects a wrong solution and a tampered challenge', async () => {
    const challenge = (await s.app.inject('/api/auth/altcha-challenge')).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    const wrong = { ...solution, derivedKey: solution.derivedKey.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    const encode = (x: object) => Buffer.from(JSON.stringify(x)).toString('base64');
    expect((await signup(body('wrong@example.test', encode({ challenge, solution: wrong })))).json())
      .toMatchObject({ error: 'captcha-failed' });
    const tampered = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } };
    expect((await signup(body('wrong@example.test', encode({ challenge: tampered, solution })))).json())
      .toMatchObject({ error: 'captcha-failed' });
    // The genuine pair still works: nothing above used it up.
    expect((await signup(body('wrong@example.test', encode({ challenge, solution })))).statusCode).toBe(200);
  });

  it('accepts a solved challenge only once', async () => {
    const altcha = await solveAltcha(s.app);
    expect((await signup(body('first-use@example.test', altcha))).statusCode).toBe(200);
    const replay = await signup(body('second-use@example.test', altcha));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'captcha-failed' });
  });

  it('is not used up by a form error, so the keeper need not solve it again', async () => {
    const altcha = await solveAltcha(s.app);
    const mismatch = await signup({ ...body('typo@example.test', altcha), passwordConfirm: 'different' });
    expect(mismatch.json()).toMatchObject({ error: 'invalid-request', fields: { passwordConfirm: 'errors.passwordsDoNotMatchSignup' } });
    expect((await signup(body('typo@example.test', altcha))).statusCode).toBe(200);
  });
});
