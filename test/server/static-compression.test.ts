import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/vite-compress';
import { buildTestServer, type TestServer } from '../helpers/server';

// A built-like app, compressed by the same function the build runs last (scripts/vite-compress.ts).
const staticDir = mkdtempSync(join(tmpdir(), 'herptrack-static-compression-'));
const HTML = `<!doctype html><html lang="en"><head><title>HerpTrack</title></head><body>${'<p>Feedings, sheds and weights.</p>'.repeat(40)}</body></html>`;
const JS = `export const f = () => 1; // ${'reptile '.repeat(300)}`;
const CSS = `.card { color: red; } ${'.x { margin: 0; } '.repeat(200)}`;
const PNG = Buffer.from('89504e470d0a1a0a'.repeat(100), 'hex');
const TINY = 'x=1';
const text: Record<string, string> = {
  'index.html': HTML,
  'assets/index-abc123.js': JS,
  'assets/index-abc123.css': CSS,
  'assets/tiny-abc123.js': TINY,
  'manifest.webmanifest': JSON.stringify({ name: 'HerpTrack', description: 'reptiles '.repeat(40) }),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(30)}</svg>`,
  'robots.txt': `User-agent: *\n${'Allow: /\n'.repeat(30)}`,
  'sw.js': `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(100)}`,
};
mkdirSync(join(staticDir, 'assets'));
for (const [path, body] of Object.entries(text)) writeFileSync(join(staticDir, path), body);
writeFileSync(join(staticDir, 'assets', 'logo-abc123.png'), PNG);

let s: TestServer;
let written = 0;
beforeAll(async () => {
  written = await compressDir(staticDir);
  s = await buildTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await s.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  s.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const YEAR = 'public, max-age=31536000, immutable';

describe('the build writes compressed variants', () => {
  it('beside every compressible file, but not beside images or files compression would grow', () => {
    for (const path of Object.keys(text).filter((p) => !p.includes('tiny'))) {
      expect(existsSync(join(staticDir, `${path}.br`)), `${path}.br`).toBe(true);
      expect(existsSync(join(staticDir, `${path}.gz`)), `${path}.gz`).toBe(true);
    }
    expect(existsSync(join(staticDir, 'assets', 'logo-abc123.png.br'))).toBe(false);
    expect(existsSync(join(staticDir, 'assets', 'tiny-abc123.js.gz'))).toBe(false);
    expect(written).toBe(2 * (Object.keys(text).length - 1));
  });

  it('leaves variants newer than their file alone on a second run', async () => {
    expect(await compressDir(staticDir)).toBe(0);
  });
});

describe('compressed assets chosen by Accept-Encoding', () => {
  const assets = [
    ['/assets/index-abc123.js', JS, /javascript/],
    ['/assets/index-abc123.css', CSS, /text\/css/],
    ['/favicon.svg', text['favicon.svg'], /svg/],
    ['/manifest.webmanifest', text['manifest.webmanifest'], /manifest\+json|json/],
    ['/robots.txt', text['robots.txt'], /text\/plain/],
  ] as const;

  it('sends brotli when the client takes brotli and gzip', async () => {
    for (const [url, body, type] of assets) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(body);
    }
  });

  it('sends gzip when the client takes only gzip', async () => {
    for (const [url, body] of assets) {
      const res = await get(url, 'gzip');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(body);
    }
  });

  it('sends the file itself when the client takes no encoding', async () => {
    for (const [url, body] of assets) {
      for (const none of [undefined, 'identity']) {
        const res = await get(url, none);
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(res.body, url).toBe(body);
      }
    }
  });

  it('sends an image and a file with no variants as they are', async () => {
    const png = await get('/assets/logo-abc123.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(png.rawPayload, PNG)).toBe(0);
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(TINY);
  });
});

describe('caching', () => {
  it('caches hashed assets for a year, immutable, whichever encoding is sent', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css', '/assets/logo-abc123.png']) {
      for (const encoding of ['br, gzip', 'gzip', undefined]) {
        expect((await get(url, encoding)).headers['cache-control'], `${url} ${encoding}`).toBe(YEAR);
      }
    }
  });

  it('revalidates the HTML, compressed, at / , at /index.html and at a deep link', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/reptiles/0190-abc']) {
      const cases = [['br, gzip', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync], [undefined, undefined, (b: Buffer) => b]] as const;
      for (const [encoding, sent, decode] of cases) {
        const res = await get(url, encoding);
        expect(res.statusCode, `${url} ${encoding}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
        expect(res.headers.vary, `${url} ${encoding}`).toMatch(/accept-encoding/i);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(sent);
        expect(decode(res.rawPayload).toString(), url).toBe(HTML);
      }
    }
  });

  it('revalidates the service worker and the manifest', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await get(url, 'br, gzip');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
