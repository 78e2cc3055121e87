/**
 * The account row and what may leave the server about it. `toProfile` and `claimsFor` pick
 * fields one by one, so a new column (a hash, an internal flag) never leaks by accident.
 */
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { activeTier } from '../../../shared/rules/active-tier';
import { planForTier } from '../../../shared/plans';
import { normalizeEmail, type Claims, type Preferences, type Profile } from '../../../shared/schemas/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Role } from './access-token';
import { hashPassword } from './passwords';

export type UserRow = typeof users.$inferSelect;

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

export const findUserByEmail = (db: Db, email: string): UserRow | undefined =>
  db.select().from(users).where(eq(users.email, email)).get();

export const findUserById = (db: Db, id: string): UserRow | undefined =>
  db.select().from(users).where(eq(users.id, id)).get();

export const preferencesOf = (u: UserRow): Preferences => ({
  weightUnit: u.weightUnit, lengthUnit: u.lengthUnit, language: u.language, theme: u.theme,
});

export const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  email: u.email,
  role: u.role,
  username: u.username,
  usernameChangedAt: u.usernameChangedAt?.getTime() ?? null,
  bio: u.bio,
  location: u.location,
  avatarUrl: u.avatarPath ? AVATAR_URL_PREFIX + u.avatarPath : null,
  preferences: preferencesOf(u),
  createdAt: u.createdAt.getTime(),
});

/**
 * isModerator means "may moderate", so it is true for admins as well; the app shows the separate
 * moderator entry only for `isModerator && !isAdmin`. An expired premium tier counts as Basic.
 */
export function claimsFor(u: Pick<UserRow, 'role' | 'premiumTier' | 'premiumExpiresAt'>, now: number): Claims {
  const tier = activeTier(u.premiumTier, u.premiumExpiresAt?.getTime() ?? null, now);
  return {
    isAdmin: u.role === 'admin',
    isModerator: u.role === 'moderator' || u.role === 'admin',
    isPremium: tier !== null,
    premiumTier: tier,
    collectionLimit: planForTier(tier).collectionLimit,
  };
}

/** Creates a confirmed account (CLI, seed); undefined when the address is taken. */
export async function createConfirmedUser(db: Db, input: { email: string; password: string; role: Role }, now: number): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(input.password);
  return db.insert(users).values({
    id: uuidv7(), email: normalizeEmail(input.email), passwordHash, role: input.role, createdAt: new Date(now), confirmedAt: new Date(now),
  }).onConflictDoNothing().returning().get();
}

/**
 * The ADMIN_EMAIL seed: creates the confirmed admin, or makes an existing account a confirmed
 * admin. Idempotent; the password of an existing account is never touched.
 */
export async function ensureAdmin(db: Db, email: string, password: string, now: number): Promise<void> {
  const existing = findUserByEmail(db, normalizeEmail(email));
  if (!existing) {
    await createConfirmedUser(db, { email, password, role: 'admin' }, now);
    return;
  }
  db.update(users).set({ role: 'admin', confirmedAt: existing.confirmedAt ?? new Date(now) }).where(eq(users.id, existing.id)).run();
}

/** Changes the role of an existing account; false when there is no such account. */
export function setRole(db: Db, email: string, role: Role): boolean {
  return db.update(users).set({ role }).where(eq(users.email, normalizeEmail(email))).run().changes === 1;
}
