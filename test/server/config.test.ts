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
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(name);
  });

  it('reads the embed origin list', () => {
    const c = loadConfig({ DATA_DIR: dir(), EMBED_ALLOWED_ORIGINS: 'https://a.test, https://b.test' });
    expect(c.embedAllowedOrigins).toEqual(['https://a.test', 'https://b.test']);
  });
});
