// The protocol's numbers, apart from its schemas (protocol.ts), for code that needs only them
// (push, which the service worker runs too).

/**
 * Bumped when the rows of an existing synced table change shape (test/unit/sync-schema-version.test.ts
 * pins each table's fields to it): an app that did not know a field dropped it from the rows it
 * pulled while its cookie moved past them, so once updated it must start its local copy again from
 * cookie 0, and that is what a stored cookie of another version does. A client below
 * MIN_SCHEMA_VERSION is answered 426 and shows the update prompt.
 *
 * A new table needs no bump: the cookie records which tables it covers, and a device whose cookie
 * lacks one fetches that table alone from its start (app/lib/sync/backfill.ts), so nothing else is
 * downloaded again. Before cookies recorded their tables a new table was a bump too.
 *
 * 1: reptiles, growth logs. 2: feeding, shedding, health, breeding and event logs, feeders, reminders.
 * 3: reptiles' collectionId (issue 12; the collections, achievements, coin entries and wallet
 * tables are new and needed no bump). 4: breeding logs' incubation and candling fields (issue 18),
 * and MIN_SCHEMA_VERSION with it: a build before 4 cannot parse a 'candling' breeding log and
 * would fail every pull once one exists (docs/decisions/0026-incubation.md).
 * Also in 4: reptiles' feeding rhythm fields (feedingIntervalDays, feedingPaused, feedingPausedUntil;
 * docs/decisions/0027-feeding-rhythm.md), which an older build would drop from the rows it pulls.
 * 5: reptiles' lineage (sireId, sireName, damId, damName, clutchId; docs/decisions/0028-lineage-and-hatch.md),
 * their morphs (docs/decisions/0025-genetics.md) and transferredAt (docs/decisions/0029-transfers.md).
 * A build of 4 parses such rows (it drops the fields), so MIN_SCHEMA_VERSION stays 4.
 * Not a bump: the logs' authorId and reminders' completedBy (issue 27), which an older build drops
 * only from rows of the keeper's own space, where the author is always the keeper
 * (test/unit/sync-schema-version.test.ts says why, field by field).
 */
export const SCHEMA_VERSION = 5;
export const MIN_SCHEMA_VERSION = 4;

/** At most this many mutations travel in one push (the client splits larger outboxes). */
export const MAX_PUSH_MUTATIONS = 100;
/** Push request body limit on the server; the client also splits batches by size below it. */
export const MAX_PUSH_BYTES = 1024 * 1024;
/** Rows per pull page: small enough that one page is one short IndexedDB transaction. */
export const PULL_PAGE_SIZE = 500;
/** Deleted rows are kept this long; a client whose cookie is older gets a full resync. */
export const TOMBSTONE_RETENTION_DAYS = 30;
