import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';

// A built-like app with the OCR engine's versioned folder (scripts/vite-ocr-assets.ts writes it).
const staticDir = mkdtempSync(join(tmpdir(), 'herptrack-static-ocr-'));
const ocr = join(staticDir, 'ocr', '7.0.0-abc');
const WORKER = `self.onmessage = () => {}; // ${'tesseract '.repeat(200)}`;
const LANGUAGE_DATA = gzipSync(Buffer.from('traineddata '.repeat(500)));
mkdirSync(join(ocr, 'lang'), { recursive: true });
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>HerpTrack</title>');
writeFileSync(join(ocr, 'worker.min.js'), WORKER);
writeFileSync(join(ocr, 'worker.min.js.br'), brotliCompressSync(WORKER));
writeFileSync(join(ocr, 'worker.min.js.gz'), gzipSync(WORKER));
writeFileSync(join(ocr, 'lang', 'eng.traineddata.gz'), LANGUAGE_DATA);

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await s.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  s.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('OCR engine files', () => {
  const worker = '/ocr/7.0.0-abc/worker.min.js';

  it('sends the brotli variant to a client that takes brotli', async () => {
    const res = await get(worker, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(WORKER.length);
  });

  it('sends gzip to a client that takes only gzip, the file itself to one that takes neither', async () => {
    const gz = await get(worker, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(WORKER);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    for (const identity of [undefined, 'identity']) {
      const plain = await get(worker, identity);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(WORKER);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('marks the versioned folder immutable, whichever encoding is sent', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await get(worker, encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the gzipped language data as bytes, for tesseract to gunzip itself', async () => {
    const res = await get('/ocr/7.0.0-abc/lang/eng.traineddata.gz', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.rawPayload, LANGUAGE_DATA)).toBe(0);
  });

  it('keeps the shell revalidated', async () => {
    const res = await get('/index.html', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
