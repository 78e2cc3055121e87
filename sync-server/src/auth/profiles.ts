/**
 * The signed-in keeper's own account: profile, preferences, avatar and deletion. Every method
 * takes the user id from the verified access token (request.user); nothing here accepts an id
 * from a body or a URL, so one keeper can never reach another's account.
 */
import type { z } from 'zod';
import { USERNAME_CHANGE_DAYS, type Claims, type Preferences, type PreferencesUpdate, type Profile, type ProfileUpdate } from '../../../shared/schemas/auth';
import type { Param, Store } from '../db/store';
import type { FileStorage } from '../storage/files';
import { deletePhotoFile } from '../reptiles/photo-store';
import { deleteContestImage } from '../contest/image-store';
import { deleteImageFile, imageFilesOf } from '../feedback/images';
import { HttpError } from '../errors';
import type { AvatarStore } from './avatars';
import type { Clock } from './clock';
import { ACCOUNT_LIMITS, failedLoginSubject } from './limits';
import { verifyPassword } from './passwords';
import { authRequired } from './request-user';
import type { Throttle } from './throttle';
import { claimsFor, findUserById, preferencesOf, toProfile, type UserRow } from './users';

const DAY_MS = 24 * 60 * 60_000;

/** The case-insensitive identity of a username: compatibility-normalised, then lowercased. */
export const usernameKey = (username: string): string => username.normalize('NFKC').toLowerCase();

const usernameTaken = (): HttpError => new HttpError('username-taken', 'This username is already taken.');

/** A unique index refused the write: SQLite's code, or PostgreSQL's SQLSTATE 23505. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : null) {
    if ('code' in e && (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === '23505')) return true;
  }
  return false;
}

/** The preference columns, by field; nothing else can reach the UPDATE. */
const PREFERENCE_COLUMNS: Record<keyof Preferences, string> = {
  weightUnit: 'weight_unit', lengthUnit: 'length_unit', language: 'language', theme: 'theme',
};

export class Profiles {
  constructor(private readonly deps: { store: Store; clock: Clock; throttle: Throttle; avatars: AvatarStore; files: FileStorage }) {}

  private async user(userId: string): Promise<UserRow> {
    const user = await findUserById(this.deps.store, userId);
    if (!user) throw authRequired();
    return user;
  }

  async get(userId: string): Promise<Profile> {
    return toProfile(await this.user(userId));
  }

  async claims(userId: string): Promise<Claims> {
    return claimsFor(await this.user(userId), this.deps.clock.now());
  }

  async update(userId: string, patch: z.output<typeof ProfileUpdate>): Promise<Profile> {
    const { store, clock } = this.deps;
    const user = await this.user(userId);
    const now = clock.now();
    const changes: [column: string, value: Param][] = [];
    if (patch.username !== undefined && patch.username !== user.username) {
      const last = user.usernameChangedAt;
      // Choosing the first username is free; changing it is once per USERNAME_CHANGE_DAYS.
      if (user.username !== null && last !== null && now < last + USERNAME_CHANGE_DAYS * DAY_MS) {
        const nextAllowedAt = last + USERNAME_CHANGE_DAYS * DAY_MS;
        throw new HttpError('username-too-soon', `You can change your username again on ${new Date(nextAllowedAt).toISOString().slice(0, 10)}.`,
          { details: { nextAllowedAt } });
      }
      const key = usernameKey(patch.username);
      const clash = await store.one<{ id: string }>('SELECT id FROM users WHERE username_lower = ? AND id <> ?', [key, userId]);
      if (clash) throw usernameTaken();
      changes.push(['username', patch.username], ['username_lower', key], ['username_changed_at', now]);
    }
    if (patch.bio !== undefined) changes.push(['bio', patch.bio || null]);
    if (patch.location !== undefined) changes.push(['location', patch.location || null]);
    if (changes.length > 0) {
      try {
        // The unique index decides a race for the same name.
        await store.run(`UPDATE users SET ${changes.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`, [...changes.map(([, v]) => v), userId]);
      } catch (err) {
        if (isUniqueViolation(err)) throw usernameTaken();
        throw err;
      }
    }
    return this.get(userId);
  }

  async preferences(userId: string): Promise<Preferences> {
    return preferencesOf(await this.user(userId));
  }

  async setPreferences(userId: string, patch: z.output<typeof PreferencesUpdate>): Promise<Preferences> {
    await this.user(userId);
    const fields = (Object.keys(PREFERENCE_COLUMNS) as (keyof Preferences)[]).filter((f) => patch[f] !== undefined);
    if (fields.length > 0) {
      await this.deps.store.run(`UPDATE users SET ${fields.map((f) => `${PREFERENCE_COLUMNS[f]} = ?`).join(', ')} WHERE id = ?`,
        [...fields.map((f) => patch[f] ?? null), userId]);
    }
    return this.preferences(userId);
  }

  async setAvatar(userId: string, upload: Buffer): Promise<Profile> {
    const previous = (await this.user(userId)).avatarPath;
    const name = await this.deps.avatars.save(upload);
    await this.deps.store.run('UPDATE users SET avatar_path = ? WHERE id = ?', [name, userId]);
    await this.deps.avatars.remove(previous);
    return this.get(userId);
  }

  async removeAvatar(userId: string): Promise<Profile> {
    const previous = (await this.user(userId)).avatarPath;
    await this.deps.store.run('UPDATE users SET avatar_path = NULL WHERE id = ?', [userId]);
    await this.deps.avatars.remove(previous);
    return this.get(userId);
  }

  /**
   * Deletes the account and, through ON DELETE CASCADE, everything that belongs to it. A wrong
   * password counts as a failed login from that client (`ip`), counted before the check so
   * parallel guesses cannot all pass one old count (issue 24).
   */
  async deleteAccount(userId: string, password: string, ip: string): Promise<void> {
    const { store, throttle } = this.deps;
    const user = await this.user(userId);
    const subject = failedLoginSubject(user.email, ip);
    await throttle.consume(subject, ACCOUNT_LIMITS.failedLogins);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new HttpError('password-incorrect', 'The password is not correct.');
    }
    await throttle.clear(ACCOUNT_LIMITS.failedLogins, subject);
    // The rows go with the account (foreign keys cascade); their files are read first, then removed.
    const photos = await store.all<{ file: string }>('SELECT photo_file AS file FROM reptiles WHERE user_id = ? AND photo_file IS NOT NULL', [userId]);
    const entries = await store.all<{ file: string }>('SELECT image_file AS file FROM contest_entries WHERE user_id = ?', [userId]);
    const reportImages = await imageFilesOf(store, userId);
    await store.run('DELETE FROM users WHERE id = ?', [userId]);
    await this.deps.avatars.remove(user.avatarPath);
    for (const { file } of photos) await deletePhotoFile(this.deps.files, file);
    for (const { file } of entries) await deleteContestImage(this.deps.files, file);
    for (const file of reportImages) await deleteImageFile(this.deps.files, file);
  }
}
