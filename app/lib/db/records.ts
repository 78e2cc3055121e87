/**
 * The shapes of what the device database holds (what each table is for: database.ts). Types only,
 * so code the service worker runs can name them without bundling the registry's zod schemas.
 */
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/tables';
import type { RejectionCode, RejectionParams } from '../../../shared/sync/errors';
import type { LogTable } from '../../../shared/mutators/logs';
import type { SharedSpaceView } from '../../../shared/spaces/views';

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
  /**
   * The animal the change was about, named when it was refused: a household's rows leave the
   * device when the membership ends, and the refused feeding must still say whose it was.
   */
  reptileName?: string | null;
}

/**
 * Why the last sync did not finish; null when it did. `rate-limited` and `too-many-devices` are
 * the server's per-account limits (a refused push, the outbox kept): sync tries again after the
 * wait the server named (StatusMeta.retryAt).
 */
export type SyncErrorCode = 'offline' | 'server' | 'rate-limited' | 'too-many-devices' | 'auth' | 'update-required' | 'storage-full' | 'refused'
  | 'mutation-gap' | 'unknown';

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
  /**
   * Set while a first sync is under way: its batches leave the per-animal facts alone, and the
   * batch that reaches the end rebuilds them all (app/lib/sync/pull.ts). Kept through a pull cut
   * off mid-way, so the pull that finishes it still rebuilds.
   */
  factsPending?: true;
}
export interface StatusMeta {
  key: 'status';
  lastSyncedAt: number | null;
  lastAttemptAt: number | null;
  error: SyncErrorCode | null;
  /**
   * When the server said to come back (its Retry-After, as device time): no cycle starts before
   * then, whichever tab or trigger asks. Absent when it named no wait.
   */
  retryAt?: number | null;
}
/**
 * The shared collections the keeper is a member of (issue 27), as the last pull of their own space
 * listed them, and each one's pull cookie: a position in that space's history, with the schema
 * version its rows were stored under. Absent until the first pull that lists any.
 */
export interface SpacesMeta {
  key: 'spaces';
  list: SharedSpaceView[];
  cookies: Record<string, { cookie: number; schemaVersion: number }>;
}
export type MetaEntry = ClientMeta | IdsMeta | CookieMeta | StatusMeta | SpacesMeta;
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
