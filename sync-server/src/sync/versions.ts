/**
 * The one global version counter and other sync values kept in `server_state`. The counter is
 * bumped inside the writer's transaction (SQLite has one writer at a time, BEGIN IMMEDIATE), so
 * versions are handed out in commit order: a reader that has seen version v has seen every row
 * committed before it. That is what makes `version > cookie` a complete answer for pull.
 */
import type Database from 'better-sqlite3';
import { perDatabase } from '../db/prepared';

const VERSION_KEY = 'sync.version';
/** The highest version among purged tombstones: a cookie below it missed a delete. */
export const TOMBSTONE_HORIZON_KEY = 'sync.tombstoneHorizon';

interface Statements {
  bump: Database.Statement<[number], { value: string }>;
  read: Database.Statement<[string], { value: string }>;
  write: Database.Statement<[string, string, number]>;
}

const statements = perDatabase((sqlite): Statements => ({
  bump: sqlite.prepare(
    `INSERT INTO server_state (key, value, updated_at) VALUES ('${VERSION_KEY}', '1', ?)
     ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1, updated_at = excluded.updated_at
     RETURNING value`,
  ),
  read: sqlite.prepare('SELECT value FROM server_state WHERE key = ?'),
  write: sqlite.prepare(
    'INSERT INTO server_state (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  ),
}));

/** The next version; call only inside a write transaction. */
export function nextVersion(sqlite: Database.Database, now: number): number {
  const row = statements(sqlite).bump.get(now);
  return Number(row?.value);
}

export function readNumber(sqlite: Database.Database, key: string): number {
  const row = statements(sqlite).read.get(key);
  return row ? Number(row.value) : 0;
}

export function writeNumber(sqlite: Database.Database, key: string, value: number, now: number): void {
  statements(sqlite).write.run(key, String(value), now);
}

export const currentVersion = (sqlite: Database.Database): number => readNumber(sqlite, VERSION_KEY);

/**
 * Moves the counter to `version`, for a writer that read `currentVersion` inside its write
 * transaction and handed out the versions above it itself (a push batch); only inside that
 * same transaction.
 */
export function setVersion(sqlite: Database.Database, version: number, now: number): void {
  writeNumber(sqlite, VERSION_KEY, version, now);
}
