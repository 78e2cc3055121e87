/**
 * Reminder writes: every change goes through `mutate` (one transaction with its outbox entry), so
 * it works offline and syncs later. Screens call these and the hook in use-reminders.ts, never
 * Dexie directly.
 *
 * Completing is its own mutation: the server stamps the time, and a repeating task's next
 * occurrence is created under the id chosen here, so the optimistic row is the server's row
 * (docs/decisions/0003-log-rules.md, Completion).
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';

/** What the form hands over for a new task. */
export type ReminderInput = Omit<MutationInput<'reminder.create.v1'>, 'id'>;
/** Only the edited fields: `undefined` is "not edited", null clears. */
export type ReminderPatch = MutationInput<'reminder.update.v1'>['patch'];

export async function addReminder(input: ReminderInput): Promise<string> {
  const id = uuidv7();
  await mutate('reminder.create.v1', { ...input, id });
  return id;
}

export async function updateReminder(id: string, patch: ReminderPatch): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('reminder.update.v1', { id, patch });
}

export async function deleteReminder(id: string): Promise<void> {
  await mutate('reminder.delete.v1', { id });
}

/** Marks the task done; a repeating task gets its next occurrence from its due date. */
export async function completeReminder(id: string): Promise<void> {
  await mutate('reminder.complete.v1', { id, nextId: uuidv7() });
}

/** Back to pending; the occurrence its completion created goes while it is still pending. */
export async function uncompleteReminder(id: string): Promise<void> {
  await mutate('reminder.uncomplete.v1', { id });
}
