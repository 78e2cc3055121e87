/**
 * The signed-in keeper's own account: profile, preferences, avatar and deletion. Every method
 * takes the user id from the verified access token (request.user); nothing here accepts an id
 * from a body or a URL, so one keeper can never reach another's account.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { USERNAME_CHANGE_DAYS, type Claims, type Preferences, type PreferencesUpdate, type Profile, type ProfileUpdate } from '../../../shared/schemas/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../errors';
import type { AvatarStore } from './avatars';
import type { Clock } from './clock';
import { ACCOUNT_LIMITS } from './limits';
import { verifyPassword } from './passwords';
import { authRequired } from './request-user';
import type { Throttle } from './throttle';
import { claimsFor, findUserById, preferencesOf, toProfile, type UserRow } from './users';

const DAY_MS = 24 * 60 * 60_000;

/** The case-insensitive identity of a username: compatibility-normalised, then lowercased. */
export const usernameKey = (username: string): string => username.normalize('NFKC').toLowerCase();

const usernameTaken = (): HttpError => new HttpError(409, 'username-taken', 'This username is already taken.');

/** drizzle wraps the driver's error; the SQLite code sits on it or on its cause. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : null) {
    if ('code' in e && e.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  }
  return false;
}

export class Profiles {
  constructor(private readonly deps: { db: Db; clock: Clock; throttle: Throttle; avatars: AvatarStore }) {}

  private user(userId: string): UserRow {
    const user = findUserById(this.deps.db, userId);
    if (!user) throw authRequired();
    return user;
  }

  get(userId: string): Profile {
    return toProfile(this.user(userId));
  }

  claims(userId: string): Claims {
    return claimsFor(this.user(userId), this.deps.clock.now());
  }

  update(userId: string, patch: z.output<typeof ProfileUpdate>): Profile {
    const { db, clock } = this.deps;
    const user = this.user(userId);
    const now = clock.now();
    const changes: Partial<typeof users.$inferInsert> = {};
    if (patch.username !== undefined && patch.username !== user.username) {
      const last = user.usernameChangedAt?.getTime();
      // Choosing the first username is free; changing it is once per USERNAME_CHANGE_DAYS.
      if (user.username !== null && last !== undefined && now < last + USERNAME_CHANGE_DAYS * DAY_MS) {
        const nextAllowedAt = last + USERNAME_CHANGE_DAYS * DAY_MS;
        throw new HttpError(409, 'username-too-soon', `You can change your username again on ${new Date(nextAllowedAt).toISOString().slice(0, 10)}.`,
          {}, { nextAllowedAt });
      }
      const key = usernameKey(patch.username);
      const clash = db.select({ id: users.id }).from(users).where(and(eq(users.usernameLower, key), ne(users.id, userId))).get();
      if (clash) throw usernameTaken();
      Object.assign(changes, { username: patch.username, usernameLower: key, usernameChangedAt: new Date(now) });
    }
    if (patch.bio !== undefined) changes.bio = patch.bio || null;
    if (patch.location !== undefined) changes.location = patch.location || null;
    if (Object.keys(changes).length > 0) {
      try {
        db.update(users).set(changes).where(eq(users.id, userId)).run();
      } catch (err) {
        if (isUniqueViolation(err)) throw usernameTaken();
        throw err;
      }
    }
    return this.get(userId);
  }

  preferences(userId: string): Preferences {
    return preferencesOf(this.user(userId));
  }

  setPreferences(userId: string, patch: z.output<typeof PreferencesUpdate>): Preferences {
    this.user(userId);
    if (Object.keys(patch).length > 0) this.deps.db.update(users).set(patch).where(eq(users.id, userId)).run();
    return this.preferences(userId);
  }

  async setAvatar(userId: string, upload: Buffer): Promise<Profile> {
    const previous = this.user(userId).avatarPath;
    const name = await this.deps.avatars.save(upload);
    this.deps.db.update(users).set({ avatarPath: name }).where(eq(users.id, userId)).run();
    this.deps.avatars.remove(previous);
    return this.get(userId);
  }

  removeAvatar(userId: string): Profile {
    const previous = this.user(userId).avatarPath;
    this.deps.db.update(users).set({ avatarPath: null }).where(eq(users.id, userId)).run();
    this.deps.avatars.remove(previous);
    return this.get(userId);
  }

  /** Deletes the account and, through ON DELETE CASCADE, everything that belongs to it. */
  async deleteAccount(userId: string, password: string): Promise<void> {
    const { db, throttle } = this.deps;
    const user = this.user(userId);
    throttle.assertAllowed(user.email, ACCOUNT_LIMITS.failedLogins);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throttle.hit(ACCOUNT_LIMITS.failedLogins, user.email);
      throw new HttpError(403, 'password-incorrect', 'The password is not correct.');
    }
    db.delete(users).where(eq(users.id, userId)).run();
    this.deps.avatars.remove(user.avatarPath);
  }
}
