/**
 * Completing and un-completing a task, as both the client (optimistically) and the server apply
 * it, so the two derive the same rows. Completing twice (two devices offline) must not spawn two
 * occurrences, so a second completion is a no-op; un-completing removes the occurrence the
 * completion spawned while that one is still pending, so ticking and unticking leaves one series.
 */
import type { SyncedRowOf } from '../sync/protocol';

type ReminderRow = SyncedRowOf<'reminders'>;
import { nextOccurrence } from './recurrence';

type Series = Pick<ReminderRow, 'taskType' | 'description' | 'reptileId' | 'frequency' | 'dueDate' | 'anchorDay' | 'completed'>;

/** The new pending occurrence, created under the client-chosen id. */
export type NextReminder = Pick<ReminderRow, 'id' | 'taskType' | 'description' | 'reptileId' | 'frequency' | 'dueDate' | 'anchorDay'>;

export interface Completion {
  patch: Pick<ReminderRow, 'completed' | 'completedAt' | 'nextId'>;
  next: NextReminder | null;
}

/** null when the task is already completed (nothing to do). `now` is the server's clock. */
export function completeReminder(row: Series, nextId: string, now: number): Completion | null {
  if (row.completed) return null;
  const dueDate = nextOccurrence(row.dueDate, row.frequency, row.anchorDay);
  const next = dueDate === null ? null : {
    id: nextId, taskType: row.taskType, description: row.description ?? null, reptileId: row.reptileId ?? null,
    frequency: row.frequency, dueDate, anchorDay: row.anchorDay,
  };
  return { patch: { completed: true, completedAt: now, nextId: next ? nextId : null }, next };
}

export interface Uncompletion {
  patch: Pick<ReminderRow, 'completed' | 'completedAt' | 'nextId'>;
  /** The spawned occurrence to delete, when it exists and is still pending. */
  deleteId: string | null;
}

/** null when the task is not completed. `spawned` is the row named by `row.nextId`, if any. */
export function uncompleteReminder(row: Pick<ReminderRow, 'completed' | 'nextId'>, spawned: Pick<ReminderRow, 'id' | 'completed' | 'deleted'> | null): Uncompletion | null {
  if (!row.completed) return null;
  const live = spawned !== null && spawned.id === row.nextId && !spawned.deleted && !spawned.completed;
  return { patch: { completed: false, completedAt: null, nextId: null }, deleteId: live ? spawned.id : null };
}
