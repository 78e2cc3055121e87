import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiRequest } from '../../app/lib/api/client';
import * as s from '../../app/lib/session';
import { bootstrapSession } from '../../app/lib/session/bootstrap';
import { markRegistrationInProgress } from '../../app/lib/session/registration-flag';
import { readCachedSession, writeCachedSession } from '../../app/lib/session/session-cache';
import { json, profileFixture, sessionReply, stubFetch } from '../helpers/session-fixtures';

const CLAIMS = { isAdmin: false, isModerator: false, isPremium: false, premiumTier: null, collectionLimit: 0 };
const offline = () => new TypeError('Failed to fetch');

beforeEach(() => {
  s.endSession('user');
  s.useSession.setState({ status: 'loading' });
});
afterEach(() => {
  s.endSession('user');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a 401 on an authenticated call', () => {
  it('refreshes once and retries with the new token', async () => {
    const { calls } = stubFetch((c) => {
      if (c.path === '/api/auth/refresh') return json(200, sessionReply({ accessToken: 'token-2' }));
      return c.auth === 'Bearer token-2' ? json(200, { ok: 'yes' }) : json(401, { error: 'auth-required', message: 'x' });
    });
    s.applySession(sessionReply({ accessToken: 'token-1' }), 'login');
    await expect(apiRequest('/api/things')).resolves.toEqual({ ok: 'yes' });
    expect(calls.map((c) => `${c.path} ${c.auth ?? '-'}`)).toEqual([
      '/api/things Bearer token-1', '/api/auth/refresh -', '/api/things Bearer token-2',
    ]);
  });

  it('signs out after the retry fails too', async () => {
    const reasons: string[] = [];
    const off = s.onSignedOut((r) => reasons.push(r));
    stubFetch((c) => (c.path === '/api/auth/refresh'
      ? json(200, sessionReply({ accessToken: 'token-2' }))
      : json(401, { error: 'auth-required', message: 'x' })));
    s.applySession(sessionReply({ accessToken: 'token-1' }), 'login');
    await expect(apiRequest('/api/things')).rejects.toBeInstanceOf(ApiError);
    expect(s.useSession.getState().status).toBe('anonymous');
    expect(s.getAccessToken()).toBeNull();
    expect(readCachedSession()).toBeNull();
    expect(reasons).toEqual(['expired']);
    off();
  });

  it('signs out when the refresh cookie is refused', async () => {
    stubFetch((c) => (c.path === '/api/auth/refresh'
      ? json(401, { error: 'session-expired', message: 'x' })
      : json(401, { error: 'auth-required', message: 'x' })));
    s.applySession(sessionReply(), 'login');
    await expect(apiRequest('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(s.useSession.getState().status).toBe('anonymous');
  });

  it('keeps the session when the refresh finds no network', async () => {
    stubFetch((c) => {
      if (c.path === '/api/auth/refresh') throw offline();
      return json(401, { error: 'auth-required', message: 'x' });
    });
    s.applySession(sessionReply(), 'login');
    await expect(apiRequest('/api/things', { retry: false })).rejects.toBeInstanceOf(NetworkError);
    expect(s.useSession.getState().status).toBe('authenticated');
  });

  it('is just an answer when it carries its own code (a wrong password)', async () => {
    const { calls } = stubFetch(() => json(401, { error: 'password-incorrect', message: 'x' }));
    s.applySession(sessionReply(), 'login');
    await expect(apiRequest('/api/account', { method: 'DELETE', body: { password: 'x' } })).rejects.toMatchObject({ code: 'password-incorrect' });
    expect(calls).toHaveLength(1);
    expect(s.useSession.getState().status).toBe('authenticated');
  });

  it('x-token-refresh-required asks for a background refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls } = stubFetch((c) => (c.path === '/api/auth/refresh'
      ? json(200, sessionReply({ accessToken: 'token-2' }))
      : json(200, {}, { 'x-token-refresh-required': 'true' })));
    s.applySession(sessionReply({ accessToken: 'token-1' }), 'login');
    vi.setSystemTime(Date.now() + 3 * 60_000);
    await apiRequest('/api/things');
    await vi.waitFor(() => expect(s.getAccessToken()).toBe('token-2'));
    expect(calls.map((c) => c.path)).toEqual(['/api/things', '/api/auth/refresh']);
    vi.useRealTimers();
  });
});

describe('start-up', () => {
  const remember = () => writeCachedSession({
    profile: profileFixture({ preferences: { weightUnit: 'oz', lengthUnit: 'in', language: 'en', theme: 'dark' } }),
    claims: CLAIMS, claimsFetchedAt: 0, preferences: { weightUnit: 'oz', lengthUnit: 'in', language: 'en', theme: 'dark' },
  });

  it('is a visitor at once when the device remembers nobody', async () => {
    const { fn } = stubFetch(() => json(500, {}));
    await bootstrapSession();
    expect(s.useSession.getState().status).toBe('anonymous');
    expect(fn).not.toHaveBeenCalled();
  });

  it('restores a remembered keeper with the refresh cookie', async () => {
    remember();
    stubFetch(() => json(200, sessionReply({ accessToken: 'token-9' })));
    await bootstrapSession();
    expect(s.useSession.getState().status).toBe('authenticated');
    expect(s.getAccessToken()).toBe('token-9');
  });

  it('opens offline from the cache, with the cached preferences, and refreshes when back online', async () => {
    remember();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubFetch(() => json(200, sessionReply({ accessToken: 'token-online' })));
    await bootstrapSession();
    expect(s.useSession.getState()).toMatchObject({ status: 'authenticated', user: { id: 'user-1' } });
    expect(s.getPreferences()).toMatchObject({ weightUnit: 'oz', lengthUnit: 'in' });
    expect(s.getAccessToken()).toBeNull();
    expect(calls).toHaveLength(0);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(s.getAccessToken()).toBe('token-online'));
  });

  it('falls back to the cache when the server cannot be reached', async () => {
    remember();
    stubFetch(() => {
      throw offline();
    });
    await bootstrapSession();
    expect(s.useSession.getState().status).toBe('authenticated');
  });

  it('signs out quietly when the server says the session is over', async () => {
    remember();
    stubFetch(() => json(401, { error: 'session-expired', message: 'x' }));
    await bootstrapSession();
    expect(s.useSession.getState().status).toBe('anonymous');
    expect(readCachedSession()).toBeNull();
  });

  it('runs the first-login check once after a sign-up, tolerating a 404', async () => {
    markRegistrationInProgress();
    const { calls } = stubFetch((c) => (c.path === '/api/achievements/check-first-login'
      ? json(404, { error: 'not-found', message: 'x' })
      : json(200, sessionReply())));
    s.applySession(sessionReply(), 'login');
    await vi.waitFor(() => expect(s.isRegistrationInProgress()).toBe(false));
    expect(calls.filter((c) => c.path === '/api/achievements/check-first-login')).toHaveLength(1);
  });
});

describe('sign-out', () => {
  it('lets a hook cancel it', async () => {
    const { fn } = stubFetch(() => new Response(null, { status: 204 }));
    s.applySession(sessionReply(), 'login');
    const off = s.registerSignOutHook(async () => false);
    await expect(s.signOut({ quiet: true })).resolves.toBe('cancelled');
    expect(s.useSession.getState().status).toBe('authenticated');
    expect(fn).not.toHaveBeenCalled();
    off();
  });

  it('clears token, cache and preferences and tells the server', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    s.applySession(sessionReply({ profile: profileFixture({ preferences: { weightUnit: 'kg', lengthUnit: 'in', language: 'en', theme: 'dark' } }) }), 'login');
    expect(s.getPreferences().weightUnit).toBe('kg');
    const seen: string[] = [];
    const offHook = s.registerSignOutHook(async () => {
      seen.push(`hook while ${s.useSession.getState().status}`);
      return true;
    });
    await expect(s.signOut({ quiet: true })).resolves.toBe('signed-out');
    expect(seen).toEqual(['hook while authenticated']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/logout']);
    expect(s.useSession.getState().status).toBe('anonymous');
    expect(s.getAccessToken()).toBeNull();
    expect(readCachedSession()).toBeNull();
    expect(s.getPreferences()).toMatchObject({ weightUnit: 'g', lengthUnit: 'cm' });
    offHook();
  });

  it('forgets a pending sign-out once the keeper signs in again', async () => {
    stubFetch(() => {
      throw offline();
    });
    s.applySession(sessionReply(), 'login');
    await s.signOut({ quiet: true });
    expect(localStorage.getItem('herptrack-signout-pending')).toBe('true');
    s.applySession(sessionReply({ accessToken: 'token-new' }), 'login');
    expect(localStorage.getItem('herptrack-signout-pending')).toBeNull();
  });

  it('finishes at the next start when the server could not be told', async () => {
    const { calls } = stubFetch(() => {
      throw offline();
    });
    s.applySession(sessionReply(), 'login');
    await s.signOut({ quiet: true });
    expect(s.useSession.getState().status).toBe('anonymous');

    stubFetch(() => new Response(null, { status: 204 }));
    s.useSession.setState({ status: 'loading' });
    await bootstrapSession();
    expect(s.useSession.getState().status).toBe('anonymous');
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/logout']);
    await vi.waitFor(() => expect(localStorage.getItem('herptrack-signout-pending')).toBeNull());
  });
});
