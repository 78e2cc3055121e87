/**
 * Sign-up, e-mail confirmation and re-sending the confirmation. The answer never says whether an
 * address has an account: a new address gets a confirmation link, a confirmed one a "someone
 * tried to sign up with your address" notice, and both answer `{ok:true}` after the same work
 * (one argon2 hash, one insert, one lookup); the tokens and e-mails are made in the background,
 * after the answer, so their cost shows in no answer's time.
 *
 * Each sign-up token carries the password hash chosen in that sign-up and confirming sets it, so
 * whoever can read the mailbox decides the password: someone who registered the address first
 * (pre-registration takeover) loses their password when the owner confirms their own sign-up.
 */
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { SignupBody, type EmailOnlyBody } from '../../../shared/schemas/auth';
import type { Store } from '../db/store';
import type { Background } from './background';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/mailer';
import type { Captcha } from './altcha';
import type { Clock } from './clock';
import type { EmailTokens } from './email-tokens';
import { ACCOUNT_LIMITS, SIGNUP_TOKEN_TTL_MS } from './limits';
import { hashPassword } from './passwords';
import type { Throttle } from './throttle';
import { findUserByEmail } from './users';
import { fieldErrors, invalidRequest } from './validate';
import { sendWelcome } from '../notifications/system';

export const captchaFailed = (): HttpError => new HttpError('captcha-failed', 'Please complete the CAPTCHA again.');

/** Like parseBody, except that a missing CAPTCHA is `captcha-failed` like a wrong one. */
export function parseSignupBody(body: unknown): z.output<typeof SignupBody> {
  const result = SignupBody.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  if (fields.altcha) throw captchaFailed();
  throw invalidRequest(fields);
}

export class Registration {
  constructor(private readonly deps: {
    store: Store; clock: Clock; throttle: Throttle; captcha: Captcha; tokens: EmailTokens; mailer: Mailer; background: Background; publicUrl: string;
  }) {}

  /** The token rides in the fragment, which browsers never send: no request log or proxy sees it. */
  private confirmLink(token: string): string {
    return `${this.deps.publicUrl}/confirm-email#${new URLSearchParams({ token, type: 'signup' }).toString()}`;
  }

  async signup(body: z.output<typeof SignupBody>): Promise<void> {
    const { store, clock, throttle, tokens, mailer, background } = this.deps;
    if (!(await this.deps.captcha.verifyOnce(body.altcha))) throw captchaFailed();
    await throttle.consume(body.email, ACCOUNT_LIMITS.mailPerAddress);
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    await store.run('INSERT INTO users (id, email, password_hash, language, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
      [uuidv7(), body.email, passwordHash, body.language, now]);
    const user = await findUserByEmail(store, body.email);
    if (!user) throw new Error('user row missing right after insert');
    const { confirmedAt, id, email, language } = user;
    background.run('sign-up mail', async () => {
      if (confirmedAt !== null) {
        await mailer.send(email, { kind: 'already-registered', forgotLink: `${this.deps.publicUrl}/forgot-password` }, language);
        return;
      }
      const token = await tokens.issueLink(id, 'signup', SIGNUP_TOKEN_TTL_MS, passwordHash);
      await mailer.send(email, { kind: 'confirm-signup', link: this.confirmLink(token) }, body.language);
    });
  }

  async confirm(token: string): Promise<void> {
    const { store, clock, tokens } = this.deps;
    const row = await tokens.claimLink(token, 'signup');
    await store.transaction(async (tx) => {
      // One statement decides, so a confirmation racing another cannot set a password on an
      // account that was confirmed meanwhile: an already confirmed account keeps its password (a
      // link cannot change it later). Both SET expressions read the row as it was.
      await tx.run(
        `UPDATE users SET password_hash = CASE WHEN confirmed_at IS NULL THEN COALESCE(?, password_hash) ELSE password_hash END,
           confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?`,
        [row.passwordHash, clock.now(), row.userId],
      );
      await tokens.burn(row.userId, ['signup'], tx);
      // The welcome comes with the confirmation, not the sign-up: an unconfirmed row may be
      // someone else's claim on the address (see above) and may never be used. Once per account.
      await sendWelcome(tx, row.userId, clock.now());
    });
  }

  async resend(body: z.output<typeof EmailOnlyBody>): Promise<void> {
    const { store, throttle, tokens, mailer, background } = this.deps;
    await throttle.consume(body.email, ACCOUNT_LIMITS.mailPerAddress);
    const user = await findUserByEmail(store, body.email);
    if (!user || user.confirmedAt !== null) return;
    background.run('confirmation mail', async () => {
      const token = await tokens.issueLink(user.id, 'signup', SIGNUP_TOKEN_TTL_MS, await tokens.pendingSignupPassword(user.id));
      await mailer.send(user.email, { kind: 'confirm-signup', link: this.confirmLink(token) }, body.language ?? user.language);
    });
  }
}
