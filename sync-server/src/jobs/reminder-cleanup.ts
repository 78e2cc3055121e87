/**
 * Completed tasks leave the lists 24 hours after completion (spec; docs/decisions/0003-log-rules.md,
 * Completion). The app hides them by `shouldPurgeCompleted` on its own; this job makes it true on
 * the server: it tombstones them, each with a version of its own, so every device's next pull
 * drops them, and the tombstone purge removes the rows 30 days later.
 *
 * Idempotent (a tombstoned task is not selected again) and cut-off based, so a server that was
 * down simply catches up on its next run; it runs once at start for that reason. Its transaction
 * is BEGIN IMMEDIATE like a push batch's, so versions stay in commit order.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { REMINDER_PURGE_AFTER_MS, shouldPurgeCompleted } from '../../../shared/rules/reminder-purge';
import { currentVersion, setVersion } from '../sync/versions';

/** Every quarter of an hour: a completed task is gone from the server at most 15 minutes after its 24 hours. */
export const REMINDER_CLEANUP_PATTERN = '*/15 * * * *';

export function cleanUpCompletedReminders(db: Db, now = Date.now()): { tombstoned: number } {
  const sqlite = db.$client;
  return sqlite.transaction(() => {
    // The index on (completed, completed_at) finds the candidates; the shared rule decides.
    const candidates = sqlite.prepare(
      'SELECT id, completed_at AS completedAt FROM reminders WHERE completed = 1 AND deleted = 0 AND completed_at <= ?',
    ).all(now - REMINDER_PURGE_AFTER_MS) as { id: string; completedAt: number | null }[];
    const due = candidates.filter((r) => shouldPurgeCompleted(r.completedAt, now));
    if (due.length === 0) return { tombstoned: 0 };
    const tombstone = sqlite.prepare('UPDATE reminders SET deleted = 1, version = ?, updated_at = ? WHERE id = ?');
    let version = currentVersion(sqlite);
    for (const { id } of due) tombstone.run(++version, now, id);
    setVersion(sqlite, version, now);
    return { tombstoned: due.length };
  }).immediate();
}

/**
 * Runs the clean-up when the server is ready (catching up after downtime) and then on
 * REMINDER_CLEANUP_PATTERN until it closes. Started by main.ts only: tests drive
 * `cleanUpCompletedReminders` directly with the clock they need.
 */
export function scheduleReminderCleanup(app: FastifyInstance): void {
  const run = () => {
    try {
      const { tombstoned } = cleanUpCompletedReminders(app.db);
      if (tombstoned > 0) app.log.info({ tombstoned }, 'removed completed reminders older than 24 hours');
    } catch (err) {
      app.log.error({ err }, 'reminder clean-up failed');
    }
  };
  let job: Cron | null = null;
  app.addHook('onReady', async () => {
    run();
    // protect: a slow run is never overlapped by the next; unref: the job never keeps the process alive.
    job = new Cron(REMINDER_CLEANUP_PATTERN, { protect: true, unref: true }, run);
  });
  app.addHook('onClose', async () => {
    job?.stop();
  });
}
