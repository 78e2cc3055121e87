import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUserCommand } from '../../sync-server/src/cli/user-command';
import { logIn, post } from '../helpers/accounts';
import { dropPostgresDatabase } from '../helpers/postgres';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

function capture() {
  const lines: string[] = [];
  return { lines, out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) } };
}

const roleOf = async (email: string) => (await s.app.store.one<{ role: string }>('SELECT role FROM users WHERE email = ?', [email]))?.role;

describe('npm run user', () => {
  it('creates a confirmed account that can log in with its role', async () => {
    const { out } = capture();
    expect(await runUserCommand(['create', '--email', ' Admin@Example.test', '--password', 'admin password', '--role', 'admin'], s.app.store, out)).toBe(0);
    const { res } = await logIn(s, 'admin@example.test', 'admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profile: { role: 'admin' }, claims: { isAdmin: true } });
  });

  it('refuses to create an existing account or a bad one', async () => {
    const { out, lines } = capture();
    await runUserCommand(['create', '--email', 'twice@example.test', '--password', 'password one'], s.app.store, out);
    expect(await runUserCommand(['create', '--email', 'twice@example.test', '--password', 'password two', '--role', 'admin'], s.app.store, out)).toBe(1);
    expect(await roleOf('twice@example.test')).toBe('user');
    expect(await runUserCommand(['create', '--email', 'short@example.test', '--password', 'short'], s.app.store, out)).toBe(2);
    expect(await runUserCommand(['create', '--email', 'nope', '--password', 'long enough'], s.app.store, out)).toBe(2);
    expect(await runUserCommand(['frobnicate'], s.app.store, out)).toBe(2);
    expect(lines.join('\n')).toContain('already exists');
  });

  it('promotes an existing account', async () => {
    const { out } = capture();
    await runUserCommand(['create', '--email', 'mod@example.test', '--password', 'moderator pw'], s.app.store, out);
    expect(await runUserCommand(['promote', '--email', 'MOD@example.test', '--role', 'moderator'], s.app.store, out)).toBe(0);
    expect(await roleOf('mod@example.test')).toBe('moderator');
    expect(await runUserCommand(['promote', '--email', 'mod@example.test', '--role', 'superuser'], s.app.store, out)).toBe(2);
    expect(await runUserCommand(['promote', '--email', 'ghost@example.test', '--role', 'admin'], s.app.store, out)).toBe(1);
    expect(await roleOf('mod@example.test')).toBe('moderator');
  });

  it('runs as the npm script against DATA_DIR', async () => {
    const run = promisify(execFile);
    const { stdout } = await run('npm', ['run', '-s', 'user', '--', 'create', '--email', 'script@example.test', '--password', 'script password', '--role', 'moderator'], {
      env: { ...process.env, DATA_DIR: s.dataDir, DATABASE_URL: s.config.databaseUrl ?? '', NODE_ENV: 'test' },
    });
    expect(stdout).toContain('Created moderator script@example.test');
    expect(await roleOf('script@example.test')).toBe('moderator');
  });
});

describe('ADMIN_EMAIL seed', () => {
  it('creates a confirmed admin at start, and is idempotent across restarts', async () => {
    const env = { ADMIN_EMAIL: 'Seed@Example.test', ADMIN_PASSWORD: 'seeded admin pw' };
    const first = await buildTestServer(env);
    try {
      const { res } = await logIn(first, 'seed@example.test', 'seeded admin pw');
      expect(res.json()).toMatchObject({ claims: { isAdmin: true } });
      // A restart on the same data neither duplicates nor resets the account.
      const again = await buildTestServer({ ...env, DATA_DIR: first.dataDir, DATABASE_URL: first.config.databaseUrl ?? '' });
      expect(await again.app.store.all('SELECT id FROM users WHERE email = ?', ['seed@example.test'])).toHaveLength(1);
      await again.app.close();
    } finally {
      await first.close();
    }
  });

  it('promotes and confirms an existing account without touching its password', async () => {
    const plain = await buildTestServer();
    await runUserCommand(['create', '--email', 'owner@example.test', '--password', 'owner password'], plain.app.store, capture().out);
    await plain.app.store.run('UPDATE users SET confirmed_at = NULL WHERE email = ?', ['owner@example.test']);
    await plain.app.close();
    const seeded = await buildTestServer({ DATA_DIR: plain.dataDir, DATABASE_URL: plain.config.databaseUrl ?? '', ADMIN_EMAIL: 'owner@example.test', ADMIN_PASSWORD: 'some other password' });
    try {
      const { res } = await logIn(seeded, 'owner@example.test', 'owner password');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ profile: { role: 'admin' } });
      expect((await post(seeded.app, '/api/auth/login', { email: 'owner@example.test', password: 'some other password' })).statusCode).toBe(401);
    } finally {
      await seeded.close();
      rmSync(plain.dataDir, { recursive: true, force: true });
      if (plain.config.databaseUrl) await dropPostgresDatabase(plain.config.databaseUrl);
    }
  });
});
