/**
 * Opens the SQLite database under DATA_DIR with the pragmas every connection needs (WAL for
 * concurrent readers, a busy timeout instead of SQLITE_BUSY errors, foreign keys enforced) and
 * applies the committed migrations before anything else touches it.
 */
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function openDatabase(dataDir: string, fileName = 'herptrack.sqlite'): Db {
  const sqlite = new Database(join(dataDir, fileName));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}
