/**
 * Test users created straight in the database (bypassing sign-up and its CAPTCHA) with a valid
 * access token for a sign-in of their own, for server tests of user-scoped endpoints. Auth flows have their own tests.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { signAccessToken, type Role } from '../../sync-server/src/auth/access-token';
import { earnedIds } from '../../sync-server/src/achievements/award';
import { setPlan } from '../../sync-server/src/coins/service';
import { appendCredits } from '../../sync-server/src/coins/wallet';
import { writeInSpace } from '../../sync-server/src/sync/spaces';
import { ACHIEVEMENTS } from '../../shared/achievements/catalogue';
import { achievementEntry } from '../../shared/coins/ledger';

export interface TestUser {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

export interface TestUserOptions {
  email?: string;
  role?: Role;
  premiumTier?: 'HerpPlus' | 'HerpPro';
  /**
   * Every achievement of the catalogue already earned (earnEveryAchievement): the keeper's pushes
   * award nothing, so a test of sync mechanics (versions, counters, pages, limits) sees only the
   * versions its own mutations take. Their space then starts well above 0: measure from
   * `spaceVersion` after setup.
   */
  settled?: boolean;
}

export async function createTestUser(app: FastifyInstance, opts: TestUserOptions = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = opts.email ?? `keeper-${id.slice(0, 8)}@example.test`;
  const now = Date.now();
  await app.store.run(
    'INSERT INTO users (id, email, password_hash, role, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)',
    [id, email, 'not-a-real-hash', opts.role ?? 'user', now, now],
  );
  // A plan granted without expiry, as an operator would (it takes a version of the user's space).
  if (opts.premiumTier) await setPlan(app.store, id, opts.premiumTier, null, now);
  if (opts.settled) await earnEveryAchievement(app, id, now);
  const token = await signedInToken(app, id, opts.role ?? 'user');
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Awards the user every achievement of the catalogue they have not earned yet, as the server
 * records an award (sync-server/src/achievements/award.ts): in one transaction holding their sync
 * space, one row per achievement with a fresh version of that space, and its reward as a ledger
 * entry (`achievement:<id>`) with the wallet's balance kept. Unlike a fresh award they are already
 * seen (`seen_at`), as on a device that opened the achievements page. Afterwards no push of theirs
 * awards anything (every counter's achievements are earned). Takes versions: 2 per achievement
 * missing and 1 for the wallet.
 */
export async function earnEveryAchievement(app: FastifyInstance, userId: string, now = Date.now()): Promise<void> {
  await writeInSpace(app.store, userId, now, async (tx, nextVersion) => {
    const earned = await earnedIds(tx, userId);
    const missing = ACHIEVEMENTS.filter((a) => !earned.has(a.id));
    for (const a of missing) {
      await tx.run(
        `INSERT INTO user_achievements (id, user_id, achievement_id, earned_at, seen_at, version, created_at, updated_at, deleted)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
        [uuidv7(), userId, a.id, now, now, nextVersion(), now, now],
      );
    }
    await appendCredits({ tx, userId, now, nextVersion }, missing.map(achievementEntry));
  });
}

/** An access token of a new sign-in of an existing user (a token without a live sign-in is refused). */
export async function signedInToken(app: FastifyInstance, userId: string, role: Role = 'user'): Promise<string> {
  const familyId = randomUUID();
  await app.store.run('INSERT INTO refresh_families (id, user_id, created_at) VALUES (?, ?, ?)', [familyId, userId, Date.now()]);
  return (await signAccessToken(app.config.jwtSecret, { userId, role, epoch: 0, familyId })).token;
}
