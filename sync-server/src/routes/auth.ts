/**
 * The accounts API under /api/auth. Handlers parse with the contract's schemas and make one
 * service call; the logic is in sync-server/src/auth/. Per-IP limits (IP_LIMITS) are applied by
 * @fastify/rate-limit before the body is even read.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { awardFirstLogin } from '../achievements/service';
import {
  Claims, ConfirmEmailBody, EmailOnlyBody, LoginBody, ResetWithCodeBody, ResetWithLinkBody, SessionReply, SignupBody,
} from '../../../shared/schemas/auth';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../auth/cookie';
import { IP_LIMITS } from '../auth/limits';
import { captchaFailed } from '../auth/registration';
import { currentUserId } from '../auth/request-user';
import { rateLimited } from '../auth/throttle';
import { databaseRateLimitStore, scheduleRateCounterPurge } from '../plugins/rate-limit-store';
import { fieldErrors } from '../auth/validate';
import { HttpError } from '../errors';
import { AltchaChallenge, EmbedOrigins, Ok } from '../openapi/local-schemas';
import { RATE_LIMITED } from '../openapi/route-doc';
import { route } from './declare';

const OK = { ok: true } as const;
/** A public accounts call, limited per IP (counted before the body is read). */
const perIp = (limit: { max: number; timeWindow: number }) => ({ tags: ['Accounts'], access: 'public', options: { config: { rateLimit: limit } } }) as const;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so a limit holds across every server process (issue 11).
    store: databaseRateLimitStore(app.store),
    errorResponseBuilder: (_req, ctx) => rateLimited(Math.ceil(ctx.ttl / 1000)) });
  scheduleRateCounterPurge(app);
  const { accounts, config } = app;

  route(app, {
    method: 'GET', path: '/api/auth/altcha-challenge', summary: 'A CAPTCHA challenge for sign-up', description: 'A self-hosted ALTCHA proof-of-work challenge; never cached.',
    ...perIp(IP_LIMITS.altchaChallenge), responses: { 200: AltchaChallenge, 429: RATE_LIMITED },
  }, async ({ reply }) => {
    void reply.header('cache-control', 'no-store');
    return accounts.captcha.challenge();
  });

  route(app, {
    method: 'POST', path: '/api/auth/signup', summary: 'Sign up',
    description: 'Creates the account and sends the confirmation e-mail. Answers the same whether or not the address is taken.',
    ...perIp(IP_LIMITS.signup), body: SignupBody,
    // A missing or malformed CAPTCHA solution is a failed CAPTCHA, whatever else is wrong.
    refuse: (error) => (fieldErrors(error).altcha ? captchaFailed() : undefined),
    responses: { 200: Ok, 400: 'Invalid fields (`invalid-request` with `fields`) or a failed CAPTCHA (`captcha-failed`).', 429: RATE_LIMITED },
  }, async ({ body }) => {
    await accounts.registration.signup(body);
    return OK;
  });

  route(app, {
    method: 'POST', path: '/api/auth/confirm-email', summary: 'Confirm an e-mail address', ...perIp(IP_LIMITS.confirmEmail), body: ConfirmEmailBody,
    responses: { 200: Ok, 400: 'The token is unknown, used or expired (`invalid-token`, `expired-token`).', 429: RATE_LIMITED },
  }, async ({ body }) => {
    await accounts.registration.confirm(body.token);
    return OK;
  });

  route(app, {
    method: 'POST', path: '/api/auth/resend-confirmation', summary: 'Send the confirmation e-mail again', ...perIp(IP_LIMITS.resendConfirmation), body: EmailOnlyBody,
    responses: { 200: Ok, 400: 'Invalid fields (`invalid-request`).', 429: RATE_LIMITED },
  }, async ({ body }) => {
    await accounts.registration.resend(body);
    return OK;
  });

  route(app, {
    method: 'POST', path: '/api/auth/login', summary: 'Sign in', description: 'Answers an access token and sets the rotating refresh token as an HttpOnly cookie.',
    ...perIp(IP_LIMITS.login), body: LoginBody,
    responses: {
      200: SessionReply, 401: 'Wrong e-mail or password (`invalid-credentials`).',
      403: 'The e-mail is not confirmed (`email-not-confirmed`) or the account is disabled (`account-disabled`).', 429: RATE_LIMITED,
    },
  }, async ({ req, reply, body }) => {
    const session = await accounts.sessions.login(body, req.ip);
    setRefreshCookie(reply, config, session.refresh, accounts.clock.now());
    // The first-login achievement: a failure here must not fail the sign-in (the app's check retries it).
    await awardFirstLogin(app.store, session.reply.profile.id, accounts.clock.now()).catch((err: unknown) => req.log.error({ err }, 'first-login award failed'));
    return session.reply;
  });

  route(app, {
    method: 'POST', path: '/api/auth/refresh', summary: 'Refresh the session',
    description: 'Reads the refresh cookie, rotates it, and answers a new access token. A reused token ends its whole sign-in.', ...perIp(IP_LIMITS.refresh),
    responses: { 200: SessionReply, 401: 'No valid session (`session-expired`); the cookie is cleared.', 403: 'The account is disabled (`account-disabled`).', 429: RATE_LIMITED },
  }, async ({ req, reply }) => {
    try {
      const session = await accounts.sessions.refresh(req.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, config, session.refresh, accounts.clock.now());
      return session.reply;
    } catch (err) {
      // A dead session loses its cookie; a passing server error must not sign the keeper out.
      if (err instanceof HttpError && err.status === 401) clearRefreshCookie(reply, config);
      throw err;
    }
  });

  route(app, {
    method: 'POST', path: '/api/auth/logout', summary: 'Sign out', description: 'Revokes the sign-in of the refresh cookie and clears it.', tags: ['Accounts'], access: 'public',
    responses: { 204: 'Signed out.' },
  }, async ({ req, reply }) => {
    await accounts.sessions.logout(req.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply, config);
    return reply.status(204).send();
  });

  route(app, {
    method: 'POST', path: '/api/auth/forgot-password', summary: 'Ask for a password reset', description: 'Sends a reset link and code; answers the same for unknown addresses.',
    ...perIp(IP_LIMITS.forgotPassword), body: EmailOnlyBody, responses: { 200: Ok, 400: 'Invalid fields (`invalid-request`).', 429: RATE_LIMITED },
  }, async ({ body }) => {
    await accounts.reset.request(body);
    return OK;
  });

  route(app, {
    method: 'POST', path: '/api/auth/reset-password', summary: 'Reset the password with the e-mailed link', ...perIp(IP_LIMITS.resetPassword), body: ResetWithLinkBody,
    responses: { 200: Ok, 400: 'Invalid fields, or the link is unknown, used or expired.', 429: RATE_LIMITED },
  }, async ({ req, body }) => {
    await accounts.reset.resetWithLink(body, req.ip);
    return OK;
  });

  route(app, {
    method: 'POST', path: '/api/auth/reset-password-with-code', summary: 'Reset the password with the e-mailed code', ...perIp(IP_LIMITS.resetPassword), body: ResetWithCodeBody,
    responses: { 200: Ok, 400: 'Invalid fields, or the code is wrong or expired.', 429: RATE_LIMITED },
  }, async ({ req, body }) => {
    await accounts.reset.resetWithCode(body, req.ip);
    return OK;
  });

  route(app, {
    method: 'GET', path: '/api/auth/validate-claims', summary: 'The signed-in keeper\'s claims', description: 'Role, plan and collection limit as the server sees them now.',
    tags: ['Accounts'], access: 'user', responses: { 200: Claims },
  }, async ({ req }) => accounts.profiles.claims(currentUserId(req)));

  // The origins that may embed /login-iframe and /reset-password-iframe and receive their messages.
  route(app, {
    method: 'GET', path: '/api/auth/embed-origins', summary: 'Origins that may embed the sign-in', tags: ['Accounts'], access: 'public', responses: { 200: EmbedOrigins },
  }, async () => ({ origins: config.embedAllowedOrigins }));
}
