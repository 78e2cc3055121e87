/**
 * Wires the accounts services once per app and exposes them as `app.accounts`; route handlers
 * only parse and call them. Also seeds the ADMIN_EMAIL account at start (idempotent).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';
import { Captcha, difficultyFor } from './altcha';
import { Background } from './background';
import { AvatarStore } from './avatars';
import { createClock, type Clock } from './clock';
import { EmailTokens } from './email-tokens';
import { PasswordReset } from './password-reset';
import { Profiles } from './profiles';
import { RefreshTokens } from './refresh-tokens';
import { Registration } from './registration';
import { Sessions } from './sessions';
import { Throttle } from './throttle';
import { ensureAdmin } from './users';

export interface Accounts {
  /** Tests move `clock.now` to step through expiry and grace windows. */
  clock: Clock;
  mailer: Mailer;
  /** E-mails and their tokens, made after the answer; tests await `background.idle()` to read them. */
  background: Background;
  captcha: Captcha;
  /** Per-account limits kept in the database (auth/limits.ts), for other features' mail too. */
  throttle: Throttle;
  sessions: Sessions;
  registration: Registration;
  reset: PasswordReset;
  profiles: Profiles;
  avatars: AvatarStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export function createAccounts(app: FastifyInstance): Accounts {
  const { store, config } = app;
  const clock = createClock();
  const throttle = new Throttle(store, clock);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const captcha = new Captcha(store, clock, config.altchaHmacKey, difficultyFor(config.env));
  const tokens = new EmailTokens(store, clock, config.jwtSecret);
  const refresh = new RefreshTokens(store, clock, config.jwtSecret, app.log);
  const avatars = new AvatarStore(app.files);
  const background = new Background(app.log);
  const publicUrl = config.publicUrl;
  return {
    clock, mailer, background, captcha, avatars, throttle,
    sessions: new Sessions({ store, clock, throttle, refresh, jwtSecret: config.jwtSecret }),
    registration: new Registration({ store, clock, throttle, captcha, tokens, mailer, background, publicUrl }),
    reset: new PasswordReset({ store, clock, throttle, tokens, refresh, mailer, background, publicUrl }),
    profiles: new Profiles({ store, clock, throttle, avatars, files: app.files }),
  };
}

export default fp(async function accountsPlugin(app: FastifyInstance) {
  app.decorate('accounts', createAccounts(app));
  // Mail still being made needs the database. onClose hooks run in reverse order of registration,
  // so this one (after the requests have ended) runs before app.ts closes the store.
  app.addHook('onClose', () => app.accounts.background.idle());
  const { adminEmail, adminPassword } = app.config;
  if (adminEmail && adminPassword) await ensureAdmin(app.store, adminEmail, adminPassword, app.accounts.clock.now());
}, { name: 'accounts' });
