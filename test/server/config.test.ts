import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../sync-server/src/config';

const dir = () => mkdtempSync(join(tmpdir(), 'herptrack-cfg-'));

describe('configuration', () => {
  it('starts with no configuration and generates secrets once', () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    expect(a.port).toBe(8080);
    expect(a.publicUrl).toBe('http://localhost:8080');
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(d, 'secrets', 'jwt'))).toBe(true);
    const b = loadConfig({ DATA_DIR: d });
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(join(d, 'secrets', 'altcha'), 'utf8')).toBe(a.altchaHmacKey);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'ftp://x.test' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SUPPORT_EMAIL: 'nope' }, 'SUPPORT_EMAIL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ DEV_MAILBOX: 'yes' }, 'DEV_MAILBOX'],
    [{ DEV_MAILBOX: '1', NODE_ENV: 'production' }, 'DEV_MAILBOX'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(name);
  });

  it('serves the dev mailbox only when asked for, never by default', () => {
    expect(loadConfig({ DATA_DIR: dir() }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), DEV_MAILBOX: 'true', NODE_ENV: 'test' }).devMailbox).toBe(true);
  });

  it('reads the embed origin list', () => {
    const c = loadConfig({ DATA_DIR: dir(), EMBED_ALLOWED_ORIGINS: 'https://a.test, https://b.test' });
    expect(c.embedAllowedOrigins).toEqual(['https://a.test', 'https://b.test']);
  });
});
