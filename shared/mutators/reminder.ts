/**
 * What a reminder mutation does to a row, as pure functions shared by the app's optimistic
 * mutators and the server's (see reptile.ts). Completion and un-completion are in
 * rules/reminder-completion.ts; this file covers create and edit. An edit is checked on the merged
 * entry (a task of type "other" keeps a description), and an edit that moves the due date
 * restarts the series' anchor day (docs/decisions/0003-log-rules.md, Recurrence).
 */
import { Reminder, type Frequency, type TaskType } from '../schemas/reminder';
import { anchorDayOf } from '../rules/recurrence';
import type { MutationArgs } from '../sync/mutations';

/** The series fields of a reminder row, absent optionals as null (how rows store them). */
export interface ReminderData {
  taskType: TaskType;
  description: string | null;
  reptileId: string | null;
  frequency: Frequency;
  dueDate: string;
  anchorDay: number;
}

/** A reminder's completion state; a new one is pending. */
export interface ReminderState {
  completed: boolean;
  completedAt: number | null;
  nextId: string | null;
}

export const PENDING: ReminderState = { completed: false, completedAt: null, nextId: null };

export function reminderFromCreate(args: MutationArgs<'reminder.create.v1'>): ReminderData {
  return {
    taskType: args.taskType,
    description: args.description ? args.description : null,
    reptileId: args.reptileId ?? null,
    frequency: args.frequency,
    dueDate: args.dueDate,
    anchorDay: anchorDayOf(args.dueDate),
  };
}

/** Only the fields present in the patch change; `undefined` means "not edited", `null` clears. */
export function reminderPatch(patch: MutationArgs<'reminder.update.v1'>['patch']): Partial<Omit<ReminderData, 'anchorDay'>> {
  const out: Partial<Omit<ReminderData, 'anchorDay'>> = {};
  if (patch.taskType !== undefined) out.taskType = patch.taskType;
  if (patch.description !== undefined) out.description = patch.description ? patch.description : null;
  if (patch.reptileId !== undefined) out.reptileId = patch.reptileId;
  if (patch.frequency !== undefined) out.frequency = patch.frequency;
  if (patch.dueDate !== undefined) out.dueDate = patch.dueDate;
  return out;
}

/**
 * The row's series fields after the edit, or null when the merged entry breaks a cross-field rule.
 * A due date that actually changes restarts the anchor day from it; re-sending the same date
 * keeps the series' anchor (Jan 31 -> Feb 29 stays aimed at the 31st).
 */
export function mergeReminder(current: ReminderData, patch: MutationArgs<'reminder.update.v1'>['patch']): ReminderData | null {
  const changes = reminderPatch(patch);
  const merged: ReminderData = { ...current, ...changes };
  if (changes.dueDate !== undefined && changes.dueDate !== current.dueDate) merged.anchorDay = anchorDayOf(changes.dueDate);
  const { anchorDay: _anchor, ...entry } = merged;
  return Reminder.safeParse(entry).success ? merged : null;
}
