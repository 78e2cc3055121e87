/**
 * Refresh tokens: 256 random bits in an HttpOnly cookie, stored as SHA-256 hashes, grouped in one
 * family per sign-in. Every refresh rotates the token (sliding 30 days) and marks the old one used.
 *
 * The successor of a token is not random but HMAC(server key, token): whoever holds a token that
 * was rotated a moment ago (a second tab racing the first) can be handed the very same successor
 * the winner got, so tabs converge on one cookie and the family stays a single chain. Outside the
 * 10-second grace window a used token can only be a copy, so the whole family is revoked (reuse
 * detection) and both the thief and the owner must sign in again.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client';
import { refreshFamilies, refreshTokens } from '../db/schema';
import { HttpError } from '../errors';
import type { Clock } from './clock';
import { hmac, purposeKey, randomToken, sha256 } from './secrets';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
export const REUSE_GRACE_MS = 10_000;
/** How far along the chain a racing tab may be behind; more than this is not a race. */
const MAX_CHAIN_STEPS = 5;

export interface IssuedRefresh {
  userId: string;
  token: string;
  expiresAt: number;
}

export const sessionExpired = (): HttpError => new HttpError(401, 'session-expired', 'Your session has expired. Please log in again.');

export class RefreshTokens {
  private readonly ratchetKey: string;

  constructor(private readonly db: Db, private readonly clock: Clock, secret: string, private readonly log?: { warn: (o: object, m: string) => void }) {
    this.ratchetKey = purposeKey(secret, 'refresh-ratchet');
  }

  private successor(token: string): string {
    return hmac(this.ratchetKey, token);
  }

  private find(token: string) {
    return this.db.select({
      familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt, usedAt: refreshTokens.usedAt,
      userId: refreshFamilies.userId, revokedAt: refreshFamilies.revokedAt,
    }).from(refreshTokens).innerJoin(refreshFamilies, eq(refreshFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, sha256(token))).get();
  }

  /** Starts a family for a new sign-in. */
  issue(userId: string): IssuedRefresh {
    const now = this.clock.now();
    const token = randomToken();
    const familyId = uuidv7();
    this.db.transaction((tx) => {
      // Housekeeping for this user only: families that were revoked or whose tokens all expired.
      tx.delete(refreshFamilies).where(and(eq(refreshFamilies.userId, userId), or(
        lt(refreshFamilies.revokedAt, new Date(now - REFRESH_TTL_MS)),
        sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${refreshFamilies.id} and ${refreshTokens.expiresAt} > ${now})`,
      ))).run();
      tx.insert(refreshFamilies).values({ id: familyId, userId, createdAt: new Date(now) }).run();
      tx.insert(refreshTokens).values({ tokenHash: sha256(token), familyId, createdAt: new Date(now), expiresAt: new Date(now + REFRESH_TTL_MS) }).run();
    });
    return { userId, token, expiresAt: now + REFRESH_TTL_MS };
  }

  /** Rotates a presented token; throws `session-expired` for anything that is not a live session. */
  rotate(token: string): IssuedRefresh {
    const now = this.clock.now();
    // The transaction returns rather than throws, so a revocation for reuse is committed.
    const outcome = this.db.transaction((tx): IssuedRefresh | 'expired' | 'reused' => {
      const row = this.find(token);
      if (!row || row.revokedAt) return 'expired';
      if (row.usedAt === null) {
        if (row.expiresAt.getTime() <= now) return 'expired';
        const next = this.successor(token);
        tx.update(refreshTokens).set({ usedAt: new Date(now) }).where(eq(refreshTokens.tokenHash, sha256(token))).run();
        tx.insert(refreshTokens).values({ tokenHash: sha256(next), familyId: row.familyId, createdAt: new Date(now), expiresAt: new Date(now + REFRESH_TTL_MS) }).run();
        tx.delete(refreshTokens).where(and(eq(refreshTokens.familyId, row.familyId), lt(refreshTokens.expiresAt, new Date(now)))).run();
        return { userId: row.userId, token: next, expiresAt: now + REFRESH_TTL_MS };
      }
      if (now - row.usedAt.getTime() <= REUSE_GRACE_MS) {
        let current = token;
        for (let step = 0; step < MAX_CHAIN_STEPS; step++) {
          current = this.successor(current);
          const link = this.find(current);
          if (!link || link.revokedAt) return 'expired';
          if (link.usedAt === null) return { userId: row.userId, token: current, expiresAt: link.expiresAt.getTime() };
        }
        return 'expired';
      }
      tx.update(refreshFamilies).set({ revokedAt: new Date(now) }).where(eq(refreshFamilies.id, row.familyId)).run();
      this.log?.warn({ familyId: row.familyId, userId: row.userId }, 'refresh token reused after rotation; session family revoked');
      return 'reused';
    });
    if (typeof outcome === 'string') throw sessionExpired();
    return outcome;
  }

  /** Ends the sign-in the token belongs to (logout); unknown tokens are ignored. */
  revokeFamilyOf(token: string): void {
    const row = this.find(token);
    if (row) this.db.update(refreshFamilies).set({ revokedAt: new Date(this.clock.now()) }).where(eq(refreshFamilies.id, row.familyId)).run();
  }

  /** Ends every sign-in of the user (password reset). */
  revokeAll(userId: string): void {
    this.db.update(refreshFamilies).set({ revokedAt: new Date(this.clock.now()) })
      .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt))).run();
  }
}
