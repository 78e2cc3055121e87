/**
 * Sign-up, e-mail confirmation and re-sending the confirmation. The answer never says whether an
 * address has an account: a new address gets a confirmation link, a confirmed one a "someone
 * tried to sign up with your address" notice, and both answer `{ok:true}` after the same work
 * (one argon2 hash, one e-mail).
 *
 * Each sign-up token carries the password hash chosen in that sign-up and confirming sets it, so
 * whoever can read the mailbox decides the password: someone who registered the address first
 * (pre-registration takeover) loses their password when the owner confirms their own sign-up.
 */
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { SignupBody, type EmailOnlyBody } from '../../../shared/schemas/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
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

export const captchaFailed = (): HttpError => new HttpError(400, 'captcha-failed', 'Please complete the CAPTCHA again.');

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
    db: Db; clock: Clock; throttle: Throttle; captcha: Captcha; tokens: EmailTokens; mailer: Mailer; publicUrl: string;
  }) {}

  private confirmLink(token: string): string {
    return `${this.deps.publicUrl}/confirm-email?${new URLSearchParams({ token, type: 'signup' }).toString()}`;
  }

  async signup(body: z.output<typeof SignupBody>): Promise<void> {
    const { db, clock, throttle, tokens, mailer } = this.deps;
    if (!(await this.deps.captcha.verifyOnce(body.altcha))) throw captchaFailed();
    throttle.consume(body.email, ACCOUNT_LIMITS.mailPerAddress);
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    db.insert(users).values({ id: uuidv7(), email: body.email, passwordHash, language: body.language, createdAt: new Date(now) })
      .onConflictDoNothing().run();
    const user = findUserByEmail(db, body.email);
    if (!user) throw new Error('user row missing right after insert');
    if (user.confirmedAt) {
      await mailer.send(user.email, { kind: 'already-registered', forgotLink: `${this.deps.publicUrl}/forgot-password` }, user.language);
      return;
    }
    const token = tokens.issueLink(user.id, 'signup', SIGNUP_TOKEN_TTL_MS, passwordHash);
    await mailer.send(user.email, { kind: 'confirm-signup', link: this.confirmLink(token) }, body.language);
  }

  confirm(token: string): void {
    const { db, clock, tokens } = this.deps;
    const row = tokens.claimLink(token, 'signup');
    db.transaction((tx) => {
      const user = tx.select({ confirmedAt: users.confirmedAt, passwordHash: users.passwordHash }).from(users).where(eq(users.id, row.userId)).get();
      if (!user) return;
      tx.update(users).set({
        confirmedAt: user.confirmedAt ?? new Date(clock.now()),
        // An already confirmed account keeps its password; a link cannot change it later.
        passwordHash: user.confirmedAt ? user.passwordHash : (row.passwordHash ?? user.passwordHash),
      }).where(eq(users.id, row.userId)).run();
    });
    tokens.burn(row.userId, ['signup']);
  }

  async resend(body: z.output<typeof EmailOnlyBody>): Promise<void> {
    const { db, throttle, tokens, mailer } = this.deps;
    throttle.consume(body.email, ACCOUNT_LIMITS.mailPerAddress);
    const user = findUserByEmail(db, body.email);
    if (!user || user.confirmedAt) return;
    const token = tokens.issueLink(user.id, 'signup', SIGNUP_TOKEN_TTL_MS, tokens.pendingSignupPassword(user.id));
    await mailer.send(user.email, { kind: 'confirm-signup', link: this.confirmLink(token) }, body.language ?? user.language);
  }
}
