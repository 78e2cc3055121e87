/**
 * The drizzle schema of the server database (SQLite). Change it, then run `npm run db:generate`
 * to write the next numbered migration; never edit a committed migration.
 */
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';

/** Small server-wide values, such as the global sync version counter. */
export const serverState = sqliteTable('server_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Accounts. E-mail is stored trimmed and lowercased; username uniqueness is case-insensitive
 * through `username_lower`. Preferences are columns, not JSON, so they can be validated and synced.
 */
export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'moderator', 'admin'] }).notNull().default('user'),
  username: text('username'),
  usernameLower: text('username_lower').unique(),
  usernameChangedAt: integer('username_changed_at', { mode: 'timestamp_ms' }),
  bio: text('bio'),
  location: text('location'),
  avatarPath: text('avatar_path'),
  weightUnit: text('weight_unit', { enum: ['g', 'kg', 'oz', 'lb'] }).notNull().default('g'),
  lengthUnit: text('length_unit', { enum: ['cm', 'in'] }).notNull().default('cm'),
  language: text('language', { enum: ['en', 'bg'] }).notNull().default('en'),
  theme: text('theme', { enum: ['dark', 'light'] }).notNull().default('dark'),
  premiumTier: text('premium_tier', { enum: ['HerpPlus', 'HerpPro'] }),
  premiumExpiresAt: integer('premium_expires_at', { mode: 'timestamp_ms' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  /** Bumped when all sessions must end (password reset, account deletion). */
  sessionEpoch: integer('session_epoch').notNull().default(0),
});

/**
 * One row per sign-in (a refresh-token family). Rotation keeps the family; logout, a password
 * reset or a detected reuse revokes it, which ends every token in it at once.
 */
export const refreshFamilies = sqliteTable('refresh_families', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
}, (t) => [index('refresh_families_user_idx').on(t.userId)]);

/**
 * Refresh tokens, stored only as SHA-256 hashes. `usedAt` is set when the token is rotated; a used
 * token presented again inside the grace window is a racing tab, outside it a stolen token.
 */
export const refreshTokens = sqliteTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  familyId: text('family_id').notNull().references(() => refreshFamilies.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId)]);

/**
 * Single-use secrets sent by e-mail: sign-up confirmation links, reset links and 6-digit reset
 * codes. Only hashes are stored. A sign-up token carries the password hash chosen in that
 * sign-up, so confirming sets the password of whoever could read the mailbox (no pre-registration
 * takeover of an unconfirmed address).
 */
export const emailTokens = sqliteTable('email_tokens', {
  id: text('id').primaryKey(),
  /** SHA-256 of a link token; for a 6-digit code an HMAC over the row id and the code. */
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['signup', 'reset-link', 'reset-code'] }).notNull(),
  passwordHash: text('password_hash'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
}, (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)]);

/** Hits of the per-account and per-address limiters (sliding window); keys are hashed. */
export const throttleHits = sqliteTable('throttle_hits', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull(),
  at: integer('at', { mode: 'timestamp_ms' }).notNull(),
}, (t) => [index('throttle_hits_key_at_idx').on(t.key, t.at)]);

/** Solved ALTCHA challenges, kept until they expire so a payload is accepted only once. */
export const altchaUsed = sqliteTable('altcha_used', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});
