/**
 * The user's database without its schema: the tables by name and the helpers every opener shares.
 * The page opens it with the schema declared (database.ts), which creates and upgrades it. The
 * service worker opens it as it stands (`openExistingUserDb`, Dexie's dynamic mode), because the
 * schema is built from the synced-table registry and its zod row schemas: declaring it in the
 * worker would put zod and every row schema into sw.js (about 27 KB gzip) for nothing, since the
 * worker only ever uses a database the page made.
 */
import { Dexie, type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/tables';
import type { LocalPhoto, LocalRejection, LocalRow, MetaEntry, MetaKey, MetaOf, OutboxEntry, ShadowEntry } from './records';
import type { ReptileFacts } from './reptile-facts';

export const dbName = (userId: string): string => `herptrack-${userId}`;

/** The synced tables, one Dexie table each, by the name the protocol uses. */
type SyncedTables = { [T in SyncedTable]: EntityTable<SyncedRowOf<T>, 'id'> };

export class LocalDb extends Dexie {
  shadow!: EntityTable<ShadowEntry, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'mutationId'>;
  meta!: Table<MetaEntry, MetaKey>;
  rejections!: EntityTable<LocalRejection, 'mutationId'>;
  photos!: EntityTable<LocalPhoto, 'reptileId'>;
  reptileFacts!: EntityTable<ReptileFacts, 'reptileId'>;

  constructor(
    readonly userId: string,
    options?: DexieOptions,
  ) {
    super(dbName(userId), options);
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
 * property for every table; the type says so for the synced ones, which the registry lists (a
 * class cannot declare fields from a mapped type).
 */
export type UserDb = LocalDb & SyncedTables;

/**
 * Opens the user's database as the page left it, declaring nothing: resolves null when there is
 * none (the worker never creates one: that is the page's, with its client id and first cookie).
 * A database the page has not upgraded yet opens at its own version, without the tables it lacks.
 */
export async function openExistingUserDb(userId: string, options?: DexieOptions): Promise<UserDb | null> {
  const db = new LocalDb(userId, options);
  try {
    await db.open();
  } catch (err) {
    if ((err as { name?: string } | null)?.name === Dexie.errnames.NoSuchDatabase) return null;
    throw err;
  }
  // With a declared schema Dexie sets `db.<table>` itself; opened dynamically it offers only
  // db.table(name), so each table the database has is set here the same way.
  for (const table of db.tables) {
    if ((db as unknown as Record<string, unknown>)[table.name] === undefined) {
      Object.defineProperty(db, table.name, { value: table, writable: true, configurable: true, enumerable: true });
    }
  }
  return db as UserDb;
}
