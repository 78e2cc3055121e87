/**
 * Test users created straight in the database (bypassing sign-up and its CAPTCHA) with a valid
 * access token for a sign-in of their own, for server tests of user-scoped endpoints. Auth flows have their own tests.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { signAccessToken, type Role } from '../../sync-server/src/auth/access-token';
import { setPlan } from '../../sync-server/src/coins/service';

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
  await app.store.run(
    'INSERT INTO users (id, email, password_hash, role, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)',
    [id, email, 'not-a-real-hash', opts.role ?? 'user', now, now],
  );
  // A plan granted without expiry, as an operator would (it takes a version of the user's space).
  if (opts.premiumTier) await setPlan(app.store, id, opts.premiumTier, null, now);
  const token = await signedInToken(app, id, opts.role ?? 'user');
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** An access token of a new sign-in of an existing user (a token without a live sign-in is refused). */
export async function signedInToken(app: FastifyInstance, userId: string, role: Role = 'user'): Promise<string> {
  const familyId = randomUUID();
  await app.store.run('INSERT INTO refresh_families (id, user_id, created_at) VALUES (?, ?, ?)', [familyId, userId, Date.now()]);
  return (await signAccessToken(app.config.jwtSecret, { userId, role, epoch: 0, familyId })).token;
}
