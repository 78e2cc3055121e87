/**
 * An admin disabling, enabling and changing the role of an account (issue 15): a disabled keeper's
 * access token stops working at once, refresh and sign-in answer `account-disabled` (sign-in only
 * with the right password), enabling restores sign-in but no old session; roles take effect on the
 * next call; an admin never changes their own account, and no change leaves zero active admins,
 * even when two admins demote each other at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { bearer, logIn, post, refreshCookieOf, registerConfirmed } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { auditedBy, getAs, postAs } from './admin-fixtures';

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

const disable = (by: TestUser, userId: string, disabled: boolean, reason?: string) =>
  postAs(s.app, by, `/api/admin/users/${userId}/disable`, { disabled, ...(reason === undefined ? {} : { reason }) });
const setRole = (by: TestUser, userId: string, role: string) => postAs(s.app, by, `/api/admin/users/${userId}/role`, { role });
const refresh = (cookie: string) => post(s.app, '/api/auth/refresh', undefined, { cookie });
const userIdOf = async (email: string) => (await s.app.store.one<{ id: string }>('SELECT id FROM users WHERE email = ?', [email]))?.id ?? '';

describe('disabling an account', () => {
  it('ends its sessions at once; refresh and sign-in answer account-disabled; enabling restores sign-in, not the old sessions', async () => {
    const email = await registerConfirmed(s, `disabled-${randomUUID().slice(0, 8)}@example.test`);
    const session = await logIn(s, email);
    const cookie = session.cookie ?? '';
    const keeper = bearer(session.accessToken);
    expect((await s.app.inject({ url: '/api/profile', headers: keeper })).statusCode).toBe(200);
    const id = await userIdOf(email);

    const res = await disable(admin, id, true, 'Spam');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, email, disabledAt: expect.any(Number) });

    // The access token is refused at its next use, for every call (sync too).
    expect((await s.app.inject({ url: '/api/profile', headers: keeper })).statusCode).toBe(401);
    const pull = await s.app.inject({ method: 'POST', url: '/api/sync/pull', headers: keeper, payload: { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie: 0, sinceMutationId: 0 } });
    expect(pull.statusCode).toBe(401);
    // The app's next step, a refresh, says why; so does signing in.
    const refused = await refresh(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account-disabled' });
    const signIn = await logIn(s, email);
    expect(signIn.res.statusCode).toBe(403);
    expect(signIn.res.json()).toMatchObject({ error: 'account-disabled' });
    // A wrong password learns nothing about the account.
    const guess = await logIn(s, email, 'not the password at all');
    expect(guess.res.statusCode).toBe(401);
    expect(guess.res.json()).toMatchObject({ error: 'invalid-credentials' });

    expect((await disable(admin, id, false)).json()).toMatchObject({ id, disabledAt: null });
    const again = await logIn(s, email);
    expect(again.res.statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/profile', headers: bearer(again.accessToken) })).statusCode).toBe(200);
    // The sessions that were ended stay ended.
    expect((await refresh(cookie)).json()).toMatchObject({ error: 'session-expired' });
    expect((await s.app.inject({ url: '/api/profile', headers: keeper })).statusCode).toBe(401);
    expect(refreshCookieOf(await refresh(again.cookie ?? ''))).toBeTruthy();
  });

  it('disabling a disabled account, or enabling an enabled one, changes nothing and is not audited', async () => {
    const keeper = await createTestUser(s.app);
    expect(await auditedBy(s.app.store, () => disable(admin, keeper.id, false))).toEqual([]);
    const first = await disable(admin, keeper.id, true);
    const entries = await auditedBy(s.app.store, async () => {
      const second = await disable(admin, keeper.id, true, 'Again');
      expect(second.statusCode).toBe(200);
      expect(second.json<{ disabledAt: number }>().disabledAt).toBe(first.json<{ disabledAt: number }>().disabledAt);
    });
    expect(entries).toEqual([]);
  });

  it('refuses one\'s own account (409 own-account), an unknown account (404) and a bad body (400), writing nothing', async () => {
    const entries = await auditedBy(s.app.store, async () => {
      const own = await disable(admin, admin.id, true);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ error: 'own-account' });
      expect((await disable(admin, randomUUID(), true)).statusCode).toBe(404);
      expect((await postAs(s.app, admin, '/api/admin/users/not-an-id/disable', { disabled: true })).statusCode).toBe(404);
      expect((await postAs(s.app, admin, `/api/admin/users/${randomUUID()}/disable`, { disabled: 'yes' })).statusCode).toBe(400);
    });
    expect(entries).toEqual([]);
  });
});

describe('changing a role', () => {
  it('applies on the next call with the same token: a promoted keeper moderates, a demoted admin is refused', async () => {
    const keeper = await createTestUser(s.app);
    expect((await getAs(s.app, keeper, '/api/admin/events/pending')).statusCode).toBe(403);
    const promoted = await setRole(admin, keeper.id, 'moderator');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: keeper.id, role: 'moderator' });
    expect((await getAs(s.app, keeper, '/api/admin/events/pending')).statusCode).toBe(200);
    expect((await getAs(s.app, keeper, '/api/admin/users')).statusCode).toBe(403);

    const other = await createTestUser(s.app, { role: 'admin' });
    expect((await getAs(s.app, other, '/api/admin/users')).statusCode).toBe(200);
    expect((await setRole(admin, other.id, 'user')).json()).toMatchObject({ role: 'user' });
    expect((await getAs(s.app, other, '/api/admin/users')).statusCode).toBe(403);
  });

  it('refuses one\'s own role and an unknown role, and the same role changes nothing', async () => {
    const keeper = await createTestUser(s.app, { role: 'moderator' });
    const entries = await auditedBy(s.app.store, async () => {
      const own = await setRole(admin, admin.id, 'user');
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ error: 'own-account' });
      expect((await setRole(admin, keeper.id, 'owner')).statusCode).toBe(400);
      expect((await setRole(admin, keeper.id, 'moderator')).json()).toMatchObject({ role: 'moderator' });
    });
    expect(entries).toEqual([]);
  });
});

describe('the last active admin', () => {
  let own: TestServer;
  afterAll(() => own?.close());

  it('is never demoted nor disabled, even when two admins demote each other at once', async () => {
    own = await buildTestServer();
    const a = await createTestUser(own.app, { role: 'admin' });
    const b = await createTestUser(own.app, { role: 'admin' });
    const admins = async () => Number((await own.app.store.one<{ n: number }>("SELECT count(*) AS n FROM users WHERE role = 'admin' AND disabled_at IS NULL"))?.n);

    // A was disabled in the meantime (its token is still good for this one call): B is the only active admin left.
    await own.app.store.run('UPDATE users SET disabled_at = ? WHERE id = ?', [Date.now(), a.id]);
    for (const res of [await postAs(own.app, a, `/api/admin/users/${b.id}/role`, { role: 'user' }), await postAs(own.app, a, `/api/admin/users/${b.id}/disable`, { disabled: true })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'last-admin' });
    }
    expect(await admins()).toBe(1);
    await own.app.store.run('UPDATE users SET disabled_at = NULL WHERE id = ?', [a.id]);

    const answers = await Promise.all([
      postAs(own.app, a, `/api/admin/users/${b.id}/role`, { role: 'user' }),
      postAs(own.app, b, `/api/admin/users/${a.id}/role`, { role: 'moderator' }),
    ]);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((st) => st === 200)).toHaveLength(1);
    // The other was refused: no longer an admin (403) or the last one left (409).
    expect(statuses.filter((st) => st === 403 || st === 409)).toHaveLength(1);
    expect(await admins()).toBe(1);
  });
});
