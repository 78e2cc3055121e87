/**
 * Completed tasks leave the lists 24 hours after completion (spec; docs/decisions/0003-log-rules.md,
 * Completion). The app hides them by `shouldPurgeCompleted` on its own; this job makes it true on
 * the server: it tombstones them, each with a version of its owner's space, so every device's
 * next pull drops them, and the tombstone purge removes the rows 30 days later.
 *
 * Idempotent (a tombstoned task is not selected again) and cut-off based, so a server that was
 * down simply catches up on its next run. Each user's tasks are tombstoned in a transaction
 * holding that user's space (as a push does), so versions stay in commit order.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';
import { REMINDER_PURGE_AFTER_MS, shouldPurgeCompleted } from '../../../shared/rules/reminder-purge';
import { writeInSpace } from '../sync/spaces';
import { scheduleJob } from './schedule';

/** Every quarter of an hour: a completed task is gone from the server at most 15 minutes after its 24 hours. */
export const REMINDER_CLEANUP_PATTERN = '*/15 * * * *';

export async function cleanUpCompletedReminders(store: Store, now = Date.now()): Promise<{ tombstoned: number }> {
  // The index on (completed, completed_at) finds the candidates; the shared rule decides.
  const candidates = await store.all<{ id: string; userId: string; completedAt: number | null }>(
    'SELECT id, user_id AS "userId", completed_at AS "completedAt" FROM reminders WHERE completed = TRUE AND deleted = FALSE AND completed_at <= ? ORDER BY user_id, id',
    [now - REMINDER_PURGE_AFTER_MS],
  );
  const byUser = new Map<string, string[]>();
  for (const r of candidates) if (shouldPurgeCompleted(r.completedAt, now)) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.id]);
  let tombstoned = 0;
  for (const [userId, ids] of byUser) {
    tombstoned += await writeInSpace(store, userId, now, async (tx, nextVersion) => {
      let n = 0;
      // Checked again under the lock: the keeper may have unticked it since.
      for (const id of ids) {
        n += await tx.run('UPDATE reminders SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ? AND completed = TRUE AND deleted = FALSE', [nextVersion(), now, id]);
      }
      return n;
    });
  }
  return { tombstoned };
}

/** Runs the clean-up at start (catching up) and every 15 minutes, once across all processes. */
export function scheduleReminderCleanup(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'reminder-cleanup',
    everyMs: 15 * 60_000,
    pattern: REMINDER_CLEANUP_PATTERN,
    run: async (store, now) => {
      const { tombstoned } = await cleanUpCompletedReminders(store, now);
      return tombstoned > 0 ? { tombstoned } : null;
    },
  });
}
