/**
 * The accounts API under /api/auth. Handlers parse with the contract's schemas and make one
 * service call; the logic is in sync-server/src/auth/. Per-IP limits (IP_LIMITS) are applied by
 * @fastify/rate-limit before the body is even read.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { awardFirstLogin } from '../achievements/service';
import { ConfirmEmailBody, EmailOnlyBody, LoginBody, ResetWithCodeBody, ResetWithLinkBody } from '../../../shared/schemas/auth';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../auth/cookie';
import { IP_LIMITS } from '../auth/limits';
import { parseSignupBody } from '../auth/registration';
import { currentUserId } from '../auth/request-user';
import { rateLimited } from '../auth/throttle';
import { databaseRateLimitStore, scheduleRateCounterPurge } from '../plugins/rate-limit-store';
import { parseBody } from '../auth/validate';
import { HttpError } from '../errors';

const OK = { ok: true } as const;
const perIp = (limit: { max: number; timeWindow: number }) => ({ config: { rateLimit: limit } });

export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so a limit holds across every server process (issue 11).
    store: databaseRateLimitStore(app.store),
    errorResponseBuilder: (_req, ctx) => rateLimited(Math.ceil(ctx.ttl / 1000)) });
  scheduleRateCounterPurge(app);
  const { accounts: a, config } = app;

  app.get('/api/auth/altcha-challenge', perIp(IP_LIMITS.altchaChallenge), async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return a.captcha.challenge();
  });

  app.post('/api/auth/signup', perIp(IP_LIMITS.signup), async (req) => {
    await a.registration.signup(parseSignupBody(req.body));
    return OK;
  });

  app.post('/api/auth/confirm-email', perIp(IP_LIMITS.confirmEmail), async (req) => {
    await a.registration.confirm(parseBody(ConfirmEmailBody, req.body).token);
    return OK;
  });

  app.post('/api/auth/resend-confirmation', perIp(IP_LIMITS.resendConfirmation), async (req) => {
    await a.registration.resend(parseBody(EmailOnlyBody, req.body));
    return OK;
  });

  app.post('/api/auth/login', perIp(IP_LIMITS.login), async (req, reply) => {
    const session = await a.sessions.login(parseBody(LoginBody, req.body), req.ip);
    setRefreshCookie(reply, config, session.refresh, a.clock.now());
    // The first-login achievement: a failure here must not fail the sign-in (the app's check retries it).
    await awardFirstLogin(app.store, session.reply.profile.id, a.clock.now()).catch((err: unknown) => req.log.error({ err }, 'first-login award failed'));
    return session.reply;
  });

  app.post('/api/auth/refresh', perIp(IP_LIMITS.refresh), async (req, reply) => {
    try {
      const session = await a.sessions.refresh(req.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, config, session.refresh, a.clock.now());
      return session.reply;
    } catch (err) {
      // A dead session loses its cookie; a passing server error must not sign the keeper out.
      if (err instanceof HttpError && err.status === 401) clearRefreshCookie(reply, config);
      throw err;
    }
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await a.sessions.logout(req.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply, config);
    return reply.status(204).send();
  });

  app.post('/api/auth/forgot-password', perIp(IP_LIMITS.forgotPassword), async (req) => {
    await a.reset.request(parseBody(EmailOnlyBody, req.body));
    return OK;
  });

  app.post('/api/auth/reset-password', perIp(IP_LIMITS.resetPassword), async (req) => {
    await a.reset.resetWithLink(parseBody(ResetWithLinkBody, req.body), req.ip);
    return OK;
  });

  app.post('/api/auth/reset-password-with-code', perIp(IP_LIMITS.resetPassword), async (req) => {
    await a.reset.resetWithCode(parseBody(ResetWithCodeBody, req.body), req.ip);
    return OK;
  });

  app.get('/api/auth/validate-claims', { preHandler: app.authenticate }, async (req) => a.profiles.claims(currentUserId(req)));

  // The origins that may embed /login-iframe and /reset-password-iframe and receive their messages.
  app.get('/api/auth/embed-origins', async () => ({ origins: config.embedAllowedOrigins }));
}
