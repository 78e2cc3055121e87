#!/usr/bin/env node
/**
 * A throwaway PostgreSQL cluster for tests and benchmarks (issue 11), from Debian's `postgresql`
 * package: `initdb` in a new temporary directory, started on a free loopback port with its socket
 * in that directory and settings fit for tests (no fsync: the data dies with the directory), one
 * database created, its URL returned. Stopping it (`pg_ctl stop -m fast`) deletes the directory.
 *
 * As root the cluster runs as the `postgres` system user (PostgreSQL refuses to run as root);
 * as anyone else it runs as that user. When PostgreSQL is not installed this fails, never skips,
 * and says how to install it.
 *
 * CLI:
 *   eval "$(node scripts/postgres.mjs start)"   # exports DATABASE_URL and HERPTRACK_PG_DIR
 *   node scripts/postgres.mjs stop [dir]        # dir defaults to $HERPTRACK_PG_DIR
 *
 * Binaries: $PG_BINDIR if set, else `pg_config --bindir`, else the newest
 * /usr/lib/postgresql/<version>/bin, else `initdb` on PATH.
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const INSTALL_HINT = 'Install Debian\'s package: sudo apt-get install -y postgresql (or set PG_BINDIR to a directory holding initdb, pg_ctl and postgres).';

const NEEDED = ['initdb', 'pg_ctl', 'postgres'];
const hasAll = (dir) => Boolean(dir) && NEEDED.every((b) => existsSync(join(dir, b)));

/** The directory of PostgreSQL's server binaries; throws with the install command when absent. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // pg_config is not installed: look further.
  }
  try {
    const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    // No Debian layout.
  }
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(dir);
  const found = candidates.find(hasAll);
  if (!found) throw new Error(`PostgreSQL is not installed: no initdb, pg_ctl and postgres in $PG_BINDIR, \`pg_config --bindir\`, /usr/lib/postgresql/*/bin or PATH. ${INSTALL_HINT}`);
  return found;
}

/** As root: the uid/gid of the `postgres` system user that runs the cluster; else null. */
function clusterUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(`Running as root, PostgreSQL must run as the "postgres" system user, which does not exist. ${INSTALL_HINT}`);
  }
}

/** Runs a binary (as the cluster's user); rejects with its output when it fails. */
function run(bin, args, { user, cwd }) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${bin} ${args.join(' ')} exited with ${code}:\n${out.trim()}`))));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const SETTINGS = (dir) => `
# Throwaway test cluster (scripts/postgres.mjs): speed over durability.
listen_addresses = '127.0.0.1'
unix_socket_directories = '${dir}'
max_connections = 200
shared_buffers = 128MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = minimal
max_wal_senders = 0
autovacuum = off
logging_collector = off
log_min_messages = warning
`;

/** `postgres://postgres@127.0.0.1:<port>/<database>` */
export const clusterUrl = (port, database) => `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/**
 * Starts a cluster and creates `database` in it.
 * Answers { url, adminUrl, port, dir, bin, stop() }: `url` is the new database's, `adminUrl` the
 * `postgres` maintenance database's (for CREATE/DROP DATABASE).
 */
export async function startPostgres({ database = 'herptrack' } = {}) {
  const bin = findPostgresBin();
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), 'herptrack-pg-'));
  const data = join(dir, 'data');
  const stop = () => stopPostgres(dir, bin);
  try {
    if (user) chownSync(dir, user.uid, user.gid);
    await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions'], { user, cwd: dir });
    appendFileSync(join(data, 'postgresql.conf'), SETTINGS(dir));
    let port;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', `-p ${port}`, '-w', '-t', '60', 'start'], { user, cwd: dir });
        break;
      } catch (err) {
        // Another process took the port between our probe and the server's bind: try another.
        const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
        if (attempt < 5 && /could not bind|Address already in use/i.test(log)) continue;
        throw new Error(`${err.message}\n--- server.log ---\n${log.trim()}`);
      }
    }
    const adminUrl = clusterUrl(port, 'postgres');
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
    return { url: clusterUrl(port, database), adminUrl, port, dir, bin, stop };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}

/** Stops the cluster in `dir` (if it runs) and deletes the directory. */
export async function stopPostgres(dir, bin = findPostgresBin()) {
  const data = join(dir, 'data');
  try {
    if (existsSync(join(data, 'postmaster.pid'))) {
      await run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'], { user: clusterUser(), cwd: dir });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(argv) {
  const [command, arg] = argv;
  if (command === 'start') {
    const { url, dir } = await startPostgres(arg ? { database: arg } : {});
    process.stdout.write(`export DATABASE_URL=${url}\nexport HERPTRACK_PG_DIR=${dir}\n`);
    process.stderr.write(`PostgreSQL started; stop it with: node scripts/postgres.mjs stop ${dir}\n`);
  } else if (command === 'stop') {
    const dir = arg ?? process.env.HERPTRACK_PG_DIR;
    if (!dir) throw new Error('Which cluster? node scripts/postgres.mjs stop <dir> (or set HERPTRACK_PG_DIR)');
    if (!existsSync(join(dir, 'data', 'PG_VERSION'))) throw new Error(`${dir} holds no cluster started by this script`);
    await stopPostgres(dir);
  } else {
    throw new Error('Usage: node scripts/postgres.mjs start [database] | stop [dir]');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  });
}
