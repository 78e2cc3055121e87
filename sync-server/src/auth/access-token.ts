/**
 * Short-lived access tokens: HS256 JWTs signed with the server secret, 30 minutes, algorithm
 * pinned on verify. They carry the user id (sub), role, the account's session epoch and the
 * sign-in (refresh-token family, `fid`) they were issued for, so a password reset (epoch bump),
 * a sign-out or a detected refresh-token reuse (family revoked) ends them at their next use
 * (plugins/authenticate.ts), not only when they expire.
 */
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
const ALG = 'HS256';
const ISSUER = 'herptrack';
const AUDIENCE = 'herptrack-app';

export type Role = 'user' | 'moderator' | 'admin';

export interface AccessClaims {
  userId: string;
  role: Role;
  epoch: number;
  /** The refresh-token family (sign-in) the token belongs to. */
  familyId: string;
}

/** What a token is signed with. A token without a family is refused by verifyAccessToken. */
export type SignedClaims = Omit<AccessClaims, 'familyId'> & { familyId?: string };

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

// The verifying key, imported into WebCrypto once per secret: given raw bytes, jose imports them
// again on every verify (a measurable share of each authenticated request).
const verifyKeyCache = new Map<string, Promise<CryptoKey>>();
function verifyKey(secret: string): Promise<CryptoKey> {
  let k = verifyKeyCache.get(secret);
  if (!k) {
    k = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeyCache.set(secret, k);
  }
  return k;
}

export async function signAccessToken(secret: string, claims: SignedClaims, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ role: claims.role, epoch: claims.epoch, ...(claims.familyId === undefined ? {} : { fid: claims.familyId }) })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, expiresAt: exp * 1000 };
}

/**
 * Throws on a bad signature, another algorithm, a wrong issuer/audience, an expired token, or a
 * missing claim.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  const { payload } = await jwtVerify(token, await verifyKey(secret), {
    algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE,
    // A token that never expires would outlive every check but the family's: exp is required.
    requiredClaims: ['exp', 'iat', 'sub', 'epoch', 'fid'],
  });
  const { role, epoch, fid } = payload;
  if (typeof payload.sub !== 'string' || (role !== 'user' && role !== 'moderator' && role !== 'admin') || typeof epoch !== 'number' || typeof fid !== 'string') {
    throw new Error('malformed token claims');
  }
  return { userId: payload.sub, role, epoch, familyId: fid };
}
