/**
 * Forgotten passwords. One request e-mails a link (24 h) and a 6-digit code (15 min); both are
 * single use and a newer request replaces them. The answer is `{ok:true}` whether or not the
 * address has an account, and the per-address limits apply either way. Both answers do the same
 * work (the limits, one lookup) and take the same time: the tokens and the e-mail are made in the
 * background, after the answer (issue 10: the mail made a known address twice as slow).
 *
 * Completing a reset bumps the account's session epoch (every access token stops working at its
 * next use) and revokes every refresh family, so a thief holding a session is thrown out. It also
 * confirms the address: the reset proved the mailbox.
 */
import type { z } from 'zod';
import type { EmailOnlyBody, ResetWithCodeBody, ResetWithLinkBody } from '../../../shared/schemas/auth';
import type { Store } from '../db/store';
import type { Background } from './background';
import type { Mailer } from '../mail/mailer';
import type { Clock } from './clock';
import type { EmailTokens } from './email-tokens';
import { ACCOUNT_LIMITS, failedLoginSubject, RESET_CODE_TTL_MS, RESET_LINK_TTL_MS } from './limits';
import { hashPassword } from './passwords';
import type { RefreshTokens } from './refresh-tokens';
import type { Throttle } from './throttle';
import { findUserByEmail, findUserById, type UserRow } from './users';

export class PasswordReset {
  constructor(private readonly deps: {
    store: Store; clock: Clock; throttle: Throttle; tokens: EmailTokens; refresh: RefreshTokens; mailer: Mailer; background: Background; publicUrl: string;
  }) {}

  async request(body: z.output<typeof EmailOnlyBody>): Promise<void> {
    const { store, throttle } = this.deps;
    await throttle.consume(body.email, ACCOUNT_LIMITS.mailPerAddress, ACCOUNT_LIMITS.resetsPerAddress);
    const user = await findUserByEmail(store, body.email);
    if (user) this.deps.background.run('reset mail', () => this.send(user, body.language ?? user.language));
  }

  private async send(user: UserRow, language: UserRow['language']): Promise<void> {
    const { tokens, mailer } = this.deps;
    await tokens.burn(user.id, ['reset-link', 'reset-code']);
    // The code rides in the fragment, which browsers never send: no request log or proxy sees it.
    const link = `${this.deps.publicUrl}/reset-password#${new URLSearchParams({ code: await tokens.issueLink(user.id, 'reset-link', RESET_LINK_TTL_MS) }).toString()}`;
    const code = await tokens.issueCode(user.id, RESET_CODE_TTL_MS);
    await mailer.send(user.email, {
      kind: 'reset-password', link, code, codeMinutes: RESET_CODE_TTL_MS / 60_000, linkHours: RESET_LINK_TTL_MS / 3_600_000,
    }, language);
  }

  /** `ip` is the client's address: its failed logins for the account are forgotten on success. */
  async resetWithLink(body: z.output<typeof ResetWithLinkBody>, ip: string): Promise<void> {
    const row = await this.deps.tokens.claimLink(body.code, 'reset-link');
    await this.complete(row.userId, body.password, ip);
  }

  async resetWithCode(body: z.output<typeof ResetWithCodeBody>, ip: string): Promise<void> {
    const user = await findUserByEmail(this.deps.store, body.email);
    const row = await this.deps.tokens.claimCode(user?.id, body.code);
    await this.complete(row.userId, body.password, ip);
  }

  private async complete(userId: string, password: string, ip: string): Promise<void> {
    const { store, clock, tokens, refresh, throttle } = this.deps;
    const passwordHash = await hashPassword(password);
    const user = await findUserById(store, userId);
    if (!user) return;
    await store.transaction(async (tx) => {
      await tx.run('UPDATE users SET password_hash = ?, session_epoch = session_epoch + 1, confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?',
        [passwordHash, clock.now(), userId]);
      await tokens.burn(userId, ['reset-link', 'reset-code'], tx);
      await refresh.revokeAll(userId, tx);
    });
    // The keeper who just proved the mailbox signs in at once from where they reset.
    await throttle.clear(ACCOUNT_LIMITS.failedLogins, failedLoginSubject(user.email, ip));
  }
}
