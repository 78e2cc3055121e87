/**
 * What this device stores, where, and why. One IndexedDB database per signed-in user
 * (`herptrack-<userId>`), so two keepers sharing a browser never see each other's data and
 * signing out can delete exactly one user's copy.
 *
 * - one table per synced table of the registry (shared/sync/tables.ts: reptiles, the logs, feeders,
 *   reminders...): what the screens show. Server rows with local, not yet confirmed changes
 *   applied on top. Rows never confirmed by the server have version 0.
 * - `shadow`: for each row a pending change touched, the row as the server last sent it (or null
 *   when the server has none). Pull updates the shadow instead of the visible row, then rebases:
 *   restore the shadows, replay the still-pending outbox. It is what makes rebase exact.
 * - `outbox`: mutations the server has not acknowledged, keyed by the per-client mutation id.
 *   Written in the same transaction as their optimistic effect, so neither exists without the other.
 * - `meta`: the client id, the next mutation id, the pull cookie with its schema version and the
 *   tables it covers, and the sync status every tab shows.
 * - `rejections`: mutations the server refused, with the arguments the keeper typed, until the
 *   keeper retries, copies or dismisses them. Nothing typed is dropped silently.
 * - `photos`: reptile pictures as blobs: compressed ones waiting for upload (the reptile must be
 *   on the server first) and downloaded ones, so photos show offline.
 * - `reptileFacts`: each reptile's last feeding, last meal, last weight and feedings since its last
 *   meal, derived from its logs in the transaction that writes them (reptile-facts.ts), so the
 *   dashboard reads one row per animal. Never synced.
 *
 * Stored this way because IndexedDB is the only browser storage that is transactional, large and
 * available to the service worker, which pushes the outbox on Background Sync. The worker opens
 * the database without this schema (local-db.ts says why); only the page creates and upgrades it.
 */
import type { DexieOptions } from 'dexie';
import { SCHEMA_VERSION } from '../../../shared/sync/constants';
import { SYNCED_TABLES } from '../../../shared/sync/tables';
import { LocalDb, type UserDb as OpenedUserDb } from './local-db';
import type { MetaEntry } from './records';
import { rebuildReptileFacts } from './reptile-facts';
import { DB_STORES, DB_VERSION } from './stores';

export type * from './records';
export { dbName } from './local-db';

/** The database with its schema declared: what the page opens, creating or upgrading it. */
class DeclaredDb extends LocalDb {
  constructor(userId: string, options?: DexieOptions) {
    super(userId, options);
    // Only the latest version: see stores.ts for why the earlier ones need not be declared.
    // Facts are derived: every upgrade rebuilds them from the logs, so a version that changes what
    // they hold, or a database from before they existed, never shows stale ones. (A new database
    // has no logs yet: Dexie runs no upgrade on creation.)
    this.version(DB_VERSION).stores(DB_STORES).upgrade((tx) => rebuildReptileFacts({
      feedingLogs: tx.table('feedingLogs'), growthLogs: tx.table('growthLogs'), reptileFacts: tx.table('reptileFacts'),
    }));
    // Runs once, inside the transaction that creates the database.
    this.on('populate', (tx) => {
      const meta = tx.table<MetaEntry, string>('meta');
      void meta.bulkAdd([
        { key: 'client', clientId: crypto.randomUUID(), createdAt: Date.now() },
        { key: 'ids', nextMutationId: 1 },
        { key: 'cookie', cookie: 0, ackedMutationId: 0, schemaVersion: SCHEMA_VERSION, tables: [...SYNCED_TABLES] },
        { key: 'status', lastSyncedAt: null, lastAttemptAt: null, error: null },
      ]);
    });
  }
}

/** The signed-in user's database (local-db.ts), opened by the page. */
export type UserDb = OpenedUserDb;
export const UserDb = DeclaredDb as unknown as new (userId: string, options?: DexieOptions) => UserDb;
