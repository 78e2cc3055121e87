/**
 * The refresh cookie: HttpOnly (no script can read it), SameSite=Strict (never sent from another
 * site, which is the CSRF defence of the cookie-only endpoints), Path=/api/auth (sent to nothing
 * else), Secure except on a plain-http localhost development address.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { IssuedRefresh } from './refresh-tokens';

export const REFRESH_COOKIE = 'ht_refresh';
const PATH = '/api/auth';

function isSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
}

export function setRefreshCookie(reply: FastifyReply, config: Config, issued: IssuedRefresh, now: number): void {
  void reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true, sameSite: 'strict', path: PATH, secure: isSecure(config.publicUrl),
    maxAge: Math.max(0, Math.round((issued.expiresAt - now) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: PATH, secure: isSecure(config.publicUrl) });
}
