/**
 * The drizzle schema of the server database on PostgreSQL: the same tables, columns, defaults,
 * keys and index names as the SQLite schema (./schema.ts, where each table is explained), which
 * test/server/db-parity.test.ts checks against the migrated databases. Change both together, then
 * run `npm run db:generate`, which writes the next numbered migration of each dialect
 * (./migrations, ./migrations-pg); never edit a committed migration.
 *
 * Types: SQLite `text` is `text`; `real` is `double precision`; an integer in boolean mode is
 * `boolean`; ms timestamps, versions, ids and anything that may pass 2^31 are `bigint` read as JS
 * numbers (every value fits in 2^53); bounded small counters (attempts, epochs, thresholds, a day
 * of the month, a repeat interval, a rate-limit count) are `integer`. The store parses int8 as a
 * number (store.ts), so services read the same values on both databases.
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, bigint, boolean, doublePrecision, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';

/** A bigint column read and written as a JS number (ms timestamps, versions, ids). */
const int8 = (name: string) => bigint(name, { mode: 'number' });

/**
 * The tombstones of a synced table, for the purge (sync/tombstones.ts); as in schema.ts: a partial index on the
 * deleted rows only. It was `(deleted, updated_at)` over every row until migration 0021/0013, and
 * SQLite, which keeps no statistics here, chose it for every `user_id = ? AND deleted = FALSE`
 * count (the plan limits, the achievements): a read of every keeper's live rows instead of one
 * keeper's (test/server/query-plans.test.ts).
 */
const TOMBSTONES = sql`deleted = TRUE`;

export const serverState = pgTable('server_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: int8('updated_at').notNull(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'moderator', 'admin'] }).notNull().default('user'),
  username: text('username'),
  usernameLower: text('username_lower').unique(),
  usernameChangedAt: int8('username_changed_at'),
  bio: text('bio'),
  location: text('location'),
  avatarPath: text('avatar_path'),
  weightUnit: text('weight_unit', { enum: ['g', 'kg', 'oz', 'lb'] }).notNull().default('g'),
  lengthUnit: text('length_unit', { enum: ['cm', 'in'] }).notNull().default('cm'),
  language: text('language', { enum: ['en', 'bg'] }).notNull().default('en'),
  theme: text('theme', { enum: ['dark', 'light'] }).notNull().default('dark'),
  createdAt: int8('created_at').notNull(),
  confirmedAt: int8('confirmed_at'),
  sessionEpoch: integer('session_epoch').notNull().default(0),
  disabledAt: int8('disabled_at'),
}, (t) => [
  index('users_created_idx').on(t.createdAt, t.id),
  index('users_role_created_idx').on(t.role, t.createdAt, t.id),
  // Collation "C": the admin search's prefix ranges compare bytes, as SQLite's BINARY does.
  index('users_email_prefix_idx').on(sql`${t.email} COLLATE "C"`),
  index('users_username_prefix_idx').on(sql`${t.usernameLower} COLLATE "C"`),
]);

export const spaces = pgTable('spaces', {
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
  createdAt: int8('created_at').notNull(),
}, (t) => [index('spaces_owner_idx').on(t.ownerId)]);

export const spaceMembers = pgTable('space_members', {
  spaceId: text('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['owner', 'keeper', 'sitter', 'viewer'] }).notNull(),
  until: text('until'),
  joinedAt: int8('joined_at').notNull(),
  endedAt: int8('ended_at'),
  updatedAt: int8('updated_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.spaceId, t.userId] }),
  index('space_members_user_idx').on(t.userId),
]);

export const spaceInvitations = pgTable('space_invitations', {
  id: text('id').primaryKey(),
  spaceId: text('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  email: text('email'),
  role: text('role', { enum: ['keeper', 'sitter', 'viewer'] }).notNull(),
  until: text('until'),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: int8('created_at').notNull(),
  expiresAt: int8('expires_at').notNull(),
  acceptedAt: int8('accepted_at'),
  acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  cancelledAt: int8('cancelled_at'),
}, (t) => [
  index('space_invitations_space_idx').on(t.spaceId),
  index('space_invitations_email_idx').on(t.email),
]);

export const refreshFamilies = pgTable('refresh_families', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: int8('created_at').notNull(),
  revokedAt: int8('revoked_at'),
}, (t) => [index('refresh_families_user_idx').on(t.userId)]);

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  familyId: text('family_id').notNull().references(() => refreshFamilies.id, { onDelete: 'cascade' }),
  createdAt: int8('created_at').notNull(),
  expiresAt: int8('expires_at').notNull(),
  usedAt: int8('used_at'),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId)]);

export const emailTokens = pgTable('email_tokens', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['signup', 'reset-link', 'reset-code'] }).notNull(),
  passwordHash: text('password_hash'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: int8('created_at').notNull(),
  expiresAt: int8('expires_at').notNull(),
  usedAt: int8('used_at'),
}, (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)]);

/** `id` is an identity column (SQLite: INTEGER PRIMARY KEY AUTOINCREMENT); inserts leave it out. */
export const throttleHits = pgTable('throttle_hits', {
  id: int8('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').notNull(),
  at: int8('at').notNull(),
}, (t) => [index('throttle_hits_key_at_idx').on(t.key, t.at)]);

export const altchaUsed = pgTable('altcha_used', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: int8('expires_at').notNull(),
});

export const reptiles = pgTable('reptiles', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  species: text('species').notNull(),
  hatchDate: text('hatch_date'),
  sex: text('sex', { enum: ['male', 'female', 'unknown'] }).notNull(),
  weightGrams: doublePrecision('weight_grams'),
  lengthCm: doublePrecision('length_cm'),
  notes: text('notes'),
  photoFile: text('photo_file'),
  /** The collection the reptile is in (a row of `collections`), null for none. */
  collectionId: text('collection_id'),
  /** The keeper's own days between meals; null: the species' default (shared/rules/feeding-rhythm.ts). */
  feedingIntervalDays: integer('feeding_interval_days'),
  /** A seasonal fast: due and overdue are not shown while paused, up to and including the until-date (null: no end set). */
  feedingPaused: boolean('feeding_paused').notNull().default(false),
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
  transferredAt: int8('transferred_at'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('reptiles_user_version_idx').on(t.userId, t.version),
  index('reptiles_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const syncClients = pgTable('sync_clients', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  lastMutationId: int8('last_mutation_id').notNull().default(0),
  createdAt: int8('created_at').notNull(),
  lastSeenAt: int8('last_seen_at').notNull(),
}, (t) => [index('sync_clients_user_idx').on(t.userId)]);

export const syncRejections = pgTable('sync_rejections', {
  clientId: text('client_id').notNull().references(() => syncClients.id, { onDelete: 'cascade' }),
  mutationId: int8('mutation_id').notNull(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  message: text('message').notNull(),
  params: text('params'),
  rejectedAt: int8('rejected_at').notNull(),
}, (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })]);

export const growthLogs = pgTable('growth_logs', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  date: text('date').notNull(),
  weightGrams: doublePrecision('weight_grams'),
  lengthCm: doublePrecision('length_cm'),
  notes: text('notes'),
  /** Who logged it (issue 27): set by the server from the signed-in member, never from the device. */
  authorId: text('author_id'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('growth_logs_user_version_idx').on(t.userId, t.version),
  index('growth_logs_reptile_idx').on(t.reptileId),
  index('growth_logs_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  // Achievements count what a person logged, in shared collections too (award.ts).
  index('growth_logs_author_date_idx').on(t.authorId, t.date),
]);

function logTable<N extends string>(name: N) {
  return pgTable(name, {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    reptileId: text('reptile_id').notNull(),
    date: text('date').notNull(),
    data: text('data').notNull(),
    /** Who logged it (issue 27): set by the server from the signed-in member, never from the device. */
    authorId: text('author_id'),
    version: int8('version').notNull(),
    createdAt: int8('created_at').notNull(),
    updatedAt: int8('updated_at').notNull(),
    deleted: boolean('deleted').notNull().default(false),
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

/** `quantity` is a sum of stock additions with no upper bound of its own, so bigint. */
export const feeders = pgTable('feeders', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type', { enum: ['live', 'frozen', 'dry', 'canned', 'other'] }).notNull(),
  weightPerItemGrams: doublePrecision('weight_per_item_grams').notNull(),
  lowStockThreshold: integer('low_stock_threshold').notNull(),
  quantity: int8('quantity').notNull(),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('feeders_user_version_idx').on(t.userId, t.version),
  index('feeders_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const reminders = pgTable('reminders', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id'),
  taskType: text('task_type', { enum: ['feeding', 'cleaning', 'healthCheck', 'shedding', 'other'] }).notNull(),
  description: text('description'),
  repeatKind: text('repeat_kind', { enum: ['once', 'days', 'weeks', 'months'] }).notNull(),
  repeatEvery: integer('repeat_every'),
  dueDate: text('due_date').notNull(),
  anchorDay: integer('anchor_day').notNull(),
  completed: boolean('completed').notNull().default(false),
  completedAt: int8('completed_at'),
  completedBy: text('completed_by'),
  nextId: text('next_id'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('reminders_user_version_idx').on(t.userId, t.version),
  index('reminders_reptile_idx').on(t.reptileId),
  index('reminders_completed_idx').on(t.completed, t.completedAt),
  index('reminders_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const syncSpaces = pgTable('sync_spaces', {
  userId: text('user_id').primaryKey().references(() => spaces.id, { onDelete: 'cascade' }),
  version: int8('version').notNull().default(0),
  horizon: int8('horizon').notNull().default(0),
  updatedAt: int8('updated_at').notNull(),
  pushCount: integer('push_count').notNull().default(0),
  pushWindowEnds: int8('push_window_ends').notNull().default(0),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: int8('reset_at').notNull(),
}, (t) => [index('rate_limits_reset_idx').on(t.resetAt)]);

export const jobRuns = pgTable('job_runs', {
  job: text('job').notNull(),
  occurrence: int8('occurrence').notNull(),
  claimedAt: int8('claimed_at').notNull(),
}, (t) => [primaryKey({ columns: [t.job, t.occurrence] })]);

export const collections = pgTable('collections', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  state: text('state', { enum: ['active', 'read-only'] }).notNull().default('active'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('collections_user_version_idx').on(t.userId, t.version),
  index('collections_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const userAchievements = pgTable('user_achievements', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  achievementId: text('achievement_id').notNull(),
  earnedAt: int8('earned_at').notNull(),
  seenAt: int8('seen_at'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  uniqueIndex('user_achievements_user_achievement_idx').on(t.userId, t.achievementId),
  index('user_achievements_user_version_idx').on(t.userId, t.version),
  index('user_achievements_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const coinLedger = pgTable('coin_ledger', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  amount: int8('amount').notNull(),
  reason: text('reason'),
  at: int8('at').notNull(),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  uniqueIndex('coin_ledger_user_key_idx').on(t.userId, t.key),
  index('coin_ledger_user_version_idx').on(t.userId, t.version),
  index('coin_ledger_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  index('coin_ledger_at_idx').on(t.at),
]);

export const wallets = pgTable('wallets', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  balance: int8('balance').notNull().default(0),
  premiumTier: text('premium_tier', { enum: ['HerpPlus', 'HerpPro'] }),
  premiumExpiresAt: int8('premium_expires_at'),
  premiumAnchorDay: integer('premium_anchor_day'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('wallets_user_version_idx').on(t.userId, t.version),
  index('wallets_expires_idx').on(t.premiumExpiresAt),
  index('wallets_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const notifications = pgTable('notifications', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  imageUrl: text('image_url'),
  readAt: int8('read_at'),
  hidden: boolean('hidden').notNull().default(false),
  createdAt: int8('created_at').notNull(),
}, (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)]);

export const communityEvents = pgTable('community_events', {
  id: text('id').primaryKey(),
  submitterId: text('submitter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsAt: int8('starts_at').notNull(),
  endsAt: int8('ends_at'),
  allDay: boolean('all_day').notNull().default(false),
  location: text('location'),
  description: text('description'),
  url: text('url'),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  decidedBy: text('decided_by'),
  decidedAt: int8('decided_at'),
  decisionNote: text('decision_note'),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
}, (t) => [
  index('community_events_status_starts_idx').on(t.status, t.startsAt),
  index('community_events_submitter_idx').on(t.submitterId),
]);

export const contestEntries = pgTable('contest_entries', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  month: text('month').notNull(),
  imageFile: text('image_file').notNull(),
  caption: text('caption'),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'disqualified'] }).notNull().default('pending'),
  decidedBy: text('decided_by'),
  decidedAt: int8('decided_at'),
  createdAt: int8('created_at').notNull(),
}, (t) => [
  index('contest_entries_month_status_idx').on(t.month, t.status),
  index('contest_entries_user_month_idx').on(t.userId, t.month),
]);

export const contestVotes = pgTable('contest_votes', {
  month: text('month').notNull(),
  voterId: text('voter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entryId: text('entry_id').notNull().references(() => contestEntries.id, { onDelete: 'cascade' }),
  createdAt: int8('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.month, t.voterId] }), index('contest_votes_entry_idx').on(t.entryId)]);

export const contestResults = pgTable('contest_results', {
  month: text('month').notNull(),
  place: integer('place').notNull(),
  entryId: text('entry_id').notNull(),
  userId: text('user_id').notNull(),
  votes: integer('votes').notNull(),
  closedAt: int8('closed_at').notNull(),
  prizePaidAt: int8('prize_paid_at'),
}, (t) => [primaryKey({ columns: [t.month, t.place] })]);

/**
 * One row per contest month that voting, disqualification or the close has touched: the month's
 * lock (each of them upserts it first, so on PostgreSQL they run one after another and a vote can
 * never land after the close counted, nor on an entry being disqualified) and its close, recorded
 * once even when no entry earned a place, so the close job never picks that month again.
 */
export const contestMonths = pgTable('contest_months', {
  month: text('month').primaryKey(),
  closedAt: int8('closed_at'),
});

export const contestBans = pgTable('contest_bans', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  until: int8('until').notNull(),
  reason: text('reason'),
  createdBy: text('created_by'),
  createdAt: int8('created_at').notNull(),
});

export const ocrImports = pgTable('ocr_imports', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  language: text('language').notNull(),
  logCount: integer('log_count').notNull(),
  skipped: integer('skipped').notNull(),
  importedAt: int8('imported_at').notNull(),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('ocr_imports_user_version_idx').on(t.userId, t.version),
  index('ocr_imports_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const insights = pgTable('insights', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  language: text('language').notNull(),
  text: text('text').notNull(),
  findings: text('findings').notNull(),
  source: text('source', { enum: ['rules', 'model'] }).notNull(),
  generatedAt: int8('generated_at').notNull(),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('insights_user_version_idx').on(t.userId, t.version),
  index('insights_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  index('insights_user_generated_idx').on(t.userId, t.generatedAt),
]);

export const feedbackItems = pgTable('feedback_items', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['bug', 'feature'] }).notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  steps: text('steps'),
  browser: text('browser'),
  os: text('os'),
  deviceType: text('device_type'),
  status: text('status').notNull(),
  archived: boolean('archived').notNull().default(false),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
}, (t) => [
  index('feedback_items_user_idx').on(t.userId, t.kind, t.createdAt),
  index('feedback_items_kind_status_idx').on(t.kind, t.archived, t.status, t.createdAt),
]);

export const feedbackImages = pgTable('feedback_images', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  itemId: text('item_id').references(() => feedbackItems.id, { onDelete: 'cascade' }),
  file: text('file').notNull(),
  position: integer('position').notNull().default(0),
  /** Bytes stored: the upload's size while it is being re-encoded, then the file's (the per-account quota counts these). */
  bytes: integer('bytes').notNull().default(0),
  createdAt: int8('created_at').notNull(),
}, (t) => [index('feedback_images_item_idx').on(t.itemId), index('feedback_images_user_idx').on(t.userId, t.createdAt)]);

export const feedbackComments = pgTable('feedback_comments', {
  id: text('id').primaryKey(),
  itemId: text('item_id').notNull().references(() => feedbackItems.id, { onDelete: 'cascade' }),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  fromTeam: boolean('from_team').notNull().default(false),
  body: text('body').notNull(),
  createdAt: int8('created_at').notNull(),
}, (t) => [index('feedback_comments_item_idx').on(t.itemId, t.createdAt)]);

export const auditLog = pgTable('audit_log', {
  id: text('id').primaryKey(),
  actorId: text('actor_id'),
  actorRole: text('actor_role').notNull(),
  actorEmail: text('actor_email'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  before: text('before'),
  after: text('after'),
  createdAt: int8('created_at').notNull(),
}, (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorId, t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)]);

/**
 * Sales and gifts of an animal (issue 18, docs/decisions/0029): the seller names the buyer's
 * e-mail; the buyer accepts online and a copy of the animal with its history is made in their
 * account, the seller's row becoming read-only. Synced to the seller (server-derived) as their
 * sales list; a buyer reads the offers made to their e-mail through calls.
 */
export const transfers = pgTable('transfers', {
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
  priceCents: int8('price_cents'),
  currency: text('currency'),
  soldOn: text('sold_on').notNull(),
  note: text('note'),
  /** pending, accepted, declined, cancelled, expired. */
  status: text('status').notNull(),
  /** The buyer's copy, once accepted. */
  buyerReptileId: text('buyer_reptile_id'),
  expiresAt: int8('expires_at').notNull(),
  decidedAt: int8('decided_at'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
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
export const racks = pgTable('racks', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  room: text('room'),
  shelves: integer('shelves').notNull(),
  perShelf: integer('per_shelf').notNull(),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('racks_user_version_idx').on(t.userId, t.version),
  index('racks_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const enclosures = pgTable('enclosures', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type').notNull(),
  widthCm: doublePrecision('width_cm'),
  depthCm: doublePrecision('depth_cm'),
  heightCm: doublePrecision('height_cm'),
  room: text('room'),
  notes: text('notes'),
  rackId: text('rack_id'),
  shelf: integer('shelf'),
  position: integer('position'),
  /** The keeper's own target ranges and cleaning intervals, as JSON (null: the species' and the defaults). */
  targets: text('targets'),
  upkeepDays: text('upkeep_days'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('enclosures_user_version_idx').on(t.userId, t.version),
  index('enclosures_rack_idx').on(t.rackId),
  index('enclosures_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const placements = pgTable('placements', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  /** Null: taken out of any enclosure. */
  enclosureId: text('enclosure_id'),
  date: text('date').notNull(),
  /** The device's time of the move: orders two moves of one day. */
  at: int8('at').notNull(),
  authorId: text('author_id'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
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
export const readings = pgTable('readings', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  enclosureId: text('enclosure_id').notNull(),
  at: int8('at').notNull(),
  hotC: doublePrecision('hot_c'),
  coolC: doublePrecision('cool_c'),
  baskingC: doublePrecision('basking_c'),
  ambientC: doublePrecision('ambient_c'),
  humidityPct: doublePrecision('humidity_pct'),
  imported: boolean('imported').notNull().default(false),
  authorId: text('author_id'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('readings_user_version_idx').on(t.userId, t.version),
  uniqueIndex('readings_enclosure_at_idx').on(t.enclosureId, t.at).where(sql`deleted = FALSE`),
  index('readings_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const equipment = pgTable('equipment', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  enclosureId: text('enclosure_id').notNull(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  installedOn: text('installed_on').notNull(),
  replaceEveryMonths: integer('replace_every_months'),
  setPointC: doublePrecision('set_point_c'),
  notes: text('notes'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('equipment_user_version_idx').on(t.userId, t.version),
  index('equipment_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const upkeepEvents = pgTable('upkeep_events', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  enclosureId: text('enclosure_id').notNull(),
  kind: text('kind').notNull(),
  date: text('date').notNull(),
  notes: text('notes'),
  authorId: text('author_id'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('upkeep_events_user_version_idx').on(t.userId, t.version),
  index('upkeep_events_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * The health watch (issue 29): an animal's care modes and medication courses, in its space. A
 * course keeps the volume the server worked out and the ids of its dose reminders (JSON).
 */
export const careModes = pgTable('care_modes', {
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
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('care_modes_user_version_idx').on(t.userId, t.version),
  index('care_modes_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const medicationCourses = pgTable('medication_courses', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  reptileId: text('reptile_id').notNull(),
  groupId: text('group_id').notNull(),
  drug: text('drug').notNull(),
  dose: doublePrecision('dose').notNull(),
  doseUnit: text('dose_unit').notNull(),
  concentrationMgPerMl: doublePrecision('concentration_mg_per_ml'),
  route: text('route').notNull(),
  everyHours: integer('every_hours').notNull(),
  days: integer('days').notNull(),
  startDate: text('start_date').notNull(),
  weightGrams: doublePrecision('weight_grams').notNull(),
  weighedOn: text('weighed_on').notNull(),
  volumeMl: doublePrecision('volume_ml').notNull(),
  doseIds: text('dose_ids').notNull(),
  stoppedOn: text('stopped_on'),
  notes: text('notes'),
  authorId: text('author_id'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('medication_courses_user_version_idx').on(t.userId, t.version),
  index('medication_courses_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

/**
 * A breeder's sales (issue 30): the waitlist, sales and their payments, in the seller's space.
 * Money is an integer of minor units with its currency; a sale's balance is never stored (it is
 * worked out from its payments, shared/sales/ledger.ts).
 */
export const waitlistEntries = pgTable('waitlist_entries', {
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
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('waitlist_entries_user_version_idx').on(t.userId, t.version),
  index('waitlist_entries_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
]);

export const sales = pgTable('sales', {
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
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('sales_user_version_idx').on(t.userId, t.version),
  index('sales_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  index('sales_reptile_idx').on(t.reptileId),
]);

export const salePayments = pgTable('sale_payments', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
  saleId: text('sale_id').notNull(),
  kind: text('kind').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  date: text('date').notNull(),
  note: text('note'),
  authorId: text('author_id'),
  version: int8('version').notNull(),
  createdAt: int8('created_at').notNull(),
  updatedAt: int8('updated_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [
  index('sale_payments_user_version_idx').on(t.userId, t.version),
  index('sale_payments_tombstones_idx').on(t.updatedAt).where(TOMBSTONES),
  index('sale_payments_sale_idx').on(t.saleId),
]);
