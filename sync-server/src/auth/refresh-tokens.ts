/**
 * Refresh tokens: 256 random bits in an HttpOnly cookie, stored as SHA-256 hashes, grouped in one
 * family per sign-in. Every refresh rotates the token (sliding 30 days) and marks the old one used.
 *
 * The successor of a token is not random but HMAC(server key, token): whoever holds a token that
 * was rotated a moment ago (a second tab racing the first) can be handed the very same successor
 * the winner got, so tabs converge on one cookie and the family stays a single chain. Outside the
 * 10-second grace window a used token can only be a copy, so the whole family is revoked (reuse
 * detection) and both the thief and the owner must sign in again.
 *
 * Access tokens carry their family's id, so revoking a family (logout, reuse, password reset)
 * ends its access tokens at their next use too (plugins/authenticate.ts).
 *
 * Which racing request rotates a token is decided by one statement (`UPDATE ... WHERE used_at IS
 * NULL`, the changed count tells the winner), so two server processes cannot both rotate it, also
 * under PostgreSQL's READ COMMITTED; the loser takes the grace path like a second tab.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Store } from '../db/store';
import { HttpError } from '../errors';
import type { Clock } from './clock';
import { hmac, purposeKey, randomToken, sha256 } from './secrets';
import { accountDisabled } from './users';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
export const REUSE_GRACE_MS = 10_000;
/** How far along the chain a racing tab may be behind; more than this is not a race. */
const MAX_CHAIN_STEPS = 5;

export interface IssuedRefresh {
  userId: string;
  /** The sign-in (family) the token belongs to; access tokens carry it. */
  familyId: string;
  token: string;
  expiresAt: number;
}

interface Found {
  familyId: string;
  expiresAt: number;
  usedAt: number | null;
  userId: string;
  revokedAt: number | null;
  /** The account's; disabling it revokes every family, yet its refresh should say why. */
  disabledAt: number | null;
}

const FIND = `SELECT t.family_id AS "familyId", t.expires_at AS "expiresAt", t.used_at AS "usedAt", f.user_id AS "userId", f.revoked_at AS "revokedAt",
    u.disabled_at AS "disabledAt"
  FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id JOIN users u ON u.id = f.user_id WHERE t.token_hash = ?`;

export const sessionExpired = (): HttpError => new HttpError('session-expired', 'Your session has expired. Please log in again.');

export class RefreshTokens {
  private readonly ratchetKey: string;

  constructor(private readonly store: Store, private readonly clock: Clock, secret: string, private readonly log?: { warn: (o: object, m: string) => void }) {
    this.ratchetKey = purposeKey(secret, 'refresh-ratchet');
  }

  private successor(token: string): string {
    return hmac(this.ratchetKey, token);
  }

  private find(token: string): Promise<Found | undefined> {
    return this.store.one<Found>(FIND, [sha256(token)]);
  }

  /** Starts a family for a new sign-in. */
  async issue(userId: string): Promise<IssuedRefresh> {
    const now = this.clock.now();
    const token = randomToken();
    const familyId = uuidv7();
    await this.store.transaction(async (tx) => {
      // Housekeeping for this user only: families that were revoked or whose tokens all expired.
      await tx.run(
        `DELETE FROM refresh_families WHERE user_id = ? AND (revoked_at < ?
           OR NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = refresh_families.id AND t.expires_at > ?))`,
        [userId, now - REFRESH_TTL_MS, now],
      );
      await tx.run('INSERT INTO refresh_families (id, user_id, created_at) VALUES (?, ?, ?)', [familyId, userId, now]);
      await tx.run('INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        [sha256(token), familyId, now, now + REFRESH_TTL_MS]);
    });
    return { userId, familyId, token, expiresAt: now + REFRESH_TTL_MS };
  }

  /** Rotates a presented token; throws `session-expired` for anything that is not a live session. */
  async rotate(token: string): Promise<IssuedRefresh> {
    const now = this.clock.now();
    const row = await this.find(token);
    // Before the revocation: a disabled account's sessions were revoked with it (admin/account-actions.ts).
    if (row && row.disabledAt !== null) throw accountDisabled();
    if (!row || row.revokedAt !== null) throw sessionExpired();
    if (row.usedAt === null) {
      if (row.expiresAt <= now) throw sessionExpired();
      const next = this.successor(token);
      const rotated = await this.store.transaction(async (tx) => {
        // The claim: of two requests presenting this token, only one changes the row.
        const claimed = await tx.run('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [now, sha256(token)]);
        if (claimed !== 1) return false;
        await tx.run('INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
          [sha256(next), row.familyId, now, now + REFRESH_TTL_MS]);
        await tx.run('DELETE FROM refresh_tokens WHERE family_id = ? AND expires_at < ?', [row.familyId, now]);
        return true;
      });
      if (rotated) return { userId: row.userId, familyId: row.familyId, token: next, expiresAt: now + REFRESH_TTL_MS };
      // Another request rotated it a moment ago: the same answer as for a racing tab.
      return this.followRace(token, now);
    }
    if (now - row.usedAt <= REUSE_GRACE_MS) return this.followRace(token, now);
    await this.revokeFamily(this.store, row.familyId, now);
    this.log?.warn({ familyId: row.familyId, userId: row.userId }, 'refresh token reused after rotation; session family revoked');
    throw sessionExpired();
  }

  /** A token rotated moments ago: hands over the current end of its chain, if it is still live. */
  private async followRace(token: string, now: number): Promise<IssuedRefresh> {
    const row = await this.find(token);
    if (!row || row.revokedAt !== null || row.usedAt === null || now - row.usedAt > REUSE_GRACE_MS) throw sessionExpired();
    let current = token;
    for (let step = 0; step < MAX_CHAIN_STEPS; step++) {
      current = this.successor(current);
      const link = await this.find(current);
      if (!link || link.revokedAt !== null) break;
      if (link.usedAt === null) return { userId: row.userId, familyId: row.familyId, token: current, expiresAt: link.expiresAt };
    }
    throw sessionExpired();
  }

  private async revokeFamily(q: Queryable, familyId: string, now: number): Promise<void> {
    await q.run('UPDATE refresh_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [now, familyId]);
  }

  /** Ends the sign-in the token belongs to (logout); unknown tokens are ignored. */
  async revokeFamilyOf(token: string): Promise<void> {
    const row = await this.find(token);
    if (row) await this.revokeFamily(this.store, row.familyId, this.clock.now());
  }

  /** Ends every sign-in of the user (password reset); `q` is the caller's transaction. */
  async revokeAll(userId: string, q: Queryable = this.store): Promise<void> {
    await q.run('UPDATE refresh_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [this.clock.now(), userId]);
  }
}
