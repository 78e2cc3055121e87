/**
 * Sign-in, refresh and sign-out. A session is a short-lived access token (JWT, in the app's
 * memory) plus a rotating refresh token (HttpOnly cookie). Wrong e-mail and wrong password give
 * the same answer in the same time; failed attempts are limited per account and client address
 * together (limits.ts), so a stranger's guesses elsewhere never lock the owner out.
 */
import type { LoginBody, SessionReply } from '../../../shared/schemas/auth';
import type { z } from 'zod';
import type { Store } from '../db/store';
import { HttpError } from '../errors';
import { signAccessToken } from './access-token';
import type { Clock } from './clock';
import { ACCOUNT_LIMITS, failedLoginSubject } from './limits';
import { verifyPassword } from './passwords';
import { sessionExpired, type IssuedRefresh, type RefreshTokens } from './refresh-tokens';
import type { Throttle } from './throttle';
import { accountDisabled, claimsFor, findUserByEmail, findUserById, toProfile, type UserRow } from './users';

export interface Session {
  reply: SessionReply;
  refresh: IssuedRefresh;
}

export const invalidCredentials = (): HttpError => new HttpError('invalid-credentials', 'Invalid login credentials');

export class Sessions {
  constructor(private readonly deps: { store: Store; clock: Clock; throttle: Throttle; refresh: RefreshTokens; jwtSecret: string }) {}

  /** `ip` is the client's address (request.ip): failures count per address and client. */
  async login(body: z.output<typeof LoginBody>, ip: string): Promise<Session> {
    const { store, throttle } = this.deps;
    const subject = failedLoginSubject(body.email, ip);
    // Counted before the password is checked, so parallel guesses cannot all pass one old count
    // (issue 24: 15 at once were all judged against a limit of 10); a right password clears it.
    await throttle.consume(subject, ACCOUNT_LIMITS.failedLogins);
    const user = await findUserByEmail(store, body.email);
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !passwordOk) throw invalidCredentials();
    await throttle.clear(ACCOUNT_LIMITS.failedLogins, subject);
    if (user.confirmedAt === null) throw new HttpError('email-not-confirmed', 'Please confirm your e-mail address first.');
    // Only after the password: a stranger must not learn that an address belongs to a disabled account.
    if (user.disabledAt !== null) throw accountDisabled();
    return this.sessionFor(user, await this.deps.refresh.issue(user.id));
  }

  async refresh(token: string | undefined): Promise<Session> {
    if (!token) throw sessionExpired();
    const issued = await this.deps.refresh.rotate(token);
    const user = await findUserById(this.deps.store, issued.userId);
    if (!user) throw sessionExpired();
    return this.sessionFor(user, issued);
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.deps.refresh.revokeFamilyOf(token);
  }

  /** Also after a refresh: an account disabled since the token was rotated gets no new access token. */
  private async sessionFor(user: UserRow, refresh: IssuedRefresh): Promise<Session> {
    if (user.disabledAt !== null) throw accountDisabled();
    const now = this.deps.clock.now();
    const access = await signAccessToken(this.deps.jwtSecret, { userId: user.id, role: user.role, epoch: user.sessionEpoch, familyId: refresh.familyId }, now);
    return { reply: { accessToken: access.token, expiresAt: access.expiresAt, profile: toProfile(user), claims: claimsFor(user, now) }, refresh };
  }
}
