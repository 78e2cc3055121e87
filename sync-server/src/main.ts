/**
 * `npm start` / `npm run serve`: load the configuration, open the database, listen, and close
 * cleanly on SIGTERM/SIGINT so in-flight requests finish and SQLite checkpoints its WAL.
 */
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { scheduleReminderCleanup } from './jobs/reminder-cleanup';
import { scheduleStaleImageCleanup } from './feedback/images';
import { scheduleAchievementBackfill } from './achievements/backfill';
import { schedulePlanLapse } from './coins/lapse-job';
import { scheduleContestJobs } from './contest/jobs';

async function main(): Promise<void> {
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
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0), (err: unknown) => {
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
