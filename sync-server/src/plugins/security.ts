import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The pages partner sites may frame (EMBED_ALLOWED_ORIGINS): the login and the password reset. */
const EMBEDDABLE = /^\/(login|reset-password)-iframe\/?$/;
const isEmbeddable = (url: string | undefined): boolean => EMBEDDABLE.test((url ?? '').split(/[?#]/)[0] ?? '');

/**
 * Security headers. The CSP allows scripts only from our origin (no inline scripts); styles may be
 * inline because Mantine sets style attributes; `wasm-unsafe-eval` and blob workers are for the
 * OCR engine and the CAPTCHA's proof-of-work worker, both self-hosted.
 *
 * Framing: only /login-iframe and /reset-password-iframe may be framed, by our origin and the
 * EMBED_ALLOWED_ORIGINS; every other page and answer says `frame-ancestors 'none'` (and the older
 * X-Frame-Options: DENY), so no other site can frame the app to trick a click (issue 10: with
 * origins set, every page could be framed by them).
 */
export async function registerSecurity(app: FastifyInstance, opts: { embedAllowedOrigins: string[] }): Promise<void> {
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
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isEmbeddable(request.raw.url)) void reply.header('x-frame-options', 'DENY');
  });
}
