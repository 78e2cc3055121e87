/**
 * `npm start` / `npm run serve`: load the configuration, open the database, listen, and close
 * cleanly on SIGTERM/SIGINT so in-flight requests and job runs finish and SQLite checkpoints its WAL.
 */
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { scheduleReminderCleanup } from './jobs/reminder-cleanup';
import { scheduleStaleImageCleanup } from './feedback/images';
import { scheduleAchievementBackfill } from './achievements/backfill';
import { schedulePlanLapse } from './coins/lapse-job';
import { scheduleContestJobs } from './contest/jobs';
import { scheduleSitterNotices } from './spaces/jobs';

async function main(): Promise<void> {
  // Whatever the server or a library creates (database, mail, uploads, secrets) is the server's
  // user's only, also where a path forgets its own mode (issue 24).
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  // Scheduled jobs belong to the running server, not to every app a test builds.
  scheduleReminderCleanup(app);
  scheduleStaleImageCleanup(app);
  scheduleAchievementBackfill(app);
  schedulePlanLapse(app);
  scheduleContestJobs(app);
  scheduleSitterNotices(app);
  let closing = false;
  // app.close(): the listener stops at once (a new connection is refused) and idle keep-alive
  // sockets close; a request in flight finishes (one arriving on its socket meanwhile is answered
  // 503, so is readiness); jobs start no new run and the one running completes; then background
  // mail and the database close (SQLite checkpoints its WAL). Only a close that hangs is cut short,
  // after 25 s: within the 30 s most orchestrators wait between SIGTERM and SIGKILL.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 25 s; exiting anyway');
      process.exit(1);
    }, 25_000);
    force.unref();
    // Node's server.close() closes only the sockets idle at that moment; one whose answer was still
    // being written is then kept alive (Fastify's keepAliveTimeout is 72 s) and the close waits for
    // it. Closing each as soon as it falls idle lets the close end with its last answer.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.close().then(() => {
      app.log.info('shut down');
      process.exit(0);
    }, (err: unknown) => {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`HerpTrack is running at ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
