/**
 * Opens the SQLite database under DATA_DIR with the pragmas every connection needs (WAL for
 * concurrent readers, a busy timeout instead of SQLITE_BUSY errors, foreign keys enforced) and
 * applies the committed migrations before anything else touches it.
 */
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The file holds every keeper's data: readable and writable by the server's user only (issue 24).
 * SQLite gives the -wal and -shm files it creates the main file's mode; ones left by an older
 * version are tightened too.
 */
function ownerOnly(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
}

export function openDatabase(dataDir: string, fileName = 'herptrack.sqlite'): Db {
  const file = join(dataDir, fileName);
  ownerOnly(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}
