/**
 * The sync protocol between the app and the server (DESIGN.md section 2; decision record
 * docs/decisions/0001-sync-protocol.md). Both sides parse every message with these schemas, so a
 * field changes in one place. The server is authoritative: a client sends what the user did
 * (mutations), never rows, and receives rows back.
 */
import { z } from 'zod';
import { RejectionCode, RejectionParams } from './errors';
import { MAX_PUSH_MUTATIONS } from './constants';
import { SYNCED_TABLE_DEFS, SYNCED_TABLES, byTable, type RowSchemaOf, type SyncedTable } from './tables';
import { SharedSpaceView } from '../spaces/views';

export { SYNCED_TABLE_DEFS, SYNCED_TABLES, byTable, type RowSchemaOf, type SyncedRowOf, type SyncedTable } from './tables';
export { SCHEMA_VERSION, MIN_SCHEMA_VERSION, MAX_PUSH_MUTATIONS, MAX_PUSH_BYTES, PULL_PAGE_SIZE, TOMBSTONE_RETENTION_DAYS } from './constants';

/** A per-client mutation id: 1, 2, 3... with no gaps (allocated in the client's write transaction). */
const MutationId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ClientId = z.uuid({ error: 'clientId must be a UUID' });
export const Cookie = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A synced table's name, as a pull request names it. */
export const SyncedTableName = z.enum(SYNCED_TABLES);

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
  /**
   * Only these tables: the answer is a normal pull's with the other tables' changes empty, paged
   * the same way. A device sends it with cookie 0 to fetch a table it lacks (one added after its
   * cookie was written) from its start, while its cookie for the others stays where it is.
   */
  tables: z.array(SyncedTableName).min(1).optional(),
  /**
   * A shared collection's rows (issue 27): a space the keeper is a member of, with `cookie` its own
   * position in that space's history. Absent: the keeper's own space. A device pulls its own space
   * first (which lists its shared spaces), then each shared one; rejections come with its own.
   */
  spaceId: z.uuid().optional(),
});
export type PullRequest = z.infer<typeof PullRequest>;

/** Every synced table's row schema, by the name both sides use for it (the registry's rows). */
export const SyncedRows = byTable((t) => SYNCED_TABLE_DEFS[t].row) as { [T in SyncedTable]: RowSchemaOf<T> };

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
  /**
   * True when the client must drop its synced rows (of the tables asked for) first: its cookie
   * predates purged tombstones, or the server no longer has the history it points into.
   */
  reset: z.boolean(),
  hasMore: z.boolean(),
  /**
   * How many rows are still to come after this page (what a first sync's progress counts down),
   * sent with a page that has more; absent from the last page and from servers before it existed.
   */
  remaining: z.number().int().min(0).optional(),
  /** Meaningful on the last page only: read in the same snapshot as its rows. */
  lastMutationId: z.number().int().min(0),
  rejections: z.array(Rejection),
  /** Rows of every synced table (of those asked for, when the request named `tables`). */
  changes: z.object(byTable((t) => z.array(SYNCED_TABLE_DEFS[t].row)) as { [T in SyncedTable]: z.ZodArray<RowSchemaOf<T>> }),
  /**
   * The keeper's shared collections in force, with their members: sent with every page of a pull
   * of the keeper's own space (absent from a shared space's pull and from servers before issue 27).
   */
  spaces: z.array(SharedSpaceView).optional(),
});
export type PullResponse = z.infer<typeof PullResponse>;

/** The error body of a failed sync request (HTTP 4xx/5xx); `error` is a SyncHttpErrorCode. */
export type SyncHttpErrorCode = 'invalid-batch' | 'client-too-old' | 'client-not-yours' | 'unsupported-schema' | 'not-a-member';
