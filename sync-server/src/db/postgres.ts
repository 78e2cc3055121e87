/**
 * Opens PostgreSQL (DATABASE_URL): applies the committed migrations of ./migrations-pg, then
 * answers the store every query goes through. Several server processes may start at once against
 * one database, so the migrations run while this process holds a session-level advisory lock:
 * the others wait on it, then find every migration recorded (drizzle's own table,
 * drizzle.__drizzle_migrations) and apply nothing.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import { PostgresStore } from './store';

const migrationsFolder = fileURLToPath(new URL('./migrations-pg', import.meta.url));

/** The advisory lock key of schema migrations (any constant int8 no other code uses). */
export const MIGRATION_LOCK_KEY = 0x4865_7270_0011; // "Herp", issue 11

/** Applies the pending PostgreSQL migrations to `url`'s database, one process at a time. */
export async function migratePostgres(url: string): Promise<void> {
  // One dedicated connection: the advisory lock belongs to the session that takes it, and the
  // migrator's statements and its transaction run on the same connection.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      // Ending the session releases the lock anyway: a failed unlock must not hide a failed migration.
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end();
  }
}

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<PostgresStore> {
  await migratePostgres(url);
  return new PostgresStore(url, opts);
}
