// The protocol's numbers, apart from its schemas (protocol.ts) so that the service worker can
// use them without bundling zod.

/**
 * Bumped when the shape of pushed mutations or pulled rows changes incompatibly. A client below
 * MIN_SCHEMA_VERSION is answered 426 and shows the update prompt; a client whose stored rows were
 * written under another version starts its local copy again from cookie 0.
 */
export const SCHEMA_VERSION = 1;
export const MIN_SCHEMA_VERSION = 1;

/** At most this many mutations travel in one push (the client splits larger outboxes). */
export const MAX_PUSH_MUTATIONS = 100;
/** Push request body limit on the server; the client also splits batches by size below it. */
export const MAX_PUSH_BYTES = 1024 * 1024;
/** Rows per pull page: small enough that one page is one short IndexedDB transaction. */
export const PULL_PAGE_SIZE = 500;
/** Deleted rows are kept this long; a client whose cookie is older gets a full resync. */
export const TOMBSTONE_RETENTION_DAYS = 30;
