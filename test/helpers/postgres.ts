/**
 * PostgreSQL for tests and benchmarks (issue 11). One throwaway cluster per run
 * (scripts/postgres.mjs), whose template database is migrated once; every test server then gets
 * its own empty, migrated database, copied from the template (`CREATE DATABASE … TEMPLATE`), so
 * tests never see each other's rows and never migrate again.
 *
 * Under vitest the cluster comes from the globalSetup test/helpers/postgres-setup.ts (through
 * `provide`/`inject`): call `freshPostgresDatabase()`. Outside it (benchmarks, a test that runs
 * its own cluster), start one with `startPostgresCluster()` and pass it.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startPostgres } from '../../scripts/postgres.mjs';
import { migratePostgres } from '../../sync-server/src/db/postgres';

/** What a worker needs to copy databases: serialisable, so vitest can `provide` it. */
export interface PostgresTemplate {
  /** URL of the cluster's `postgres` maintenance database (CREATE/DROP DATABASE run there). */
  adminUrl: string;
  /** Name of the migrated template database. */
  template: string;
}

export interface PostgresCluster extends PostgresTemplate {
  /** Stops the cluster and deletes its directory. */
  stop(): Promise<void>;
}

declare module 'vitest' {
  interface ProvidedContext {
    postgres: PostgresTemplate;
  }
}

export const TEMPLATE_DATABASE = 'herptrack_template';

const pools = new Map<string, pg.Pool>();
/** One small pool per cluster for CREATE/DROP DATABASE; idle connections never hold the process. */
function admin(adminUrl: string): pg.Pool {
  let pool = pools.get(adminUrl);
  if (!pool) {
    pool = new pg.Pool({ connectionString: adminUrl, max: 4, allowExitOnIdle: true, idleTimeoutMillis: 1000 });
    // The cluster stopping under an idle connection must not crash the process.
    pool.on('error', () => {});
    pools.set(adminUrl, pool);
  }
  return pool;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Starts a cluster and migrates its template database (migrations-pg, the server's own code). */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const started = await startPostgres({ database: TEMPLATE_DATABASE });
  try {
    await migratePostgres(started.url);
    // A template is copied only while nobody is connected to it: forbid connections for good.
    await admin(started.adminUrl).query(`ALTER DATABASE ${quote(TEMPLATE_DATABASE)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (err) {
    await started.stop();
    throw err;
  }
  return {
    adminUrl: started.adminUrl,
    template: TEMPLATE_DATABASE,
    stop: async () => {
      const pool = pools.get(started.adminUrl);
      pools.delete(started.adminUrl);
      await pool?.end().catch(() => {});
      await started.stop();
    },
  };
}

/** The cluster the globalSetup provided; throws when it is not wired into this vitest project. */
async function providedPostgres(): Promise<PostgresTemplate> {
  // Imported here, not at the top: benchmarks use this file outside vitest.
  const { inject } = await import('vitest');
  const provided = inject('postgres');
  if (!provided) {
    throw new Error('No PostgreSQL cluster for this test run: add test/helpers/postgres-setup.ts to the project\'s globalSetup in vitest.config.ts, or pass a cluster from startPostgresCluster().');
  }
  return provided;
}

let created = 0;

/** A new database copied from `template`; answers its URL. */
async function createDatabase(adminUrl: string, template: string): Promise<string> {
  const name = `test_${process.pid}_${++created}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl).query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database, migrated (a copy of the template) and empty; answers its URL. */
export async function freshPostgresDatabase(cluster?: PostgresTemplate): Promise<string> {
  const { adminUrl, template } = cluster ?? (await providedPostgres());
  return createDatabase(adminUrl, template);
}

/** A new database without any table (not migrated), for a test that migrates it as an older server did. */
export async function emptyPostgresDatabase(cluster?: PostgresTemplate): Promise<string> {
  const { adminUrl } = cluster ?? (await providedPostgres());
  return createDatabase(adminUrl, 'template0');
}

/** Drops the database at `url` (from freshPostgresDatabase), ending any connection still on it. */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  await admin(adminUrl.toString()).query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
}
