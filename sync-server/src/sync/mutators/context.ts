import type { Tx } from '../../db/store';
import type { InsertBatch } from '../insert-batch';
import type { SyncLimits } from '../limits';
import type { FileStorage } from '../../storage/files';
import type { MutationArgs, MutationName } from '../../../../shared/sync/mutations';

/**
 * What a server mutator may use. It runs inside its push batch's transaction, in a savepoint of
 * its own (docs/decisions/0005-push-batch-transaction.md), with its user's sync space locked
 * (docs/decisions/0010-sync-spaces.md), on SQLite or PostgreSQL through the store seam (0009).
 */
export interface MutatorContext {
  /** The batch's transaction: every read and write of a mutator goes through it. */
  tx: Tx;
  /** The authenticated user: the only user whose rows a mutator may read or change. */
  userId: string;
  /**
   * Who is writing (issue 27): the signed-in person, recorded as the author of the logs and
   * reminder completions the mutation writes (never an id from the device's arguments).
   */
  authorId: string;
  /** The owner of the space `userId` names: whose plan (reptiles, collections, imports) applies. */
  ownerId: string;
  /** Uploaded files, for mutators whose rows own one (a reptile's photo). */
  files: FileStorage;
  /** The per-user limits (rows per table) in force. */
  limits: SyncLimits;
  /** Server time (ms). Device clocks never decide anything on the server. */
  now: number;
  /** A fresh version from the user's own counter: every changed row takes one. */
  nextVersion: () => number;
  /** The last version handed out in the user's space so far (at least the number of rows they ever created). */
  spaceVersion: () => number;
  /** Side effects outside the database (deleting a file) run only once the batch commits. */
  afterCommit: (fn: () => Promise<void> | void) => void;
  /**
   * A value derived from the database (the user's plan, a live count), loaded once per push batch.
   * A mutator that changes what such a value counts updates it in place, after its write; the
   * push empties the memo whenever a mutation is rolled back, so it never outlives a write undone.
   */
  memo: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /**
   * The same, for a record the mutator fills in itself (made by `init` on first use, then the same
   * object for the rest of the batch, emptied with the memo): read without an await, so a create
   * whose facts are already known does not yield for them.
   */
  state: <T extends object>(key: string, init: () => T) => T;
  /**
   * Where a create's row is queued for a multi-row insert (a push running without savepoints,
   * ../insert-batch.ts); absent, `insertNew` writes it at once. Read and write through `tx` as usual.
   */
  inserts?: InsertBatch;
}

/**
 * A server mutator: validates against the server's state (ownership, plan limits), writes, and
 * throws MutationRejected for an application error. Its arguments were already parsed with the
 * registry's shared schema.
 */
export type ServerMutator<N extends MutationName> = (ctx: MutatorContext, args: MutationArgs<N>) => Promise<void>;
