import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows scripts only from our origin (no inline scripts); styles may be
 * inline because Mantine sets style attributes; `wasm-unsafe-eval` and blob workers are for the
 * OCR engine and the CAPTCHA's proof-of-work worker, both self-hosted.
 */
export async function registerSecurity(app: FastifyInstance, opts: { embedAllowedOrigins: string[] }): Promise<void> {
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
        frameAncestors: ["'self'", ...opts.embedAllowedOrigins],
      },
    },
    // The embedded login and reset pages are framed by the allowed origins; frame-ancestors governs.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
