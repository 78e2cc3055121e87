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

  it('adds and takes ReptiCoins with a reason, never past the balance', async () => {
    const { out, lines } = capture();
    await runUserCommand(['create', '--email', 'coins@example.test', '--password', 'coins password'], s.app.store, out);
    const balance = async () => Number((await s.app.store.one<{ b: number }>(
      'SELECT balance AS b FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.email = ?', ['coins@example.test']))?.b ?? 0);
    const entries = async () => s.app.store.all<{ amount: number; reason: string }>(
      'SELECT amount, reason FROM coin_ledger l JOIN users u ON u.id = l.user_id WHERE u.email = ? ORDER BY l.version', ['coins@example.test']);
    expect(await runUserCommand(['coins', '--email', 'coins@example.test', '--amount', '120', '--reason', 'Expo raffle'], s.app.store, out)).toBe(0);
    expect(await runUserCommand(['coins', '--email', 'coins@example.test', '--amount', '-20', '--reason', 'Correction'], s.app.store, out)).toBe(0);
    expect(await balance()).toBe(100);
    expect(lines.join('\n')).toContain('balance 100');
    // Past the balance, zero, not a number, no reason, no account: refused, nothing written.
    expect(await runUserCommand(['coins', '--email', 'coins@example.test', '--amount', '-101', '--reason', 'Too much'], s.app.store, out)).toBe(1);
    expect(await runUserCommand(['coins', '--email', 'coins@example.test', '--amount', '0', '--reason', 'Nothing'], s.app.store, out)).toBe(2);
    expect(await runUserCommand(['coins', '--email', 'coins@example.test', '--amount', '1.5', '--reason', 'Half'], s.app.store, out)).toBe(2);
    expect(await runUserCommand(['coins', '--email', 'coins@example.test', '--amount', '5'], s.app.store, out)).toBe(2);
    expect(await runUserCommand(['coins', '--email', 'ghost@example.test', '--amount', '5', '--reason', 'Who'], s.app.store, out)).toBe(1);
    expect(await balance()).toBe(100);
    expect((await entries()).map((e) => [Number(e.amount), e.reason])).toEqual([[120, 'Expo raffle'], [-20, 'Correction']]);
    expect(lines.join('\n')).toContain('the balance is 100');
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
