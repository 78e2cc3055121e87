/**
 * Builds the Fastify application from a validated Config and an open database. Tests call this
 * directly with a temporary DATA_DIR and use `app.inject`; main.ts adds listening and shutdown.
 */
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import { openStore } from './db/open';
import type { Store } from './db/store';
import { LocalFileStorage, type FileStorage } from './storage/files';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerSecurity, wantsHsts } from './plugins/security';
import { registerStaticApp } from './plugins/static-app';
import { registerApiCompression } from './plugins/api-compression';
import { registerRequestIds, requestIdGenerator, requestIdMixin } from './ops/request-id';
import { serializeRequest } from './ops/log-redaction';
import authenticate from './plugins/authenticate';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import accounts from './auth/plugin';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { syncRoutes } from './routes/sync';
import type { SyncLimits } from './sync/limits';
import { reptilePhotoRoutes } from './routes/reptiles-photo';
import { achievementRoutes } from './routes/achievements';
import { repticoinsRoutes } from './routes/repticoins';
import { notificationRoutes } from './routes/notifications';
import { calendarRoutes } from './routes/calendar';
import { contestRoutes } from './routes/contest';
import { insightRoutes } from './routes/insights';
import { feedbackRoutes } from './routes/feedback';
import { transferRoutes } from './routes/transfers';
import { spaceRoutes } from './routes/spaces';
import { notificationImageRoutes } from './routes/notification-images';
import { adminRoutes } from './routes/admin';
import { APP_VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    /** Uploaded files (photos, avatars): a local directory, shared by several processes through a volume. */
    files: FileStorage;
  }
}

/**
 * `syncLimits` replaces the per-user sync limits (sync/limits.ts) for benchmarks that push faster than any keeper.
 * `logStream` receives the log lines instead of stdout (tests that read what is logged).
 */
export async function buildApp(config: Config, opts: { store?: Store; logger?: boolean; syncLimits?: SyncLimits; logStream?: { write: (line: string) => void } } = {}): Promise<FastifyInstance> {
  const options: FastifyHttpOptions<Server> = {
    logger: opts.logger === false ? false : {
      level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], mixin: requestIdMixin,
      // No reset code or confirmation token of an old e-mail link reaches the log (ops/log-redaction.ts).
      serializers: { req: serializeRequest },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // Every line of a request carries its id (ops/request-id.ts), our proxy's when it sent one.
    genReqId: requestIdGenerator(config.trustProxy),
    // Errors Fastify answers itself (an undecodable address, a header block too large): our body.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    // Client IPs drive the per-IP limits: X-Forwarded-For is believed only behind our proxy.
    trustProxy: config.trustProxy,
  };
  const app = Fastify(options);
  const store = opts.store ?? await openStore(config);
  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('files', new LocalFileStorage(config.uploadsDir));
  app.addHook('onClose', async () => {
    await store.close();
  });

  registerRequestIds(app);
  registerErrorHandler(app);
  await registerSecurity(app, { embedAllowedOrigins: config.embedAllowedOrigins, hsts: wantsHsts(config) });
  registerApiCompression(app);
  await app.register(cookie);
  await app.register(authenticate);
  await app.register(healthRoutes, { version: APP_VERSION });
  await app.register(openApiRoutes, { version: APP_VERSION });
  await app.register(accounts);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(devMailboxRoutes);
  await app.register(syncRoutes, { limits: opts.syncLimits });
  await app.register(reptilePhotoRoutes);
  await app.register(achievementRoutes);
  await app.register(repticoinsRoutes);
  await app.register(notificationRoutes);
  await app.register(calendarRoutes);
  await app.register(contestRoutes);
  await app.register(insightRoutes);
  await app.register(feedbackRoutes);
  await app.register(transferRoutes);
  await app.register(spaceRoutes);
  await app.register(notificationImageRoutes);
  await app.register(adminRoutes);
  await registerStaticApp(app, config.staticDir);
  return app;
}
