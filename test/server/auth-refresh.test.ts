import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logIn, post, refreshCookieOf, registerConfirmed } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
let now: number;
let email: string;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  s = await buildTestServer();
  email = await registerConfirmed(s, 'rotator@example.test');
});
afterAll(() => s.close());
beforeEach(() => {
  now = Date.now();
  s.app.accounts.clock.now = () => now;
});

const refresh = (cookie: string | null) => post(s.app, '/api/auth/refresh', undefined, { cookie: cookie ?? '' });

async function freshSession() {
  const { cookie } = await logIn(s, email);
  if (!cookie) throw new Error('no cookie');
  return cookie;
}

describe('refresh-token rotation', () => {
  it('rotates on every refresh and refuses the old token after the grace window, revoking the family', async () => {
    const t1 = await freshSession();
    const r1 = await refresh(t1);
    const t2 = refreshCookieOf(r1);
    expect(r1.statusCode).toBe(200);
    expect(t2).not.toBe(t1);

    now += 11_000;
    const reuse = await refresh(t1);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ error: 'session-expired' });
    expect(refreshCookieOf(reuse)).toBe('');
    // Reuse detection: the legitimate newest token is dead too.
    expect((await refresh(t2)).statusCode).toBe(401);
  });

  it('gives a racing tab inside the grace window the same current session', async () => {
    const t1 = await freshSession();
    const winner = await refresh(t1);
    const t2 = refreshCookieOf(winner);
    now += 9_000;
    const racer = await refresh(t1);
    expect(racer.statusCode).toBe(200);
    expect(racer.json<{ profile: { email: string } }>().profile.email).toBe(email);
    // Both tabs end up holding the one current token, and it keeps working.
    expect(refreshCookieOf(racer)).toBe(t2);
    const next = await refresh(t2);
    expect(next.statusCode).toBe(200);
    expect(refreshCookieOf(next)).not.toBe(t2);
  });

  it('follows the chain when the racer is more than one rotation behind', async () => {
    const t1 = await freshSession();
    const t2 = refreshCookieOf(await refresh(t1));
    now += 2_000;
    const t3 = refreshCookieOf(await refresh(t2));
    now += 2_000;
    const racer = await refresh(t1);
    expect(racer.statusCode).toBe(200);
    expect(refreshCookieOf(racer)).toBe(t3);
  });

  it('keeps other sign-ins alive when one family is revoked for reuse', async () => {
    const phone = await freshSession();
    const laptop = await freshSession();
    const phone2 = refreshCookieOf(await refresh(phone));
    now += 60_000;
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await refresh(phone2)).statusCode).toBe(401);
    expect((await refresh(laptop)).statusCode).toBe(200);
  });

  it('slides the 30-day expiry with each refresh and ends an idle session after it', async () => {
    const t1 = await freshSession();
    now += 29 * DAY;
    const r = await refresh(t1);
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['set-cookie'])).toContain(`Max-Age=${30 * 24 * 3600}`);
    const t2 = refreshCookieOf(r);
    now += 30 * DAY + 1_000;
    expect((await refresh(t2)).statusCode).toBe(401);
  });

  it('revokes the family on logout', async () => {
    const t1 = await freshSession();
    const out = await post(s.app, '/api/auth/logout', undefined, { cookie: t1 });
    expect(out.statusCode).toBe(204);
    const families = await s.app.store.all<{ revokedAt: number | null }>('SELECT revoked_at AS "revokedAt" FROM refresh_families');
    expect(families.some((f) => f.revokedAt !== null)).toBe(true);
    expect((await refresh(t1)).statusCode).toBe(401);
  });

  it('cleans up a keeper\'s dead sign-ins at their next login', async () => {
    const other = await registerConfirmed(s, 'tidy@example.test');
    const live = (await logIn(s, other)).cookie;
    const stale = (await logIn(s, other)).cookie;
    await post(s.app, '/api/auth/logout', undefined, { cookie: stale ?? '' });
    const familiesOf = async () => (await s.app.store.one<{ n: number }>('SELECT count(*) AS n FROM refresh_families f JOIN users u ON u.id = f.user_id WHERE u.email = ?', [other]))?.n;
    expect(await familiesOf()).toBe(2);
    now += 31 * DAY;
    expect((await refresh(live)).statusCode).toBe(401); // idle for more than 30 days
    await logIn(s, other);
    expect(await familiesOf()).toBe(1);
  });

  it('refuses tokens that were never issued', async () => {
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const t1 = await freshSession();
    const rows = await s.app.store.all<{ tokenHash: string }>('SELECT token_hash AS "tokenHash" FROM refresh_tokens');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.tokenHash)).not.toContain(t1);
  });
});
