/**
 * The sync protocol between the app and the server (DESIGN.md section 2; decision record
 * docs/decisions/0001-sync-protocol.md). Both sides parse every message with these schemas, so a
 * field changes in one place. The server is authoritative: a client sends what the user did
 * (mutations), never rows, and receives rows back.
 */
import { z } from 'zod';
import { ReptileFields } from '../schemas/reptile';
import { FeederFields } from '../schemas/feeder';
import { ReminderFields } from '../schemas/reminder';
import { LOG_KINDS } from '../mutators/logs';

import { IsoDate, RowId } from '../schemas/common';
import { RejectionCode, RejectionParams } from './errors';
import { MAX_PUSH_MUTATIONS } from './constants';

export { SCHEMA_VERSION, MIN_SCHEMA_VERSION, MAX_PUSH_MUTATIONS, MAX_PUSH_BYTES, PULL_PAGE_SIZE, TOMBSTONE_RETENTION_DAYS } from './constants';

/** A per-client mutation id: 1, 2, 3... with no gaps (allocated in the client's write transaction). */
const MutationId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ClientId = z.uuid({ error: 'clientId must be a UUID' });
export const Cookie = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const Mutation = z.object({
  id: MutationId,
  /** Versioned name, e.g. `reptile.create.v1`; unknown names are rejected one by one, not as a batch. */
  name: z.string().min(1).max(100),
  /** Validated per mutation by the registry's schema, so one bad mutation cannot fail a batch. */
  args: z.unknown(),
  /** The device clock when the user acted: data only, never used for ordering. */
  createdAt: z.number().int(),
});
export type Mutation = z.infer<typeof Mutation>;

export const PushRequest = z.object({
  clientId: ClientId,
  schemaVersion: z.number().int(),
  mutations: z
    .array(Mutation)
    .min(1, 'a push needs at least one mutation')
    .max(MAX_PUSH_MUTATIONS, `a push carries at most ${MAX_PUSH_MUTATIONS} mutations`)
    .refine((ms) => ms.every((m, i) => i === 0 || m.id === (ms[i - 1]?.id ?? 0) + 1), 'mutation ids in a push must be consecutive and ascending'),
});
export type PushRequest = z.infer<typeof PushRequest>;

export const PushResult = z.object({
  id: MutationId,
  status: z.enum(['applied', 'rejected', 'already-processed']),
  code: RejectionCode.optional(),
});
export type PushResult = z.infer<typeof PushResult>;

export const PushResponse = z.object({
  /** The last mutation id of this client the server has processed (applied or rejected). */
  lastMutationId: z.number().int().min(0),
  results: z.array(PushResult),
  /** Set when the batch started after a missing id: nothing from that id on was applied. */
  gapAt: MutationId.optional(),
});
export type PushResponse = z.infer<typeof PushResponse>;

export const PullRequest = z.object({
  clientId: ClientId,
  schemaVersion: z.number().int(),
  /** The highest row version this client has committed locally; 0 for a fresh client. */
  cookie: Cookie,
  /** Rejections of mutations above this id are returned (the client has reconciled up to it). */
  sinceMutationId: z.number().int().min(0),
});
export type PullRequest = z.infer<typeof PullRequest>;

/** The row shape every synced entity shares (DESIGN.md: userId, version, updatedAt, deleted). */
const SyncedRow = z.object({
  id: RowId,
  userId: z.string(),
  version: z.number().int().positive(),
  updatedAt: z.number().int(),
  deleted: z.boolean(),
});

export const ReptileRowSchema = SyncedRow.extend({
  name: z.string(),
  species: z.string(),
  hatchDate: ReptileFields.shape.hatchDate,
  sex: ReptileFields.shape.sex,
  weightGrams: z.number().nullable(),
  lengthCm: z.number().nullable(),
  notes: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

export const GrowthLogRowSchema = SyncedRow.extend({
  reptileId: RowId,
  date: IsoDate,
  weightGrams: z.number().nullable(),
  lengthCm: z.number().nullable(),
  notes: z.string().nullable(),
});

/**
 * A row of one of the generic logs (shared/mutators/logs.ts): sync metadata, its reptile and the
 * log's own fields, absent optionals as null. Tombstones keep their fields (so they parse) until
 * the purge removes them.
 */
const logRow = <S extends z.ZodRawShape>(fields: z.ZodObject<S>) => SyncedRow.extend({ reptileId: RowId }).extend(fields.shape);

export const FeedingLogRowSchema = logRow(LOG_KINDS.feedingLogs.fields);
export const SheddingLogRowSchema = logRow(LOG_KINDS.sheddingLogs.fields);
export const HealthLogRowSchema = logRow(LOG_KINDS.healthLogs.fields);
export const BreedingLogRowSchema = logRow(LOG_KINDS.breedingLogs.fields);
export const EventLogRowSchema = logRow(LOG_KINDS.eventLogs.fields);

/** A feeder: the keeper's fields and the server-owned count (never negative). */
export const FeederRowSchema = SyncedRow.extend(FeederFields.shape).extend({
  quantity: z.number().int().min(0),
});

/**
 * A reminder: the series fields, the anchor day of a monthly series (1-31, set from dueDate on
 * create and on an edit of dueDate, so Jan 31 -> Feb 29 -> Mar 31), and its completion
 * (`completedAt` is the server's clock; `nextId` the occurrence the completion created).
 */
export const ReminderRowSchema = SyncedRow.extend({
  taskType: ReminderFields.shape.taskType,
  description: z.string().nullable(),
  reptileId: RowId.nullable(),
  frequency: ReminderFields.shape.frequency,
  dueDate: IsoDate,
  anchorDay: z.number().int().min(1).max(31),
  completed: z.boolean(),
  completedAt: z.number().int().nullable(),
  nextId: RowId.nullable(),
});

/** Every synced table, by the name both sides use for it. New entities add a line here. */
export const SyncedRows = {
  reptiles: ReptileRowSchema,
  growthLogs: GrowthLogRowSchema,
  feedingLogs: FeedingLogRowSchema,
  sheddingLogs: SheddingLogRowSchema,
  healthLogs: HealthLogRowSchema,
  breedingLogs: BreedingLogRowSchema,
  eventLogs: EventLogRowSchema,
  feeders: FeederRowSchema,
  reminders: ReminderRowSchema,
} as const;
export type SyncedTable = keyof typeof SyncedRows;
export const SYNCED_TABLES = Object.keys(SyncedRows) as SyncedTable[];
export type SyncedRowOf<T extends SyncedTable> = z.infer<(typeof SyncedRows)[T]>;

export const Rejection = z.object({
  mutationId: MutationId,
  name: z.string(),
  code: RejectionCode,
  /** English detail for logs and support; the app shows its own translation of `code`. */
  message: z.string(),
  /** Values the translation of `code` interpolates (insufficient-stock: `{available}`). */
  params: RejectionParams.optional(),
  rejectedAt: z.number().int(),
});
export type Rejection = z.infer<typeof Rejection>;

export const PullResponse = z.object({
  /** The version of the last row in this page: the next request's cookie. */
  cookie: Cookie,
  /** True when the client must drop its synced rows first (its cookie predates purged tombstones). */
  reset: z.boolean(),
  hasMore: z.boolean(),
  /** Meaningful on the last page only: read in the same snapshot as its rows. */
  lastMutationId: z.number().int().min(0),
  rejections: z.array(Rejection),
  changes: z.object({
    reptiles: z.array(ReptileRowSchema),
    growthLogs: z.array(GrowthLogRowSchema),
    feedingLogs: z.array(FeedingLogRowSchema),
    sheddingLogs: z.array(SheddingLogRowSchema),
    healthLogs: z.array(HealthLogRowSchema),
    breedingLogs: z.array(BreedingLogRowSchema),
    eventLogs: z.array(EventLogRowSchema),
    feeders: z.array(FeederRowSchema),
    reminders: z.array(ReminderRowSchema),
  }),
});
export type PullResponse = z.infer<typeof PullResponse>;

/** The error body of a failed sync request (HTTP 4xx/5xx); `error` is a SyncHttpErrorCode. */
export type SyncHttpErrorCode = 'invalid-batch' | 'client-too-old' | 'client-not-yours' | 'unsupported-schema';
