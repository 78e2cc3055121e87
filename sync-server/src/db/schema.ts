/**
 * The drizzle schema of the server database (SQLite). Change it, then run `npm run db:generate`
 * to write the next numbered migration; never edit a committed migration.
 */
import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';

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
