/**
 * Test users created straight in the database (bypassing sign-up and its CAPTCHA) with a valid
 * access token for a sign-in of their own, for server tests of user-scoped endpoints. Auth flows have their own tests.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { signAccessToken, type Role } from '../../sync-server/src/auth/access-token';

export interface TestUser {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

export async function createTestUser(app: FastifyInstance, opts: { email?: string; role?: Role; premiumTier?: 'HerpPlus' | 'HerpPro' } = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = opts.email ?? `keeper-${id.slice(0, 8)}@example.test`;
  const now = Date.now();
  const familyId = randomUUID();
  await app.store.transaction(async (tx) => {
    await tx.run(
      'INSERT INTO users (id, email, password_hash, role, premium_tier, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [id, email, 'not-a-real-hash', opts.role ?? 'user', opts.premiumTier ?? null, now, now],
    );
    // The sign-in the token belongs to (an access token without a live one is refused).
    await tx.run('INSERT INTO refresh_families (id, user_id, created_at) VALUES (?, ?, ?)', [familyId, id, now]);
  });
  const { token } = await signAccessToken(app.config.jwtSecret, { userId: id, role: opts.role ?? 'user', epoch: 0, familyId });
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}
