import type { Db } from '../../db/client';
import type { MutationArgs, MutationName } from '../../../../shared/sync/mutations';

/** What a server mutator may use. It runs inside the mutation's own transaction. */
export interface MutatorContext {
  db: Db;
  /** The authenticated user: the only user whose rows a mutator may read or change. */
  userId: string;
  /** DATA_DIR, for mutators that own files (uploads). */
  dataDir: string;
  /** Server time (ms). Device clocks never decide anything on the server. */
  now: number;
  /** A fresh version from the global counter: every changed row takes one. */
  nextVersion: () => number;
  /** Side effects outside the database (deleting a file) run only once the transaction commits. */
  afterCommit: (fn: () => void) => void;
}

/**
 * A server mutator: validates against the server's state (ownership, plan limits), writes, and
 * throws MutationRejected for an application error. Its arguments were already parsed with the
 * registry's shared schema.
 */
export type ServerMutator<N extends MutationName> = (ctx: MutatorContext, args: MutationArgs<N>) => void;
