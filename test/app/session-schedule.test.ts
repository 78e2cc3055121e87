import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  areClaimsFresh, isRefreshDebounced, refreshDelay, refreshRetryDelay,
} from '../../app/lib/session/refresh-schedule';
import * as s from '../../app/lib/session';
import { json, sessionReply, stubFetch } from '../helpers/session-fixtures';

const MIN = 60_000;

describe('refresh timing rules', () => {
  it.each([
    { name: 'a fresh 30-minute token, no jitter', expiresIn: 30 * MIN, random: 0, delay: 20 * MIN },
    { name: 'a fresh 30-minute token, full jitter', expiresIn: 30 * MIN, random: 0.999_999, delay: 20 * MIN - 30_000 },
    { name: 'half the jitter', expiresIn: 30 * MIN, random: 0.5, delay: 20 * MIN - 15_000 },
    { name: 'expiring in 5 minutes: not sooner than 1 minute', expiresIn: 5 * MIN, random: 0, delay: 1 * MIN },
    { name: 'already expired: still 1 minute', expiresIn: -MIN, random: 0.3, delay: 1 * MIN },
    { name: 'a 2-hour token: not later than 50 minutes', expiresIn: 120 * MIN, random: 0, delay: 50 * MIN },
    { name: 'random outside [0,1) is clamped', expiresIn: 30 * MIN, random: 7, delay: 20 * MIN - 30_000 },
  ])('$name', ({ expiresIn, random, delay }) => {
    const now = 1_000_000;
    expect(refreshDelay(now + expiresIn, now, random)).toBe(delay);
  });

  it('skips a refresh within 2 minutes of the last one', () => {
    expect(isRefreshDebounced(null, 5 * MIN)).toBe(false);
    expect(isRefreshDebounced(0, 2 * MIN - 1)).toBe(true);
    expect(isRefreshDebounced(0, 2 * MIN)).toBe(false);
  });

  it('trusts claims for 60 seconds', () => {
    expect(areClaimsFresh(null, 0)).toBe(false);
    expect(areClaimsFresh(0, 59_999)).toBe(true);
    expect(areClaimsFresh(0, 60_000)).toBe(false);
  });

  it('backs off from 200 ms, doubling, up to a minute', () => {
    expect([0, 1, 2, 3, 10, 20].map(refreshRetryDelay)).toEqual([200, 400, 800, 1600, 60_000, 60_000]);
  });
});

describe('the session service on a fake clock', () => {
  // One module instance for all tests: fresh copies would hear each other over BroadcastChannel,
  // exactly like tabs do.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    s.endSession('user');
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('refreshes 10 minutes (minus jitter) before expiry, then plans the next one', async () => {
    let n = 1;
    const { calls } = stubFetch(() => json(200, sessionReply({ accessToken: `token-${++n}` })));
    s.applySession(sessionReply({ accessToken: 'token-1' }), 'login');
    const due = 20 * MIN - 15_000;

    await vi.advanceTimersByTimeAsync(due - 1);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(s.getAccessToken()).toBe('token-2');

    await vi.advanceTimersByTimeAsync(due);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(2);
    expect(s.getAccessToken()).toBe('token-3');
    s.endSession('user');
  });

  it('skips an unforced refresh within 2 minutes of the last one', async () => {
    const { calls } = stubFetch(() => json(200, sessionReply({ accessToken: 'token-2' })));
    s.applySession(sessionReply({ accessToken: 'token-1' }), 'login');

    await vi.advanceTimersByTimeAsync(2 * MIN - 1);
    await expect(s.refreshSession()).resolves.toBe('token-1');
    expect(calls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    await expect(s.refreshSession()).resolves.toBe('token-2');
    expect(calls).toHaveLength(1);
    s.endSession('user');
  });

  it('shares one refresh between concurrent callers', async () => {
    const { calls } = stubFetch(() => json(200, sessionReply({ accessToken: 'token-2' })));
    s.applySession(sessionReply({ accessToken: 'token-1' }), 'login');
    const [a, b] = await Promise.all([s.refreshSession({ force: true }), s.refreshSession({ force: true })]);
    expect([a, b]).toEqual(['token-2', 'token-2']);
    expect(calls).toHaveLength(1);
    s.endSession('user');
  });

  it('cancels the planned refresh on sign-out', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    s.applySession(sessionReply(), 'login');
    await s.signOut({ quiet: true });
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/logout']);
  });

  it('asks the server for claims again only after 60 seconds', async () => {
    const premium = { isAdmin: false, isModerator: false, isPremium: true, premiumTier: 'HerpPlus', collectionLimit: 3 };
    const { calls } = stubFetch(() => json(200, premium));
    s.applySession(sessionReply(), 'login');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await s.getClaims()).toMatchObject({ isPremium: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await s.getClaims()).toMatchObject({ isPremium: true, premiumTier: 'HerpPlus' });
    expect(s.useSession.getState().claims).toMatchObject({ collectionLimit: 3 });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/validate-claims']);
    s.endSession('user');
  });
});
