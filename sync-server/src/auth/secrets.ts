/**
 * Random secrets and how they are stored. Link tokens and refresh tokens carry 256 random bits,
 * so a plain SHA-256 is enough to store them. A 6-digit code has only a million values, so it is
 * stored as an HMAC under a server key: a copied database alone does not reveal live codes.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

export const hmac = (key: string, value: string): string => createHmac('sha256', key).update(value).digest('base64url');

/** A key for one purpose, derived from the server secret, so no secret serves two uses. */
export const purposeKey = (secret: string, purpose: string): string => hmac(secret, `herptrack:${purpose}`);

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
