import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA. Hashed files under /assets never change, so they are immutable for a
 * year; the shell, the service worker and the manifest must be revalidated on every load or an
 * update would never reach installed apps. Unknown non-API paths fall back to index.html so deep
 * links (a reptile's QR code) open in the app.
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
    setHeaders(res, path) {
      const rel = path.slice(staticDir.length).replaceAll('\\', '/');
      if (rel.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (NO_CACHE.has(rel)) res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
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
