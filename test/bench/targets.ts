/**
 * The databases a benchmark runs against: the embedded SQLite (a temporary DATA_DIR) and a real
 * PostgreSQL (a throwaway cluster started by scripts/postgres.mjs, one fresh database per use).
 * Each also gives a "raw" inserter: the same reptile rows written straight through the driver
 * with one prepared statement, one transaction per batch, the floor a push cannot beat.
 */
import type Database from 'better-sqlite3';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../sync-server/src/db/client';
import { freshPostgresDatabase, startPostgresCluster } from '../helpers/postgres';

export interface BenchRow {
  id: string; name: string; species: string; sex: 'unknown'; hatchDate: string; weightGrams: number; lengthCm: number; notes: string | null;
}

export interface RawInserter {
  /** Inserts `rows` for `userId` in one transaction, versions from `firstVersion`. */
  insertBatch(userId: string, rows: BenchRow[], firstVersion: number): Promise<void>;
  close(): Promise<void>;
}

export interface BenchTarget {
  name: 'SQLite' | 'PostgreSQL';
  /** Environment for a server (in-process or child) on a fresh database of this kind. */
  freshEnv(): Promise<Record<string, string>>;
  /** A raw inserter on another fresh database of the same kind, with one user. */
  raw(userId: string): Promise<RawInserter>;
  close(): Promise<void>;
}

const INSERT = `INSERT INTO reptiles (id, user_id, name, species, hatch_date, sex, weight_grams, length_cm, notes, photo_file, version, created_at, updated_at, deleted)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, FALSE)`;

export function sqliteTarget(): BenchTarget {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'herptrack-bench-'));
    dirs.push(d);
    return d;
  };
  return {
    name: 'SQLite',
    freshEnv: async () => ({ DATA_DIR: dir() }),
    raw: async (userId) => {
      const db = openDatabase(dir(), 'raw.sqlite');
      const sqlite: Database.Database = db.$client;
      sqlite.prepare("INSERT INTO users (id, email, password_hash, created_at) VALUES (?, 'raw@example.test', 'x', 0)").run(userId);
      const insert = sqlite.prepare(INSERT);
      const batch = sqlite.transaction((rows: BenchRow[], first: number, now: number) => {
        rows.forEach((r, i) => insert.run(r.id, userId, r.name, r.species, r.hatchDate, r.sex, r.weightGrams, r.lengthCm, r.notes, first + i, now, now));
      });
      return {
        insertBatch: async (_userId, rows, first) => {
          batch.immediate(rows, first, Date.now());
        },
        close: async () => {
          sqlite.close();
        },
      };
    },
    close: async () => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

export async function postgresTarget(): Promise<BenchTarget> {
  const cluster = await startPostgresCluster();
  return {
    name: 'PostgreSQL',
    freshEnv: async () => ({ DATABASE_URL: await freshPostgresDatabase(cluster) }),
    raw: async (userId) => {
      const client = new pg.Client({ connectionString: await freshPostgresDatabase(cluster) });
      await client.connect();
      await client.query("INSERT INTO users (id, email, password_hash, created_at) VALUES ($1, 'raw@example.test', 'x', 0)", [userId]);
      let n = 0;
      const text = INSERT.replace(/\?/g, () => `$${++n}`);
      return {
        insertBatch: async (_userId, rows, first) => {
          const now = Date.now();
          await client.query('BEGIN');
          for (const [i, r] of rows.entries()) {
            await client.query({ name: 'raw-insert', text, values: [r.id, userId, r.name, r.species, r.hatchDate, r.sex, r.weightGrams, r.lengthCm, r.notes, first + i, now, now] });
          }
          await client.query('COMMIT');
        },
        close: async () => {
          await client.end();
        },
      };
    },
    close: () => cluster.stop(),
  };
}
