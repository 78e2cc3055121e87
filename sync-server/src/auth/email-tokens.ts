/**
 * Single-use secrets sent by e-mail. A link token (sign-up confirmation, password reset) is 256
 * random bits found by its SHA-256; a reset code is six digits checked against the user's newest
 * code only, burnt after RESET_CODE_MAX_FAILURES wrong guesses.
 *
 * Every decision that two requests (or two server processes) could race on is taken by one
 * statement, so it holds under PostgreSQL's READ COMMITTED as well as on SQLite: claiming is
 * `UPDATE ... WHERE used_at IS NULL` and only the request that changed the row wins; a code guess
 * first takes one of the code's attempts (`failed_attempts < max`) and only then is compared.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db/store';
import { HttpError } from '../errors';
import type { Clock } from './clock';
import { RESET_CODE_MAX_FAILURES } from './limits';
import { hmac, purposeKey, randomToken, safeEqual, sha256, sixDigitCode } from './secrets';

export type LinkPurpose = 'signup' | 'reset-link';
type Purpose = LinkPurpose | 'reset-code';

/** An `email_tokens` row; times are epoch milliseconds. */
export interface EmailTokenRow {
  id: string;
  tokenHash: string;
  userId: string;
  purpose: Purpose;
  passwordHash: string | null;
  failedAttempts: number;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

const COLUMNS = `id, token_hash AS "tokenHash", user_id AS "userId", purpose, password_hash AS "passwordHash",
  failed_attempts AS "failedAttempts", created_at AS "createdAt", expires_at AS "expiresAt", used_at AS "usedAt"`;

export const invalidToken = (): HttpError => new HttpError('invalid-token', 'This link or code is not valid. Please request a new one.');
export const expiredToken = (): HttpError => new HttpError('expired-token', 'This link or code has expired. Please request a new one.');

export class EmailTokens {
  private readonly codeKey: string;

  constructor(private readonly store: Queryable, private readonly clock: Clock, secret: string) {
    this.codeKey = purposeKey(secret, 'reset-code');
  }

  private codeHash(rowId: string, code: string): string {
    return hmac(this.codeKey, `${rowId}:${code}`);
  }

  private async insert(userId: string, purpose: Purpose, tokenHash: string, id: string, ttlMs: number, passwordHash: string | null = null): Promise<void> {
    const now = this.clock.now();
    await this.store.run(
      'INSERT INTO email_tokens (id, token_hash, user_id, purpose, password_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [id, tokenHash, userId, purpose, passwordHash, now, now + ttlMs],
    );
  }

  /** Returns the raw token for the e-mail; only its hash is kept. */
  async issueLink(userId: string, purpose: LinkPurpose, ttlMs: number, passwordHash: string | null = null): Promise<string> {
    const token = randomToken();
    await this.insert(userId, purpose, sha256(token), uuidv7(), ttlMs, passwordHash);
    return token;
  }

  async issueCode(userId: string, ttlMs: number): Promise<string> {
    const code = sixDigitCode();
    const id = uuidv7();
    await this.insert(userId, 'reset-code', this.codeHash(id, code), id, ttlMs);
    return code;
  }

  /** Marks the row used; true only for the one request whose statement did it. */
  private async markUsed(id: string): Promise<boolean> {
    return (await this.store.run('UPDATE email_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL', [this.clock.now(), id])) === 1;
  }

  /** Uses up a link token or throws invalid-token / expired-token. */
  async claimLink(token: string, purpose: LinkPurpose): Promise<EmailTokenRow> {
    const row = await this.store.one<EmailTokenRow>(`SELECT ${COLUMNS} FROM email_tokens WHERE token_hash = ? AND purpose = ?`, [sha256(token), purpose]);
    if (!row || row.usedAt !== null) throw invalidToken();
    if (row.expiresAt <= this.clock.now()) throw expiredToken();
    if (!(await this.markUsed(row.id))) throw invalidToken();
    return row;
  }

  /**
   * Uses up the user's newest reset code or throws. "Expired" is only said for the right code:
   * otherwise it would tell a stranger that the address has an account with a recent reset.
   *
   * The guess takes one attempt before it is compared (the statement refuses a sixth), so even
   * guesses sent all at once get RESET_CODE_MAX_FAILURES tries in all; the right code gives it back.
   */
  async claimCode(userId: string | undefined, code: string): Promise<EmailTokenRow> {
    if (!userId) throw invalidToken();
    const row = await this.store.one<EmailTokenRow>(
      `SELECT ${COLUMNS} FROM email_tokens WHERE user_id = ? AND purpose = 'reset-code' AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    );
    if (!row) throw invalidToken();
    const attempt = await this.store.one<{ attempts: number }>(
      `UPDATE email_tokens SET failed_attempts = failed_attempts + 1
       WHERE id = ? AND used_at IS NULL AND failed_attempts < ? RETURNING failed_attempts AS attempts`,
      [row.id, RESET_CODE_MAX_FAILURES],
    );
    if (!attempt) throw invalidToken();
    const now = this.clock.now();
    if (!safeEqual(this.codeHash(row.id, code), row.tokenHash)) {
      // The last allowed wrong guess burns the code.
      if (attempt.attempts >= RESET_CODE_MAX_FAILURES) await this.store.run('UPDATE email_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL', [now, row.id]);
      throw invalidToken();
    }
    if (row.expiresAt <= now) {
      await this.store.run('UPDATE email_tokens SET failed_attempts = failed_attempts - 1 WHERE id = ?', [row.id]);
      throw expiredToken();
    }
    const claimed = await this.store.run('UPDATE email_tokens SET used_at = ?, failed_attempts = failed_attempts - 1 WHERE id = ? AND used_at IS NULL', [now, row.id]);
    if (claimed !== 1) throw invalidToken();
    return row;
  }

  /** Ends every unused token of these purposes (a newer reset replaces older ones; a done reset ends all). */
  async burn(userId: string, purposes: Purpose[], q: Queryable = this.store): Promise<void> {
    await q.run(
      `UPDATE email_tokens SET used_at = ? WHERE user_id = ? AND purpose IN (${purposes.map(() => '?').join(', ')}) AND used_at IS NULL`,
      [this.clock.now(), userId, ...purposes],
    );
  }

  /** The password chosen in the newest sign-up still waiting for confirmation, if any. */
  async pendingSignupPassword(userId: string): Promise<string | null> {
    const row = await this.store.one<{ passwordHash: string | null }>(
      `SELECT password_hash AS "passwordHash" FROM email_tokens WHERE user_id = ? AND purpose = 'signup' AND used_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId, this.clock.now()],
    );
    return row?.passwordHash ?? null;
  }
}
