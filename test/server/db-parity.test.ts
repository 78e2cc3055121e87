/**
 * The two databases have one shape (issue 11): a fresh SQLite file migrated by the server's own
 * code (./migrations) and a fresh PostgreSQL database migrated by it (./migrations-pg) hold the
 * same tables, the same columns with corresponding types, nullability and defaults, the same
 * primary keys, foreign keys (with their ON DELETE/UPDATE) and indexes by name (columns, order,
 * uniqueness). Read from the migrated databases, not from the drizzle schemas, so a migration that
 * drifts from its schema fails too.
 *
 * Needs PostgreSQL: it uses the run's cluster when test/helpers/postgres-setup.ts is the project's
 * globalSetup, else starts its own; it fails, never skips, when PostgreSQL is not installed.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { SQLiteTable, getTableConfig } from 'drizzle-orm/sqlite-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as sqliteSchema from '../../sync-server/src/db/schema';
import { openDatabase } from '../../sync-server/src/db/client';
import { migratePostgres, openPostgres } from '../../sync-server/src/db/postgres';
import type { PostgresStore } from '../../sync-server/src/db/store';
import { dropPostgresDatabase, freshPostgresDatabase, startPostgresCluster, type PostgresCluster, type PostgresTemplate } from '../helpers/postgres';

/** A column's type as both dialects agree on it. */
type Kind = 'text' | 'integer' | 'boolean' | 'real' | `unmapped ${string}`;

interface Column { kind: Kind; notNull: boolean; default: string | null }
interface Table {
  columns: Record<string, Column>;
  primaryKey: string[];
  /** "(cols) -> table(cols) on delete X on update Y", sorted. */
  foreignKeys: string[];
}
interface Index { table: string; unique: boolean; columns: string[] }
interface Shape { tables: Record<string, Table>; indexes: Record<string, Index> }

// ---------------------------------------------------------------------------------------------
// SQLite

/** table → columns declared in boolean mode: SQLite stores them as integer. */
function sqliteBooleanColumns(): Map<string, Set<string>> {
  const booleans = new Map<string, Set<string>>();
  for (const value of Object.values(sqliteSchema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    booleans.set(config.name, new Set(config.columns.filter((c) => c.columnType === 'SQLiteBoolean').map((c) => c.name)));
  }
  return booleans;
}

function sqliteKind(declared: string, boolean: boolean): Kind {
  const type = declared.toLowerCase();
  if (type === 'integer') return boolean ? 'boolean' : 'integer';
  if (type === 'text' || type === 'real') return type;
  return `unmapped ${type}`;
}

function sqliteShape(db: Database.Database): Shape {
  const booleans = sqliteBooleanColumns();
  const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__drizzle_migrations' ORDER BY name").pluck().all() as string[];
  const tables: Record<string, Table> = {};
  const indexes: Record<string, Index> = {};
  for (const name of names) {
    const info = db.pragma(`table_info(${JSON.stringify(name)})`) as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    const columns: Record<string, Column> = {};
    for (const c of info) {
      columns[c.name] = { kind: sqliteKind(c.type, booleans.get(name)?.has(c.name) ?? false), notNull: c.notnull === 1, default: c.dflt_value };
    }
    const primaryKey = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);

    const fkRows = db.pragma(`foreign_key_list(${JSON.stringify(name)})`) as { id: number; seq: number; table: string; from: string; to: string; on_update: string; on_delete: string }[];
    const byId = new Map<number, typeof fkRows>();
    for (const r of fkRows) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
    const foreignKeys = [...byId.values()].map((rows) => {
      rows.sort((a, b) => a.seq - b.seq);
      const first = rows[0]!;
      return fk(rows.map((r) => r.from), first.table, rows.map((r) => r.to), first.on_delete, first.on_update);
    }).sort();
    tables[name] = { columns, primaryKey, foreignKeys };

    const list = db.pragma(`index_list(${JSON.stringify(name)})`) as { name: string; unique: number; origin: string }[];
    for (const ix of list) {
      if (ix.origin === 'pk') continue; // the primary key's own index is compared as primaryKey
      const cols = (db.pragma(`index_info(${JSON.stringify(ix.name)})`) as { seqno: number; name: string }[]).sort((a, b) => a.seqno - b.seqno).map((c) => c.name);
      indexes[ix.name] = { table: name, unique: ix.unique === 1, columns: cols };
    }
  }
  return { tables, indexes };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function pgKind(type: string): Kind {
  if (type === 'text') return 'text';
  if (type === 'bigint' || type === 'integer') return 'integer';
  if (type === 'boolean') return 'boolean';
  if (type === 'double precision') return 'real';
  return `unmapped ${type}`;
}

const ACTIONS: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

async function pgShape(store: PostgresStore): Promise<Shape> {
  const tables: Record<string, Table> = {};
  const names = await store.all<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name");
  for (const { name } of names) tables[name] = { columns: {}, primaryKey: [], foreignKeys: [] };

  const columns = await store.all<{ table: string; column: string; type: string; nullable: string; default: string | null }>(
    `SELECT table_name AS "table", column_name AS "column", data_type AS type, is_nullable AS nullable, column_default AS "default"
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`);
  for (const c of columns) {
    // 'user'::text → 'user'; SQLite keeps the literal as written.
    const dflt = c.default === null ? null : c.default.replace(/::[a-z ]+$/, '');
    tables[c.table]!.columns[c.column] = { kind: pgKind(c.type), notNull: c.nullable === 'NO', default: dflt };
  }

  const attnames = (rel: string, keys: string) => `ARRAY(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum ORDER BY k.ord)`;

  const indexRows = await store.all<{ table: string; name: string; unique: boolean; primary: boolean; columns: string[] }>(
    `SELECT t.relname AS "table", i.relname AS name, x.indisunique AS "unique", x.indisprimary AS "primary", ${attnames('t.oid', 'x.indkey::int2[]')} AS columns
       FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public' ORDER BY i.relname`);
  const indexes: Record<string, Index> = {};
  for (const r of indexRows) {
    if (r.primary) tables[r.table]!.primaryKey = r.columns;
    else indexes[r.name] = { table: r.table, unique: r.unique, columns: r.columns };
  }

  const fkRows = await store.all<{ table: string; ref: string; del: string; upd: string; columns: string[]; refColumns: string[] }>(
    `SELECT t.relname AS "table", r.relname AS ref, c.confdeltype AS del, c.confupdtype AS upd,
            ${attnames('c.conrelid', 'c.conkey')} AS columns, ${attnames('c.confrelid', 'c.confkey')} AS "refColumns"
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`);
  for (const r of fkRows) tables[r.table]!.foreignKeys.push(fk(r.columns, r.ref, r.refColumns, ACTIONS[r.del] ?? r.del, ACTIONS[r.upd] ?? r.upd));
  for (const t of Object.values(tables)) t.foreignKeys.sort();

  return { tables, indexes };
}

function fk(from: string[], table: string, to: string[], onDelete: string, onUpdate: string): string {
  return `(${from.join(', ')}) -> ${table}(${to.join(', ')}) on delete ${onDelete.toLowerCase()} on update ${onUpdate.toLowerCase()}`;
}

// ---------------------------------------------------------------------------------------------

let dataDir: string;
let sqlite: Database.Database;
let own: PostgresCluster | undefined;
let cluster: PostgresTemplate;
const databases: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'herptrack-parity-'));
  sqlite = openDatabase(dataDir).$client;
  const provided = inject('postgres');
  if (provided) cluster = provided;
  else cluster = own = await startPostgresCluster();
}, 120_000);

afterAll(async () => {
  sqlite?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  for (const url of databases) await dropPostgresDatabase(url).catch(() => {});
  await own?.stop();
}, 60_000);

describe('SQLite and PostgreSQL schemas', () => {
  it('have the same tables, columns, types, keys and indexes', async () => {
    const url = await freshPostgresDatabase(cluster);
    databases.push(url);
    const store = await openPostgres(url, { max: 1 }); // the server's path: migrations (none left), then the store
    try {
      const lite = sqliteShape(sqlite);
      const postgres = await pgShape(store);
      // Guard against a vacuous pass: the introspection found the schema.
      expect(Object.keys(lite.tables).length).toBeGreaterThan(15);
      expect(lite.tables.users?.columns.email).toEqual({ kind: 'text', notNull: true, default: null });
      expect(Object.keys(lite.indexes)).toContain('users_email_unique');
      expect(postgres).toEqual(lite);
    } finally {
      await store.close();
    }
  });

  it('store int8 as JS numbers past 2^31 (ms timestamps, versions)', async () => {
    const url = await freshPostgresDatabase(cluster);
    databases.push(url);
    const store = await openPostgres(url, { max: 1 });
    try {
      const big = 2 ** 52 + 1;
      await store.run("INSERT INTO users (id, email, password_hash, created_at) VALUES ('u', 'u@example.test', 'x', ?)", [big]);
      await store.run('INSERT INTO throttle_hits (key, at) VALUES (?, ?)', ['k', big]);
      expect(await store.one('SELECT created_at AS "createdAt", session_epoch AS "sessionEpoch" FROM users')).toEqual({ createdAt: big, sessionEpoch: 0 });
      expect(await store.one('SELECT id, at FROM throttle_hits')).toEqual({ id: 1, at: big });
    } finally {
      await store.close();
    }
  });

  it('PostgreSQL migrations run once when several processes start together (advisory lock)', async () => {
    // An empty database (template0): every migrator races to create the same objects.
    const url = await freshPostgresDatabase({ ...cluster, template: 'template0' });
    databases.push(url);
    await Promise.all(Array.from({ length: 6 }, () => migratePostgres(url)));
    const store = await openPostgres(url, { max: 1 });
    try {
      const applied = await store.one<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
      const journal = await import('../../sync-server/src/db/migrations-pg/meta/_journal.json');
      expect(applied?.n).toBe(journal.entries.length);
      expect(await store.one<{ n: number }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'"))
        .toEqual({ n: Object.keys(sqliteShape(sqlite).tables).length });
    } finally {
      await store.close();
    }
  });
});
