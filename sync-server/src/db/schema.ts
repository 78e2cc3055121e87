/**
 * The drizzle schema of the server database (SQLite). Its PostgreSQL twin is schema.pg.ts: change
 * both, then run `npm run db:generate` to write the next numbered migration of each dialect; never
 * edit a committed migration. test/server/db-parity.test.ts fails while the two differ.
 */
import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex, real, primaryKey } from 'drizzle-orm/sqlite-core';

/**
 * The tombstones of a synced table, for the purge (sync/tombstones.ts): a partial index on the
 * deleted rows only. It was `(deleted, updated_at)` over every row until migration 0021/0013, and
 * SQLite, which keeps no statistics here, chose it for every `user_id = ? AND deleted = FALSE`
 * count (the plan limits, the achievements): a read of every keeper's live rows instead of one
 * keeper's (test/server/query-plans.test.ts).
 */
const TOMBSTONES = sql`deleted = TRUE`;

/**
 * Small server-wide values. Until migration 0008 it held the global sync version counter and
 * tombstone horizon, which now live per user in `sync_spaces` (kept so old databases migrate).
 */
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
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  /** Bumped when all sessions must end (password reset, account deletion, disabling). */
  sessionEpoch: integer('session_epoch').notNull().default(0),
  /** Set by an admin: the account cannot sign in or sync until an admin enables it again. */
  disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
}, (t) => [
  // The admin area's user list (issue 15): newest first, all or by role.
  index('users_created_idx').on(t.createdAt, t.id),
  index('users_role_created_idx').on(t.role, t.createdAt, t.id),
  // Its prefix search compares bytes (sync-server/src/admin/prefix.ts). Here they repeat the unique
  // indexes (SQLite's BINARY collation already compares bytes); on PostgreSQL they are the "C"
  // collation's, which the database's default may not be.
  index('users_email_prefix_idx').on(t.email),
  index('users_username_prefix_idx').on(t.usernameLower),
]);

/**
 * Spaces (issue 27; docs/decisions/0032-shared-spaces.md): what the synced rows of a collection
 * belong to. Every account has its own space, whose id is the account's id, made with the account
 * by the `users_own_space` trigger (migration 0020), so no path that creates an account can forget
 * it; a shared one (a household or a team) has a fresh id and its owner. A synced row's `user_id`
 * column holds its space's id: for an own space that is its keeper's id, so no row changed.
 */
export const spaces = sqliteTable('spaces', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['own', 'household', 'team'] }).notNull(),
  /** A shared space's name; null for an own space (the screens say "My animals"). */
  name: text('name'),
  /**
   * Where the animals are kept (an IANA zone from the owner's device when the collection was made):
   * a sitter's last day ends at midnight there. Null (own spaces, collections made before it): UTC.
   */
  timeZone: text('time_zone'),
  ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('spaces_owner_idx').on(t.ownerId)]);

/**
 * Who else keeps a shared space, with which role (shared/spaces/roles.ts). The owner of a shared
 * space is a member with role owner; an own space has no rows here (its owner is its id). A
 * sitter's `until` is their last day (an ISO date, inclusive); `ended_at` is set when a member
 * leaves or is removed, and a sitter's period ends by the rule itself (the row stays, so the
 * member's devices hear of the end).
 */
export const spaceMembers = sqliteTable('space_members', {
  spaceId: text('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['owner', 'keeper', 'sitter', 'viewer'] }).notNull(),
  until: text('until'),
  joinedAt: integer('joined_at').notNull(),
  endedAt: integer('ended_at'),
  updatedAt: integer('updated_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.spaceId, t.userId] }),
  index('space_members_user_idx').on(t.userId),
]);

/**
 * Invitations into a shared space: by e-mail (`email`, normalised) or by a link shown as a QR
 * (`email` null). The token rides in the link's fragment and is stored only as its SHA-256; single
 * use (`accepted_at`), cancellable, and dead after `expires_at` (14 days).
 */
export const spaceInvitations = sqliteTable('space_invitations', {
  id: text('id').primaryKey(),
  spaceId: text('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  email: text('email'),
  role: text('role', { enum: ['keeper', 'sitter', 'viewer'] }).notNull(),
  until: text('until'),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  acceptedAt: integer('accepted_at'),
  acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  cancelledAt: integer('cancelled_at'),
}, (t) => [
  index('space_invitations_space_idx').on(t.spaceId),
  index('space_invitations_email_idx').on(t.email),
]);

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

/**
 * Sync (issue 4, per user since issue 11). Every synced row carries `version`, stamped from its
 * owner's counter in `sync_spaces` on every change, so "this user's rows with version > cookie" is
 * a complete and ordered answer to "what changed since you last looked". Deletes keep a tombstone
 * row (`deleted`, data cleared) until the retention window passes.
 */
export const reptiles = sqliteTable('reptiles', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  species: text('species').notNull(),
  hatchDate: text('hatch_date'),
  sex: text('sex', { enum: ['male', 'female', 'unknown'] }).notNull(),
  /** Canonical units: grams and centimetres. */
  weightGrams: real('weight_grams'),
  lengthCm: real('length_cm'),
  notes: text('notes'),
  /** Server-generated file name under DATA_DIR/uploads/reptiles/, null when no photo. */
  photoFile: text('photo_file'),
  /** The collection the reptile is in (a row of `collections`), null for none. */
  collectionId: text('collection_id'),
  /** The keeper's own days between meals; null: the species' default (shared/rules/feeding-rhythm.ts). */
  feedingIntervalDays: integer('feeding_interval_days'),
  /** A seasonal fast: due and overdue are not shown while paused, up to and including the until-date (null: no end set). */
  feedingPaused: integer('feeding_paused', { mode: 'boolean' }).notNull().default(false),
  feedingPausedUntil: text('feeding_paused_until'),
  /**
   * Lineage: each parent one of the keeper's reptiles (no foreign key: a parent's delete moves its
   * name into *_name in the same transaction) or a name; the clutch hatched from (a laying's id).
   */
  sireId: text('sire_id'),
  sireName: text('sire_name'),
  damId: text('dam_id'),
  damName: text('dam_name'),
  clutchId: text('clutch_id'),
  /**
   * The animal's genes and its state for each (shared/schemas/morphs.ts), as JSON: read and written
   * whole with the profile, never queried by gene.
   */
  morphs: text('morphs'),
  /**
   * When the animal moved to a buyer's account (server-derived, set by the transfer's acceptance):
   * the row and its logs stay with the seller as a read-only copy (docs/decisions/0029).
   */
  transferredAt: integer('transferred_at'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('reptiles_user_version_idx').on(t.userId, t.version),
  index('reptiles_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * One row per client (a browser profile's database for one user). `lastMutationId` is the last
 * mutation of that client the server has processed, applied or rejected; it only moves by one.
 */
export const syncClients = sqliteTable('sync_clients', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  lastMutationId: integer('last_mutation_id').notNull().default(0),
  createdAt: integer('created_at').notNull(),
  lastSeenAt: integer('last_seen_at').notNull(),
}, (t) => [index('sync_clients_user_idx').on(t.userId)]);

/** Mutations the server refused, returned to their client by pull until it has reconciled them. */
export const syncRejections = sqliteTable('sync_rejections', {
  clientId: text('client_id').notNull().references(() => syncClients.id, { onDelete: 'cascade' }),
  mutationId: integer('mutation_id').notNull(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  message: text('message').notNull(),
  /** JSON of the values the translated reason interpolates (RejectionParams), or null. */
  params: text('params'),
  rejectedAt: integer('rejected_at').notNull(),
}, (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })]);

/**
 * Growth logs (issue 5): a weighing or a measurement of one reptile, in canonical units (grams,
 * centimetres). `reptile_id` has no foreign key: a reptile is never removed while its tombstone
 * lives, and deleting a reptile tombstones its logs in the same transaction (the reptile mutator),
 * so pull tells every device to drop them.
 */
export const growthLogs = sqliteTable('growth_logs', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  date: text('date').notNull(),
  weightGrams: real('weight_grams'),
  lengthCm: real('length_cm'),
  notes: text('notes'),
  /** Who logged it (issue 27): set by the server from the signed-in member, never from the device. */
  authorId: text('author_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('growth_logs_user_version_idx').on(t.userId, t.version),
  index('growth_logs_reptile_idx').on(t.reptileId),
  index('growth_logs_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  // Achievements count what a person logged, in shared collections too (award.ts).
  index('growth_logs_author_date_idx').on(t.authorId, t.date),
]);

/**
 * The generic reptile logs (shared/mutators/logs.ts; decision record 0007): feeding, shedding,
 * health, breeding and event logs share one shape. `date` is a column (calendars and "last
 * feeding" read it); the other entered fields are one JSON object in `data`, written and read
 * only through the log's shared schema. Like growth logs, `reptile_id` has no foreign key: a
 * reptile's delete tombstones its logs in the same transaction.
 */
function logTable<N extends string>(name: N) {
  return sqliteTable(name, {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    reptileId: text('reptile_id').notNull(),
    date: text('date').notNull(),
    data: text('data').notNull(),
    /** Who logged it (issue 27): set by the server from the signed-in member, never from the device. */
    authorId: text('author_id'),
    version: integer('version').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  }, (t) => [
    index(`${name}_user_version_idx`).on(t.userId, t.version),
    index(`${name}_reptile_date_idx`).on(t.reptileId, t.date),
    index(`${name}_tombstones_idx`).on(t.updatedAt).where(TOMBSTONES),
    // Achievements count what a person logged, in shared collections too (award.ts).
    index(`${name}_author_date_idx`).on(t.authorId, t.date),
  ]);
}

export const feedingLogs = logTable('feeding_logs');
export const sheddingLogs = logTable('shedding_logs');
export const healthLogs = logTable('health_logs');
export const breedingLogs = logTable('breeding_logs');
export const eventLogs = logTable('event_logs');

/**
 * Feeder inventory (issue 6). `quantity` belongs to the server: it only moves by the deltas of the
 * feeder and feeding mutators, checked against this row inside the mutation's transaction, so it
 * never goes below zero whatever offline devices send (docs/decisions/0003-log-rules.md, Stock).
 * Tombstones keep their fields until the purge (the wire schema requires them), as logs do.
 */
export const feeders = sqliteTable('feeders', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type', { enum: ['live', 'frozen', 'dry', 'canned', 'other'] }).notNull(),
  weightPerItemGrams: real('weight_per_item_grams').notNull(),
  lowStockThreshold: integer('low_stock_threshold').notNull(),
  quantity: integer('quantity').notNull(),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('feeders_user_version_idx').on(t.userId, t.version),
  index('feeders_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * Reminders and tasks (issue 6). The frequency is two columns (`repeat_kind` once/days/weeks/
 * months, `repeat_every` null for once). `anchor_day` keeps a monthly series on its day through
 * short months. `completed_at` is the server's clock; the clean-up job (sync-server/src/jobs)
 * tombstones completed tasks 24 hours after it, through the (completed, completed_at) index.
 * `reptile_id` is optional and, like the logs', has no foreign key: a reptile's delete tombstones
 * its reminders in the same transaction.
 */
export const reminders = sqliteTable('reminders', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id'),
  taskType: text('task_type', { enum: ['feeding', 'cleaning', 'healthCheck', 'shedding', 'other'] }).notNull(),
  description: text('description'),
  repeatKind: text('repeat_kind', { enum: ['once', 'days', 'weeks', 'months'] }).notNull(),
  repeatEvery: integer('repeat_every'),
  dueDate: text('due_date').notNull(),
  anchorDay: integer('anchor_day').notNull(),
  completed: integer('completed', { mode: 'boolean' }).notNull().default(false),
  completedAt: integer('completed_at'),
  /** Who completed it (issue 27): set by the server from the signed-in member. */
  completedBy: text('completed_by'),
  nextId: text('next_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('reminders_user_version_idx').on(t.userId, t.version),
  index('reminders_reptile_idx').on(t.reptileId),
  index('reminders_completed_idx').on(t.completed, t.completedAt),
  index('reminders_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * Sync spaces (issue 11; decision record 0010): one per user. `version` is the user's own
 * counter, which every changed row of theirs takes its version from, so pushes of different
 * users never wait on one counter, and a pull cookie is a position in one user's history.
 * `horizon` is the highest version among that user's purged tombstones. A writer of synced rows
 * locks its user's space first (PostgreSQL: SELECT ... FOR UPDATE; SQLite: the one writer), which
 * is what keeps plan limits, stock and balances right when two processes push for one user.
 */
export const syncSpaces = sqliteTable('sync_spaces', {
  userId: text('user_id').primaryKey().references(() => spaces.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  horizon: integer('horizon').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
  /**
   * The user's pushes in the current one-minute window and when it ends (the per-user push rate,
   * sync/limits.ts): counted by the same statement that locks the space, so the limit costs no
   * round trip of its own.
   */
  pushCount: integer('push_count').notNull().default(0),
  pushWindowEnds: integer('push_window_ends').notNull().default(0),
});

/**
 * Per-IP request limits shared by every server process (the @fastify/rate-limit store): one row
 * per key and window, counted with an upsert.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: integer('reset_at').notNull(),
}, (t) => [index('rate_limits_reset_idx').on(t.resetAt)]);

/**
 * Claimed occurrences of scheduled jobs: a process runs an occurrence only if its insert of
 * (job, occurrence) took, so with several processes each job runs exactly once per occurrence.
 */
export const jobRuns = sqliteTable('job_runs', {
  job: text('job').notNull(),
  occurrence: integer('occurrence').notNull(),
  claimedAt: integer('claimed_at').notNull(),
}, (t) => [primaryKey({ columns: [t.job, t.occurrence] })]);

/**
 * Issue 12 (decision record 0013). Collections: `state` is the server's (active or read-only by the
 * plan's limit, shared/coins/collections-limit.ts); a reptile names its collection.
 */
export const collections = sqliteTable('collections', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  state: text('state', { enum: ['active', 'read-only'] }).notNull().default('active'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('collections_user_version_idx').on(t.userId, t.version),
  index('collections_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * Earned achievements: one row per user and achievement (the unique index is what makes an award
 * happen once, whoever races it). Server-derived; `seen_at` is the keeper's "I've seen it".
 */
export const userAchievements = sqliteTable('user_achievements', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  achievementId: text('achievement_id').notNull(),
  earnedAt: integer('earned_at').notNull(),
  seenAt: integer('seen_at'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  uniqueIndex('user_achievements_user_achievement_idx').on(t.userId, t.achievementId),
  index('user_achievements_user_version_idx').on(t.userId, t.version),
  index('user_achievements_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * The ReptiCoins ledger (shared/coins/ledger.ts): append-only, one row per user and cause (`key`,
 * unique), so a retried or duplicated request applies once. Never updated or deleted.
 */
export const coinLedger = sqliteTable('coin_ledger', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason'),
  at: integer('at').notNull(),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  uniqueIndex('coin_ledger_user_key_idx').on(t.userId, t.key),
  index('coin_ledger_user_version_idx').on(t.userId, t.version),
  index('coin_ledger_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  // The admins' history of every entry, newest first (issue 15).
  index('coin_ledger_at_idx').on(t.at),
]);

/**
 * The wallet: one row per user who ever had coins or a plan (none: balance 0, Basic). `balance` is
 * the ledger's sum, written with each entry in its transaction under the user's space lock;
 * `premium_*` is the plan bought (moved here from `users` in migration 0010 so that devices pull
 * it). `premium_expires_at` null with a tier: a grant that never lapses.
 */
export const wallets = sqliteTable('wallets', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  premiumTier: text('premium_tier', { enum: ['HerpPlus', 'HerpPro'] }),
  premiumExpiresAt: integer('premium_expires_at'),
  premiumAnchorDay: integer('premium_anchor_day'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('wallets_user_version_idx').on(t.userId, t.version),
  index('wallets_expires_idx').on(t.premiumExpiresAt),
  index('wallets_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * Issue 13 (decision record 0014): the community's tables. Online data, not synced: read and
 * written through calls, never through the sync protocol.
 *
 * The notification inbox: one row per message to one user; `hidden` rows stay (the keeper hid
 * them) but are never listed. Types: welcome, alert, update, achievement, contest, event, premium.
 */
export const notifications = sqliteTable('notifications', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  imageUrl: text('image_url'),
  readAt: integer('read_at'),
  hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)]);

/**
 * Community events (expos, meetups, swaps). Instants in ms (UTC); an all-day event starts at the
 * UTC midnight of its first day and `ends_at` is the UTC midnight of its last day (null: one day).
 * Pending until a moderator or admin approves or rejects it.
 */
export const communityEvents = sqliteTable('community_events', {
  id: text('id').primaryKey(),
  submitterId: text('submitter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsAt: integer('starts_at').notNull(),
  endsAt: integer('ends_at'),
  allDay: integer('all_day', { mode: 'boolean' }).notNull().default(false),
  location: text('location'),
  description: text('description'),
  url: text('url'),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  decidedBy: text('decided_by'),
  decidedAt: integer('decided_at'),
  decisionNote: text('decision_note'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
}, (t) => [
  index('community_events_status_starts_idx').on(t.status, t.startsAt),
  index('community_events_submitter_idx').on(t.submitterId),
]);

/**
 * The monthly photo contest. `month` is the contest's calendar month in UTC (YYYY-MM). An entry's
 * image is a re-encoded file under UPLOADS_DIR/contest (no EXIF, no GPS). One vote per voter and
 * month (the primary key decides, whatever the concurrency). Results: places 1-3 of a closed
 * month, written once at the close; `prize_paid_at` once the ledger has credited the prize.
 * Bans: a keeper disqualified for manipulation may not enter or vote until `until`.
 */
export const contestEntries = sqliteTable('contest_entries', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  month: text('month').notNull(),
  imageFile: text('image_file').notNull(),
  caption: text('caption'),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'disqualified'] }).notNull().default('pending'),
  decidedBy: text('decided_by'),
  decidedAt: integer('decided_at'),
  createdAt: integer('created_at').notNull(),
}, (t) => [
  index('contest_entries_month_status_idx').on(t.month, t.status),
  index('contest_entries_user_month_idx').on(t.userId, t.month),
]);

export const contestVotes = sqliteTable('contest_votes', {
  month: text('month').notNull(),
  voterId: text('voter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entryId: text('entry_id').notNull().references(() => contestEntries.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.month, t.voterId] }), index('contest_votes_entry_idx').on(t.entryId)]);

export const contestResults = sqliteTable('contest_results', {
  month: text('month').notNull(),
  place: integer('place').notNull(),
  entryId: text('entry_id').notNull(),
  userId: text('user_id').notNull(),
  votes: integer('votes').notNull(),
  closedAt: integer('closed_at').notNull(),
  prizePaidAt: integer('prize_paid_at'),
}, (t) => [primaryKey({ columns: [t.month, t.place] })]);

/**
 * One row per contest month that voting, disqualification or the close has touched: the month's
 * lock (each of them upserts it first, so on PostgreSQL they run one after another and a vote can
 * never land after the close counted, nor on an entry being disqualified) and its close, recorded
 * once even when no entry earned a place, so the close job never picks that month again.
 */
export const contestMonths = sqliteTable('contest_months', {
  month: text('month').primaryKey(),
  closedAt: integer('closed_at'),
});

export const contestBans = sqliteTable('contest_bans', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  until: integer('until').notNull(),
  reason: text('reason'),
  createdBy: text('created_by'),
  createdAt: integer('created_at').notNull(),
});

/**
 * OCR imports (issue 14): one row per import the server applied, the keeper's own synced rows
 * (a device writes its import at once; the server's row replaces it). Never deleted: the plan's
 * OCR limit is a lifetime count of these rows, so deleting a reptile or its logs gives nothing
 * back. `reptile_id` may name a reptile deleted since.
 */
export const ocrImports = sqliteTable('ocr_imports', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  language: text('language').notNull(),
  logCount: integer('log_count').notNull(),
  skipped: integer('skipped').notNull(),
  importedAt: integer('imported_at').notNull(),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('ocr_imports_user_version_idx').on(t.userId, t.version),
  index('ocr_imports_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * Insights per reptile (issue 14): each one a keeper asked for, server-derived and pulled (the
 * history per reptile works offline). `findings` is the analysis as JSON (shared/insights), `text`
 * what the keeper reads (the findings' sentences, or a model's phrasing of them: `source`). The
 * monthly quota counts rows by `generated_at`, deleted or not.
 */
export const insights = sqliteTable('insights', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  language: text('language').notNull(),
  text: text('text').notNull(),
  findings: text('findings').notNull(),
  source: text('source', { enum: ['rules', 'model'] }).notNull(),
  generatedAt: integer('generated_at').notNull(),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('insights_user_version_idx').on(t.userId, t.version),
  index('insights_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  index('insights_user_generated_idx').on(t.userId, t.generatedAt),
]);

/**
 * Bug reports and feature requests (issue 15): one table, `kind` says which; the statuses differ
 * by kind (shared/api/feedback.ts). `archived` hides a handled one from the admin's queue and badge.
 */
export const feedbackItems = sqliteTable('feedback_items', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['bug', 'feature'] }).notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  steps: text('steps'),
  browser: text('browser'),
  os: text('os'),
  deviceType: text('device_type'),
  status: text('status').notNull(),
  archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
}, (t) => [
  index('feedback_items_user_idx').on(t.userId, t.kind, t.createdAt),
  index('feedback_items_kind_status_idx').on(t.kind, t.archived, t.status, t.createdAt),
]);

/**
 * A bug report's images: uploaded first (re-encoded, `item_id` null), then attached when the report
 * is sent; unattached ones older than a day are removed by a job. Files live in `app.files`.
 */
export const feedbackImages = sqliteTable('feedback_images', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  itemId: text('item_id').references(() => feedbackItems.id, { onDelete: 'cascade' }),
  file: text('file').notNull(),
  position: integer('position').notNull().default(0),
  /** Bytes stored: the upload's size while it is being re-encoded, then the file's (the per-account quota counts these). */
  bytes: integer('bytes').notNull().default(0),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('feedback_images_item_idx').on(t.itemId), index('feedback_images_user_idx').on(t.userId, t.createdAt)]);

/** Comments on a bug report or feature request, by its reporter or by the team (`from_team`). */
export const feedbackComments = sqliteTable('feedback_comments', {
  id: text('id').primaryKey(),
  itemId: text('item_id').notNull().references(() => feedbackItems.id, { onDelete: 'cascade' }),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  fromTeam: integer('from_team', { mode: 'boolean' }).notNull().default(false),
  body: text('body').notNull(),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('feedback_comments_item_idx').on(t.itemId, t.createdAt)]);

/**
 * Every admin and moderator action (issue 15): who (id, role, e-mail at the time), what (`action`,
 * the target), when, and the target's state before and after as JSON. Written in the action's own
 * transaction, so an action that did not happen has no entry and one that did always has.
 */
export const auditLog = sqliteTable('audit_log', {
  id: text('id').primaryKey(),
  actorId: text('actor_id'),
  actorRole: text('actor_role').notNull(),
  actorEmail: text('actor_email'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  before: text('before'),
  after: text('after'),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorId, t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)]);

/**
 * Sales and gifts of an animal (issue 18, docs/decisions/0029): the seller names the buyer's
 * e-mail; the buyer accepts online and a copy of the animal with its history is made in their
 * account, the seller's row becoming read-only. Synced to the seller (server-derived) as their
 * sales list; a buyer reads the offers made to their e-mail through calls.
 */
export const transfers = sqliteTable('transfers', {
  id: text('id').primaryKey(),
  /** The seller. */
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  /** The animal's name when offered, for the sales list once the row is gone. */
  reptileName: text('reptile_name').notNull(),
  /** Lower case. */
  buyerEmail: text('buyer_email').notNull(),
  /** Set when the buyer accepts or declines (the account that did). */
  buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
  /** Minor units (cents, stotinki); null for a gift or an undisclosed price. */
  priceCents: integer('price_cents'),
  currency: text('currency'),
  soldOn: text('sold_on').notNull(),
  note: text('note'),
  /** pending, accepted, declined, cancelled, expired. */
  status: text('status').notNull(),
  /** The buyer's copy, once accepted. */
  buyerReptileId: text('buyer_reptile_id'),
  expiresAt: integer('expires_at').notNull(),
  decidedAt: integer('decided_at'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('transfers_user_version_idx').on(t.userId, t.version),
  index('transfers_buyer_status_idx').on(t.buyerEmail, t.status),
  index('transfers_reptile_idx').on(t.reptileId),
  index('transfers_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * Where animals live (issue 28; docs/decisions/0035-enclosures-and-racks.md). A rack's tubs are
 * enclosures with its id, shelf and position; a rack's delete tombstones them in its transaction.
 * An animal's place is its latest move (placements); moves into a removed enclosure read as none.
 * No foreign keys between them, as the logs have none to their reptile: tombstones keep the ids.
 */
export const racks = sqliteTable('racks', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  room: text('room'),
  shelves: integer('shelves').notNull(),
  perShelf: integer('per_shelf').notNull(),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('racks_user_version_idx').on(t.userId, t.version),
  index('racks_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const enclosures = sqliteTable('enclosures', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type').notNull(),
  widthCm: real('width_cm'),
  depthCm: real('depth_cm'),
  heightCm: real('height_cm'),
  room: text('room'),
  notes: text('notes'),
  rackId: text('rack_id'),
  shelf: integer('shelf'),
  position: integer('position'),
  /** The keeper's own target ranges and cleaning intervals, as JSON (null: the species' and the defaults). */
  targets: text('targets'),
  upkeepDays: text('upkeep_days'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('enclosures_user_version_idx').on(t.userId, t.version),
  index('enclosures_rack_idx').on(t.rackId),
  index('enclosures_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const placements = sqliteTable('placements', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  /** Null: taken out of any enclosure. */
  enclosureId: text('enclosure_id'),
  date: text('date').notNull(),
  /** The device's time of the move: orders two moves of one day. */
  at: integer('at').notNull(),
  authorId: text('author_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('placements_user_version_idx').on(t.userId, t.version),
  index('placements_reptile_idx').on(t.reptileId),
  index('placements_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * An enclosure's climate readings, equipment and upkeep (issue 28). A reading's moment is unique
 * per enclosure among live rows (the import skips one it already has: an earlier import of the
 * same file); an enclosure's delete leaves them (no foreign key, as moves), unreachable.
 */
export const readings = sqliteTable('readings', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  enclosureId: text('enclosure_id').notNull(),
  at: integer('at').notNull(),
  hotC: real('hot_c'),
  coolC: real('cool_c'),
  baskingC: real('basking_c'),
  ambientC: real('ambient_c'),
  humidityPct: real('humidity_pct'),
  imported: integer('imported', { mode: 'boolean' }).notNull().default(false),
  authorId: text('author_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('readings_user_version_idx').on(t.userId, t.version),
  uniqueIndex('readings_enclosure_at_idx').on(t.enclosureId, t.at).where(sql`deleted = FALSE`),
  index('readings_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const equipment = sqliteTable('equipment', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  enclosureId: text('enclosure_id').notNull(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  installedOn: text('installed_on').notNull(),
  replaceEveryMonths: integer('replace_every_months'),
  setPointC: real('set_point_c'),
  notes: text('notes'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('equipment_user_version_idx').on(t.userId, t.version),
  index('equipment_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const upkeepEvents = sqliteTable('upkeep_events', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  enclosureId: text('enclosure_id').notNull(),
  kind: text('kind').notNull(),
  date: text('date').notNull(),
  notes: text('notes'),
  authorId: text('author_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('upkeep_events_user_version_idx').on(t.userId, t.version),
  index('upkeep_events_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * The health watch (issue 29): an animal's care modes and medication courses, in its space. A
 * course keeps the volume the server worked out and the ids of its dose reminders (JSON).
 */
export const careModes = sqliteTable('care_modes', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  mode: text('mode').notNull(),
  startDate: text('start_date').notNull(),
  plannedEnd: text('planned_end'),
  quarantineDays: integer('quarantine_days'),
  endDate: text('end_date'),
  checks: text('checks'),
  notes: text('notes'),
  authorId: text('author_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('care_modes_user_version_idx').on(t.userId, t.version),
  index('care_modes_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const medicationCourses = sqliteTable('medication_courses', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  groupId: text('group_id').notNull(),
  drug: text('drug').notNull(),
  dose: real('dose').notNull(),
  doseUnit: text('dose_unit').notNull(),
  concentrationMgPerMl: real('concentration_mg_per_ml'),
  route: text('route').notNull(),
  everyHours: integer('every_hours').notNull(),
  days: integer('days').notNull(),
  startDate: text('start_date').notNull(),
  weightGrams: real('weight_grams').notNull(),
  weighedOn: text('weighed_on').notNull(),
  volumeMl: real('volume_ml').notNull(),
  doseIds: text('dose_ids').notNull(),
  stoppedOn: text('stopped_on'),
  notes: text('notes'),
  authorId: text('author_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('medication_courses_user_version_idx').on(t.userId, t.version),
  index('medication_courses_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * A breeder's sales (issue 30): the waitlist, sales and their payments, in the seller's space.
 * Money is an integer of minor units with its currency; a sale's balance is never stored (it is
 * worked out from its payments, shared/sales/ledger.ts).
 */
export const waitlistEntries = sqliteTable('waitlist_entries', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  buyerName: text('buyer_name').notNull(),
  contact: text('contact'),
  species: text('species'),
  sex: text('sex').notNull(),
  traits: text('traits'),
  budgetMinor: integer('budget_minor'),
  currency: text('currency').notNull(),
  note: text('note'),
  position: integer('position').notNull(),
  state: text('state').notNull(),
  offeredReptileId: text('offered_reptile_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('waitlist_entries_user_version_idx').on(t.userId, t.version),
  index('waitlist_entries_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const sales = sqliteTable('sales', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  waitlistId: text('waitlist_id'),
  buyerName: text('buyer_name').notNull(),
  contact: text('contact'),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
  handover: text('handover').notNull(),
  handoverDate: text('handover_date'),
  note: text('note'),
  state: text('state').notNull(),
  completedOn: text('completed_on'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('sales_user_version_idx').on(t.userId, t.version),
  index('sales_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  index('sales_reptile_idx').on(t.reptileId),
]);

export const salePayments = sqliteTable('sale_payments', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  saleId: text('sale_id').notNull(),
  kind: text('kind').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  date: text('date').notNull(),
  note: text('note'),
  authorId: text('author_id'),
  version: integer('version').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
}, (t) => [
  index('sale_payments_user_version_idx').on(t.userId, t.version),
  index('sale_payments_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  index('sale_payments_sale_idx').on(t.saleId),
]);
