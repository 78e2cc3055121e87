import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The pages partner sites may frame (EMBED_ALLOWED_ORIGINS): the login and the password reset. */
const EMBEDDABLE = /^\/(login|reset-password)-iframe\/?$/;
const isEmbeddable = (url: string | undefined): boolean => EMBEDDABLE.test((url ?? '').split(/[?#]/)[0] ?? '');
const isApi = (url: string | undefined): boolean => /^\/api(?:[/?#]|$)/.test(url ?? '');

/** Whether browsers are told to use https only: in production, behind an https PUBLIC_URL. */
export const wantsHsts = (config: { env: string; publicUrl: string }): boolean =>
  config.env === 'production' && config.publicUrl.startsWith('https://');

/**
 * Security headers. The CSP allows scripts only from our origin (no inline scripts); styles may be
 * inline because Mantine sets style attributes; `wasm-unsafe-eval` and blob workers are for the
 * OCR engine and the CAPTCHA's proof-of-work worker, both self-hosted.
 *
 * Framing: only /login-iframe and /reset-password-iframe may be framed, by our origin and the
 * EMBED_ALLOWED_ORIGINS; every other page and answer says `frame-ancestors 'none'` (and the older
 * X-Frame-Options: DENY), so no other site can frame the app to trick a click (issue 10: with
 * origins set, every page could be framed by them).
 *
 * `hsts`: in production behind an https PUBLIC_URL, browsers are told to use https only for a
 * year, subdomains included (issue 24); never on http or in development, where it would lock a
 * developer's localhost out of plain http.
 *
 * API answers are private (tokens, wallets, profiles, admin lists): every `/api/` answer that does
 * not say otherwise is `Cache-Control: no-store`, so no browser or shared cache keeps a copy.
 * Routes that chose their own caching (a public health probe, images under unguessable names)
 * keep it; the app's pages and assets are not under /api and keep theirs (static-app.ts).
 */
export async function registerSecurity(app: FastifyInstance, opts: { embedAllowedOrigins: string[]; hsts: boolean }): Promise<void> {
  const embedders = ["'self'", ...opts.embedAllowedOrigins].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(req) => (isEmbeddable(req.url) ? embedders : "'none'")],
      },
    },
    // Set below per page: helmet's is one value for every page.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    hsts: opts.hsts ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isEmbeddable(request.raw.url)) void reply.header('x-frame-options', 'DENY');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.raw.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
