/**
 * What this device stores, where, and why. One IndexedDB database per signed-in user
 * (`herptrack-<userId>`), so two keepers sharing a browser never see each other's data and
 * signing out can delete exactly one user's copy.
 *
 * - `reptiles`, the logs, `feeders`, `reminders` (every synced entity): what the screens show.
 *   Server rows with local, not yet confirmed changes applied on top. Rows never confirmed by the server have version 0.
 * - `shadow`: for each row a pending change touched, the row as the server last sent it (or null
 *   when the server has none). Pull updates the shadow instead of the visible row, then rebases:
 *   restore the shadows, replay the still-pending outbox. It is what makes rebase exact.
 * - `outbox`: mutations the server has not acknowledged, keyed by the per-client mutation id.
 *   Written in the same transaction as their optimistic effect, so neither exists without the other.
 * - `meta`: the client id, the next mutation id, the pull cookie with its schema version, and the
 *   sync status every tab shows.
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
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/protocol';
import type { RejectionCode, RejectionParams } from '../../../shared/sync/errors';
import type { LogTable } from '../../../shared/mutators/logs';

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
export interface CookieMeta { key: 'cookie'; cookie: number; ackedMutationId: number; schemaVersion: number }
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

export class UserDb extends Dexie {
  reptiles!: EntityTable<LocalReptile, 'id'>;
  growthLogs!: EntityTable<LocalGrowthLog, 'id'>;
  feedingLogs!: EntityTable<LocalLog<'feedingLogs'>, 'id'>;
  sheddingLogs!: EntityTable<LocalLog<'sheddingLogs'>, 'id'>;
  healthLogs!: EntityTable<LocalLog<'healthLogs'>, 'id'>;
  breedingLogs!: EntityTable<LocalLog<'breedingLogs'>, 'id'>;
  eventLogs!: EntityTable<LocalLog<'eventLogs'>, 'id'>;
  feeders!: EntityTable<LocalFeeder, 'id'>;
  reminders!: EntityTable<LocalReminder, 'id'>;
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
    this.version(1).stores({
      reptiles: 'id',
      shadow: 'key',
      outbox: 'mutationId',
      meta: 'key',
      rejections: 'mutationId',
      photos: 'reptileId, state',
    });
    // 2: growth logs (issue 5), indexed by reptile and date for "this reptile's logs, newest first".
    // Only a table is added, so no upgrade function: existing rows stay as they are, and the
    // server's growth logs arrive with the next pull (none can predate this version).
    this.version(2).stores({
      growthLogs: 'id, [reptileId+date]',
    });
    // 3: the other reptile logs (shared/mutators/logs.ts), indexed like growth logs, and by date
    // alone for the activity calendar's month. Tables only, so no upgrade function (see 2).
    this.version(3).stores({
      feedingLogs: 'id, [reptileId+date], date',
      sheddingLogs: 'id, [reptileId+date], date',
      healthLogs: 'id, [reptileId+date], date',
      breedingLogs: 'id, [reptileId+date], date',
      eventLogs: 'id, [reptileId+date], date',
    });
    // 4: feeder inventory and reminders (issue 6). Feeders are few and read whole (sorted by name
    // in memory); reminders by due date (the dashboard's windows) and by reptile (its page).
    // Tables only, so no upgrade function (see 2).
    this.version(4).stores({
      feeders: 'id',
      reminders: 'id, dueDate, reptileId',
    });
    // Runs once, inside the transaction that creates the database (in a page or the worker).
    this.on('populate', (tx) => {
      const meta = tx.table<MetaEntry, string>('meta');
      void meta.bulkAdd([
        { key: 'client', clientId: crypto.randomUUID(), createdAt: Date.now() },
        { key: 'ids', nextMutationId: 1 },
        { key: 'cookie', cookie: 0, ackedMutationId: 0, schemaVersion: SCHEMA_VERSION },
        { key: 'status', lastSyncedAt: null, lastAttemptAt: null, error: null },
      ]);
    });
  }

  /** The synced tables, by protocol name: what pull writes and rebase restores. */
  synced(table: SyncedTable): EntityTable<LocalRow, 'id'> {
    return this[table];
  }

  async getMeta<K extends MetaKey>(key: K): Promise<MetaOf<K>> {
    const entry = await this.meta.get(key);
    if (!entry) throw new Error(`local database ${this.name} has no meta entry ${key}`);
    return entry as MetaOf<K>;
  }
}
