/**
 * Single-use secrets sent by e-mail. A link token (sign-up confirmation, password reset) is 256
 * random bits found by its SHA-256; a reset code is six digits checked against the user's newest
 * code only, burnt after RESET_CODE_MAX_FAILURES wrong guesses. Claiming marks a row used in the
 * same statement that checks it, so two concurrent requests cannot both succeed.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client';
import { emailTokens } from '../db/schema';
import { HttpError } from '../errors';
import type { Clock } from './clock';
import { RESET_CODE_MAX_FAILURES } from './limits';
import { hmac, purposeKey, randomToken, safeEqual, sha256, sixDigitCode } from './secrets';

export type LinkPurpose = 'signup' | 'reset-link';
type Purpose = LinkPurpose | 'reset-code';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export const invalidToken = (): HttpError => new HttpError(400, 'invalid-token', 'This link or code is not valid. Please request a new one.');
export const expiredToken = (): HttpError => new HttpError(400, 'expired-token', 'This link or code has expired. Please request a new one.');

export class EmailTokens {
  private readonly codeKey: string;

  constructor(private readonly db: Db, private readonly clock: Clock, secret: string) {
    this.codeKey = purposeKey(secret, 'reset-code');
  }

  private codeHash(rowId: string, code: string): string {
    return hmac(this.codeKey, `${rowId}:${code}`);
  }

  private insert(userId: string, purpose: Purpose, tokenHash: string, id: string, ttlMs: number, passwordHash: string | null = null): void {
    const now = this.clock.now();
    this.db.insert(emailTokens).values({
      id, tokenHash, userId, purpose, passwordHash, createdAt: new Date(now), expiresAt: new Date(now + ttlMs),
    }).run();
  }

  /** Returns the raw token for the e-mail; only its hash is kept. */
  issueLink(userId: string, purpose: LinkPurpose, ttlMs: number, passwordHash: string | null = null): string {
    const token = randomToken();
    this.insert(userId, purpose, sha256(token), uuidv7(), ttlMs, passwordHash);
    return token;
  }

  issueCode(userId: string, ttlMs: number): string {
    const code = sixDigitCode();
    const id = uuidv7();
    this.insert(userId, 'reset-code', this.codeHash(id, code), id, ttlMs);
    return code;
  }

  private markUsed(id: string): boolean {
    return this.db.update(emailTokens).set({ usedAt: new Date(this.clock.now()) })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt))).run().changes === 1;
  }

  /** Uses up a link token or throws invalid-token / expired-token. */
  claimLink(token: string, purpose: LinkPurpose): EmailTokenRow {
    const row = this.db.select().from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, purpose))).get();
    if (!row || row.usedAt) throw invalidToken();
    if (row.expiresAt.getTime() <= this.clock.now()) throw expiredToken();
    if (!this.markUsed(row.id)) throw invalidToken();
    return row;
  }

  /**
   * Uses up the user's newest reset code or throws. "Expired" is only said for the right code:
   * otherwise it would tell a stranger that the address has an account with a recent reset.
   */
  claimCode(userId: string | undefined, code: string): EmailTokenRow {
    if (!userId) throw invalidToken();
    const row = this.db.select().from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset-code'), isNull(emailTokens.usedAt)))
      .orderBy(desc(emailTokens.createdAt), desc(emailTokens.id)).limit(1).get();
    if (!row) throw invalidToken();
    if (!safeEqual(this.codeHash(row.id, code), row.tokenHash)) {
      this.db.update(emailTokens).set({
        failedAttempts: sql`${emailTokens.failedAttempts} + 1`,
        usedAt: row.failedAttempts + 1 >= RESET_CODE_MAX_FAILURES ? new Date(this.clock.now()) : null,
      }).where(eq(emailTokens.id, row.id)).run();
      throw invalidToken();
    }
    if (row.expiresAt.getTime() <= this.clock.now()) throw expiredToken();
    if (!this.markUsed(row.id)) throw invalidToken();
    return row;
  }

  /** Ends every unused token of these purposes (a newer reset replaces older ones; a done reset ends all). */
  burn(userId: string, purposes: Purpose[]): void {
    this.db.update(emailTokens).set({ usedAt: new Date(this.clock.now()) })
      .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt))).run();
  }

  /** The password chosen in the newest sign-up still waiting for confirmation, if any. */
  pendingSignupPassword(userId: string): string | null {
    const row = this.db.select({ passwordHash: emailTokens.passwordHash }).from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'signup'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date(this.clock.now()))))
      .orderBy(desc(emailTokens.createdAt), desc(emailTokens.id)).limit(1).get();
    return row?.passwordHash ?? null;
  }
}
