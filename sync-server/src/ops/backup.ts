/**
 * Backups and restores of the server's database (docs/scaling.md), for both kinds:
 * - SQLite: an online backup through SQLite's backup API (a consistent copy while the server runs
 *   and writes); a restore copies it back over the database file, with the server stopped.
 * - PostgreSQL: `pg_dump --format=custom` (a consistent snapshot while the servers run) and
 *   `pg_restore --clean --if-exists` into the database, with the servers stopped.
 * After a restore, a device that synced past the backup finds its cookie above its user's counter
 * and starts its copy again from the server (pull's reset), keeping its unsent changes.
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const SQLITE_FILE = 'herptrack.sqlite';

export interface Target {
  /** A postgres:// URL, or undefined for the SQLite file under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export async function backup(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    // A copy of every keeper's data: the server's user's only, like the database (issue 24).
    chmodSync(file, 0o600);
    return;
  }
  const path = join(target.dataDir, SQLITE_FILE);
  if (!existsSync(path)) throw new Error(`No database at ${path}.`);
  const sqlite = new Database(path, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    // All pages in one step, i.e. one read transaction: a consistent snapshot (WAL lets the server
    // write meanwhile). Copied 100 pages at a time, a write by the server between two steps
    // restarts the copy, and a busy server could keep it from ever finishing.
    await sqlite.backup(file, { progress: () => 0x7fffffff });
  } finally {
    sqlite.close();
  }
  chmodSync(file, 0o600);
}

export async function restore(target: Target, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  // Checked before anything is replaced: a file that is not a SQLite database changes nothing.
  const check = new Database(file, { readonly: true, fileMustExist: true });
  try {
    check.prepare('SELECT count(*) FROM users').get();
  } finally {
    check.close();
  }
  const path = join(target.dataDir, SQLITE_FILE);
  for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  copyFileSync(file, path);
}
