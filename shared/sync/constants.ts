// The protocol's numbers, apart from its schemas (protocol.ts) so that the service worker can
// use them without bundling zod.

/**
 * Bumped whenever the synced tables or their rows change (test/unit/sync-schema-version.test.ts
 * fails until it is): an app that did not know a table dropped its rows from the pages it pulled
 * while its cookie moved past them, so once updated it must start its local copy again from
 * cookie 0, and that is what a stored cookie of another version does. A client below
 * MIN_SCHEMA_VERSION is answered 426 and shows the update prompt.
 *
 * 1: reptiles, growth logs. 2: feeding, shedding, health, breeding and event logs, feeders, reminders.
 */
export const SCHEMA_VERSION = 2;
export const MIN_SCHEMA_VERSION = 1;

/** At most this many mutations travel in one push (the client splits larger outboxes). */
export const MAX_PUSH_MUTATIONS = 100;
/** Push request body limit on the server; the client also splits batches by size below it. */
export const MAX_PUSH_BYTES = 1024 * 1024;
/** Rows per pull page: small enough that one page is one short IndexedDB transaction. */
export const PULL_PAGE_SIZE = 500;
/** Deleted rows are kept this long; a client whose cookie is older gets a full resync. */
export const TOMBSTONE_RETENTION_DAYS = 30;
