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
 *
 * Stored this way because IndexedDB is the only browser storage that is transactional, large and
 * available to the service worker, which pushes the outbox on Background Sync.
 */
import { Dexie, type DexieOptions, type EntityTable, type Table } from 'dexie';
import { SCHEMA_VERSION } from '../../../shared/sync/constants';
import { SYNCED_TABLES, type SyncedRowOf, type SyncedTable } from '../../../shared/sync/tables';
import type { RejectionCode, RejectionParams } from '../../../shared/sync/errors';
import type { LogTable } from '../../../shared/mutators/logs';
import { DB_STORES, DB_VERSION } from './stores';

export type LocalReptile = SyncedRowOf<'reptiles'>;
export type LocalGrowthLog = SyncedRowOf<'growthLogs'>;
export type LocalLog<T extends LogTable> = SyncedRowOf<T>;
export type LocalFeeder = SyncedRowOf<'feeders'>;
export type LocalReminder = SyncedRowOf<'reminders'>;
export type LocalRow = SyncedRowOf<SyncedTable>;

export interface OutboxEntry {
  mutationId: number;
  name: string;
  /** The parsed arguments (the shared schema's output), exactly as pushed. */
  args: unknown;
  /** Device time when the keeper acted: shown to them, never used for ordering. */
  createdAt: number;
}

export interface ShadowEntry {
  /** `<table>:<id>` */
  key: string;
  table: SyncedTable;
  id: string;
  base: LocalRow | null;
}

export interface LocalRejection {
  mutationId: number;
  name: string;
  /** What the keeper entered; null only if the outbox entry was already gone. */
  args: unknown;
  code: RejectionCode;
  message: string;
  /** Values the reason's translation interpolates (insufficient-stock: `available`). */
  params?: RejectionParams;
  createdAt: number | null;
  rejectedAt: number;
}

/** Why the last sync did not finish; null when it did. */
export type SyncErrorCode = 'offline' | 'server' | 'auth' | 'update-required' | 'storage-full' | 'refused' | 'mutation-gap' | 'unknown';

export interface ClientMeta { key: 'client'; clientId: string; createdAt: number }
export interface IdsMeta { key: 'ids'; nextMutationId: number }
export interface CookieMeta {
  key: 'cookie';
  /** The user's version this device's copy is complete up to, for the tables in `tables`. */
  cookie: number;
  ackedMutationId: number;
  schemaVersion: number;
  /**
   * The synced tables `cookie` covers. Absent on cookies written before cookies recorded their
   * tables: those cover the tables of DB_VERSION 4 and below (app/lib/sync/cookie.ts).
   */
  tables?: SyncedTable[];
  /** A fetch of tables the cookie does not cover yet, from their start: where it has got to. */
  backfill?: { tables: SyncedTable[]; cookie: number };
}
export interface StatusMeta { key: 'status'; lastSyncedAt: number | null; lastAttemptAt: number | null; error: SyncErrorCode | null }
export type MetaEntry = ClientMeta | IdsMeta | CookieMeta | StatusMeta;
export type MetaKey = MetaEntry['key'];
export type MetaOf<K extends MetaKey> = Extract<MetaEntry, { key: K }>;

export interface LocalPhoto {
  reptileId: string;
  blob: Blob;
  /**
   * `pending`: waiting for upload; `stored`: the server has it (uploaded here or downloaded);
   * `refused`: the server would not take it (size or format), kept so the keeper sees why.
   */
  state: 'pending' | 'stored' | 'refused';
  /** The server URL this blob is, once stored; a different URL on the row means a newer photo. */
  photoUrl: string | null;
  updatedAt: number;
}

export const dbName = (userId: string): string => `herptrack-${userId}`;

/** The synced tables, one Dexie table each, by the name the protocol uses. */
type SyncedTables = { [T in SyncedTable]: EntityTable<SyncedRowOf<T>, 'id'> };

class LocalDb extends Dexie {
  shadow!: EntityTable<ShadowEntry, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'mutationId'>;
  meta!: Table<MetaEntry, MetaKey>;
  rejections!: EntityTable<LocalRejection, 'mutationId'>;
  photos!: EntityTable<LocalPhoto, 'reptileId'>;

  constructor(
    readonly userId: string,
    options?: DexieOptions,
  ) {
    super(dbName(userId), options);
    // Only the latest version: see stores.ts for why the earlier ones need not be declared.
    this.version(DB_VERSION).stores(DB_STORES);
    // Runs once, inside the transaction that creates the database (in a page or the worker).
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

  /** A synced table by its protocol name: what pull writes and rebase restores. */
  synced(table: SyncedTable): EntityTable<LocalRow, 'id'> {
    return this.table(table);
  }

  async getMeta<K extends MetaKey>(key: K): Promise<MetaOf<K>> {
    const entry = await this.meta.get(key);
    if (!entry) throw new Error(`local database ${this.name} has no meta entry ${key}`);
    return entry as MetaOf<K>;
  }
}

/**
 * The signed-in user's database: the device's own tables and one per synced table. Dexie adds a
 * property for every declared table; the type says so for the synced ones, which the registry
 * lists (a class cannot declare fields from a mapped type).
 */
export type UserDb = LocalDb & SyncedTables;
export const UserDb = LocalDb as unknown as new (userId: string, options?: DexieOptions) => UserDb;
