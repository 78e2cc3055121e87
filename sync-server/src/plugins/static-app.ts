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

const LANDING_LANGUAGES = ['en', 'bg'] as const;
type LandingLanguage = (typeof LANDING_LANGUAGES)[number];

function supported(code: string | null | undefined): LandingLanguage | null {
  const lng = (code ?? '').trim().toLowerCase().split('-')[0];
  return LANDING_LANGUAGES.find((l) => l === lng) ?? null;
}

/**
 * The language `/` is rendered in, asked the way the app's detector asks (app/lib/i18n): `?lng=`,
 * the `i18next` cookie it writes beside localStorage, then the browser's languages by weight,
 * else English. theme-init.js checks the answer against localStorage before the first paint.
 */
export function landingLanguage(query: string | undefined, cookieHeader: string | undefined, acceptLanguage: string | undefined): LandingLanguage {
  const asked = supported(new URLSearchParams(query ?? '').get('lng'));
  if (asked) return asked;
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  const fromCookie = cookie === undefined ? null : supported(decodeURIComponent(cookie));
  if (fromCookie) return fromCookie;
  const ranked = (acceptLanguage ?? '').split(',').map((part, i) => {
    const [tag, ...params] = part.split(';');
    const q = Number(params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean) ?? 1);
    return { lng: supported(tag), q: Number.isNaN(q) ? 0 : q, i };
  }).filter((c) => c.lng && c.q > 0).sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.lng ?? 'en';
}

/**
 * Serves the built PWA. Hashed files under /assets and the OCR engine's versioned folder under
 * /ocr never change, so they are immutable for a year; the shell, the service worker and the
 * manifest must be revalidated on every load or an update would never reach installed apps.
 * Where the build wrote brotli or gzip variants beside a file, the client's Accept-Encoding picks
 * one (`Vary` says so to caches). `/` is the landing page rendered at build time in the visitor's
 * language; unknown non-API paths fall back to index.html (the bare shell) so deep links (a
 * reptile's QR code) open in the app without the landing page showing first.
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
      else if (NO_CACHE.has(rel) || rel.startsWith('/landing/')) res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
      if (rel.startsWith('/landing/')) res.setHeader('vary', 'Accept-Encoding, Accept-Language, Cookie');
      else if (COMPRESSIBLE.test(rel)) res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path.startsWith('api/') || path === 'api') return reply.callNotFound();
    if (path && /^[\w\-./]+$/.test(path) && !path.includes('..') && existsSync(join(staticDir, path)) && path !== 'index.html') {
      return reply.sendFile(path);
    }
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.callNotFound();
    if (path === '') {
      // `/` rendered at build time in the visitor's language (scripts/vite-prerender.ts), when built.
      const query = request.raw.url?.split('?')[1];
      const landing = `landing/${landingLanguage(query, request.headers.cookie, request.headers['accept-language'])}.html`;
      if (existsSync(join(staticDir, landing))) return reply.type('text/html').sendFile(landing);
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
