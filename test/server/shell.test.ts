import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../sync-server/src/errors';
import { buildTestServer, type TestServer } from '../helpers/server';

// A tiny built app, so these tests do not depend on `vite build` having run.
const staticDir = mkdtempSync(join(tmpdir(), 'herptrack-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>HerpTrack</title>');
writeFileSync(join(staticDir, 'sw.js'), 'self.x=1');
writeFileSync(join(staticDir, 'manifest.webmanifest'), '{}');
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer({ STATIC_DIR: staticDir });
  s.app.get('/api/test-boom', async () => {
    throw new Error('SQLITE_CORRUPT at /secret/path/db.sqlite');
  });
  s.app.get('/api/test-known', async () => {
    throw new HttpError('already-decided', 'A readable message');
  });
});
afterAll(() => s.close());

describe('server shell', () => {
  it('answers health with the database reachable', async () => {
    const res = await s.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
  });

  it('serves hashed assets as immutable and the shell as no-cache', async () => {
    const asset = await s.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const res = await s.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('falls back to index.html for app routes, not for API or missing files', async () => {
    const deep = await s.app.inject('/reptiles/0190-abc');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body).toContain('<title>HerpTrack</title>');
    expect((await s.app.inject('/api/nothing-here')).statusCode).toBe(404);
    expect((await s.app.inject('/assets/missing-file.js')).statusCode).toBe(404);
  });

  it('never shows internals in a 5xx body', async () => {
    const res = await s.app.inject('/api/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/SQLITE|secret|stack|at /);
    expect(res.json()).toEqual({ error: 'internal', message: expect.any(String) });
  });

  it('keeps the code and message of deliberate errors', async () => {
    const res = await s.app.inject('/api/test-known');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'already-decided', message: 'A readable message' });
  });

  it('sends a CSP without inline scripts', async () => {
    const res = await s.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('opens the embedded SQLite file with WAL, foreign keys on and a busy timeout', async () => {
    // The embedded default, whichever database this project runs the other tests on.
    const lite = await buildTestServer({ DATABASE_URL: '' });
    try {
      expect(lite.app.store.dialect).toBe('sqlite');
      const pragma = async (name: string) => Object.values((await lite.app.store.one<Record<string, unknown>>(`PRAGMA ${name}`)) ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(Number(await pragma('busy_timeout'))).toBeGreaterThan(0);
    } finally {
      await lite.close();
    }
  });
});

describe('public configuration', () => {
  it('tells visitors the support address from SUPPORT_EMAIL, with no token', async () => {
    const custom = await buildTestServer({ SUPPORT_EMAIL: 'help@reptiles.example' });
    try {
      const res = await custom.app.inject('/api/public-config');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ supportEmail: 'help@reptiles.example' });
    } finally {
      await custom.close();
    }
  });
});
