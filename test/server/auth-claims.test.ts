import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Claims } from '../../shared/schemas/auth';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { setPlan } from '../../sync-server/src/coins/service';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const claimsOf = async (headers: { authorization: string }) => {
  const res = await s.app.inject({ url: '/api/auth/validate-claims', headers });
  expect(res.statusCode).toBe(200);
  return Claims.parse(res.json());
};

describe('validate-claims', () => {
  it.each([
    ['a basic keeper', {}, { isAdmin: false, isModerator: false, isPremium: false, premiumTier: null, collectionLimit: 0, premiumExpiresAt: null }],
    ['a HerpPlus keeper', { premiumTier: 'HerpPlus' as const }, { isAdmin: false, isModerator: false, isPremium: true, premiumTier: 'HerpPlus', collectionLimit: 3, premiumExpiresAt: null }],
    ['a HerpPro keeper', { premiumTier: 'HerpPro' as const }, { isAdmin: false, isModerator: false, isPremium: true, premiumTier: 'HerpPro', collectionLimit: 100, premiumExpiresAt: null }],
    ['a moderator', { role: 'moderator' as const }, { isAdmin: false, isModerator: true, isPremium: false, premiumTier: null, collectionLimit: 0, premiumExpiresAt: null }],
    ['an admin', { role: 'admin' as const }, { isAdmin: true, isModerator: true, isPremium: false, premiumTier: null, collectionLimit: 0, premiumExpiresAt: null }],
  ])('describes %s', async (_name, opts, want) => {
    const user = await createTestUser(s.app, opts);
    expect(await claimsOf(user.headers)).toEqual(want);
  });

  it('respects the premium expiry', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const now = Date.now();
    s.app.accounts.clock.now = () => now;
    // The plan lives in the user's wallet: granted again, now ending in a minute (as an operator would).
    await setPlan(s.app.store, user.id, 'HerpPro', now + 60_000, now);
    const stored = await s.app.store.one<{ expiresAt: number }>('SELECT premium_expires_at AS "expiresAt" FROM wallets WHERE user_id = ?', [user.id]);
    expect(Number(stored?.expiresAt)).toBe(now + 60_000);
    // The expiry travels with the claims, so a device ends access at that instant, offline too.
    expect(await claimsOf(user.headers)).toMatchObject({ isPremium: true, premiumTier: 'HerpPro', collectionLimit: 100, premiumExpiresAt: now + 60_000 });
    s.app.accounts.clock.now = () => now + 61_000;
    expect(await claimsOf(user.headers)).toEqual({ isAdmin: false, isModerator: false, isPremium: false, premiumTier: null, collectionLimit: 0, premiumExpiresAt: null });
  });

  it('needs a token', async () => {
    const res = await s.app.inject('/api/auth/validate-claims');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'auth-required' });
  });
});
