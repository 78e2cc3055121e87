/**
 * Forgotten passwords. One request e-mails a link (24 h) and a 6-digit code (15 min); both are
 * single use and a newer request replaces them. The answer is `{ok:true}` whether or not the
 * address has an account, and the per-address limits apply either way.
 *
 * Completing a reset bumps the account's session epoch (every access token stops working at its
 * next use) and revokes every refresh family, so a thief holding a session is thrown out. It also
 * confirms the address: the reset proved the mailbox.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmailOnlyBody, ResetWithCodeBody, ResetWithLinkBody } from '../../../shared/schemas/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Clock } from './clock';
import type { EmailTokens } from './email-tokens';
import { ACCOUNT_LIMITS, RESET_CODE_TTL_MS, RESET_LINK_TTL_MS } from './limits';
import { hashPassword } from './passwords';
import type { RefreshTokens } from './refresh-tokens';
import type { Throttle } from './throttle';
import { findUserByEmail, findUserById } from './users';

export class PasswordReset {
  constructor(private readonly deps: {
    db: Db; clock: Clock; throttle: Throttle; tokens: EmailTokens; refresh: RefreshTokens; mailer: Mailer; publicUrl: string;
  }) {}

  async request(body: z.output<typeof EmailOnlyBody>): Promise<void> {
    const { db, throttle, tokens, mailer } = this.deps;
    throttle.consume(body.email, ACCOUNT_LIMITS.mailPerAddress, ACCOUNT_LIMITS.resetsPerAddress);
    const user = findUserByEmail(db, body.email);
    if (!user) return;
    tokens.burn(user.id, ['reset-link', 'reset-code']);
    const link = `${this.deps.publicUrl}/reset-password?${new URLSearchParams({ code: tokens.issueLink(user.id, 'reset-link', RESET_LINK_TTL_MS) }).toString()}`;
    const code = tokens.issueCode(user.id, RESET_CODE_TTL_MS);
    await mailer.send(user.email, {
      kind: 'reset-password', link, code, codeMinutes: RESET_CODE_TTL_MS / 60_000, linkHours: RESET_LINK_TTL_MS / 3_600_000,
    }, body.language ?? user.language);
  }

  async resetWithLink(body: z.output<typeof ResetWithLinkBody>): Promise<void> {
    const row = this.deps.tokens.claimLink(body.code, 'reset-link');
    await this.complete(row.userId, body.password);
  }

  async resetWithCode(body: z.output<typeof ResetWithCodeBody>): Promise<void> {
    const user = findUserByEmail(this.deps.db, body.email);
    const row = this.deps.tokens.claimCode(user?.id, body.code);
    await this.complete(row.userId, body.password);
  }

  private async complete(userId: string, password: string): Promise<void> {
    const { db, clock, tokens, refresh, throttle } = this.deps;
    const passwordHash = await hashPassword(password);
    const user = findUserById(db, userId);
    if (!user) return;
    db.transaction((tx) => {
      tx.update(users).set({
        passwordHash,
        sessionEpoch: sql`${users.sessionEpoch} + 1`,
        confirmedAt: user.confirmedAt ?? new Date(clock.now()),
      }).where(eq(users.id, userId)).run();
      tokens.burn(userId, ['reset-link', 'reset-code']);
      refresh.revokeAll(userId);
    });
    throttle.clear(ACCOUNT_LIMITS.failedLogins, user.email);
  }
}
