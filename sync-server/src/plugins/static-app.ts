import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/** Versioned folders: a changed file gets a new URL, so what is there never changes. */
const IMMUTABLE_DIRS = ['/assets/', '/ocr/'];
/** Text types a build may ship with .br/.gz variants: their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;

/**
 * `path` is the file @fastify/static sends: with `preCompressed` that may be `x.js.br` standing
 * for `x.js`. A `.gz` with no file beside it under its own name is an asset in itself (the OCR
 * language data, which tesseract gunzips itself), sent as bytes with no content-encoding.
 */
const isVariant = (path: string): boolean => /\.(?:br|gz)$/.test(path) && existsSync(path.slice(0, -3));

/**
 * Serves the built PWA. Hashed files under /assets and the OCR engine's versioned folder under
 * /ocr never change, so they are immutable for a year; the shell, the service worker and the
 * manifest must be revalidated on every load or an update would never reach installed apps.
 * Where the build wrote brotli or gzip variants beside a file, the client's Accept-Encoding picks
 * one (`Vary` says so to caches). Unknown non-API paths fall back to index.html so deep links (a
 * reptile's QR code) open in the app.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ staticDir }, 'no built app found; run `npm run build` (npm start does it for you)');
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, path) {
      const served = path.slice(staticDir.length).replaceAll('\\', '/');
      const rel = isVariant(path) ? served.slice(0, -3) : served;
      if (IMMUTABLE_DIRS.some((dir) => rel.startsWith(dir))) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (NO_CACHE.has(rel)) res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
      if (COMPRESSIBLE.test(rel)) res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path.startsWith('api/') || path === 'api') return reply.callNotFound();
    if (path && /^[\w\-./]+$/.test(path) && !path.includes('..') && existsSync(join(staticDir, path)) && path !== 'index.html') {
      return reply.sendFile(path);
    }
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
