/**
 * What the request log may say about an address. E-mails put reset codes and confirmation tokens
 * in the URL fragment, which browsers never send; links still in mailboxes carry them in the query
 * (`/reset-password?code=…`, valid 24 h), and whoever reads a log line with one could reset the
 * password (issue 24). So the query of the pages that take such secrets is never logged, and the
 * secret-named parameters of any other address are replaced.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** The pages (and `/`, which forwards old links) whose query may hold a secret of an e-mail link. */
const SECRET_PAGES = /^\/(?:|reset-password|reset-password-iframe|reset-password-with-code|confirm-email|auth-redirect)\/?$/;
/** Parameter names that carry a secret wherever they appear. */
const SECRET_PARAMS = new Set(['code', 'token', 'token_hash', 'access_token', 'refresh_token', 'password']);

function paramName(part: string): string {
  const raw = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim().toLowerCase();
  } catch {
    // An undecodable name could still be read by someone: treat it as a secret.
    return 'token';
  }
}

/** `url` as the log may show it: a secret page's query replaced whole, elsewhere each secret parameter. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  const query = url.slice(q + 1);
  if (query === '') return url;
  if (SECRET_PAGES.test(path)) return `${path}?${REDACTED}`;
  const parts = query.split('&').map((part) => (SECRET_PARAMS.has(paramName(part)) ? `${part.split('=')[0] ?? ''}=${REDACTED}` : part));
  return `${path}?${parts.join('&')}`;
}

type LoggedRequest = Partial<Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'>> & {
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
};

/** The logger's `req` serializer: Fastify's own fields, the URL redacted. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
