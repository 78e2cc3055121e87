/**
 * Test users created straight in the database (bypassing sign-up and its CAPTCHA) with a valid
 * access token, for server tests of user-scoped endpoints. Auth flows have their own tests.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { users } from '../../sync-server/src/db/schema';
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
  app.db.insert(users).values({
    id, email, passwordHash: 'not-a-real-hash', role: opts.role ?? 'user', premiumTier: opts.premiumTier ?? null,
    createdAt: new Date(), confirmedAt: new Date(),
  }).run();
  const { token } = await signAccessToken(app.config.jwtSecret, { userId: id, role: opts.role ?? 'user', epoch: 0 });
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}
