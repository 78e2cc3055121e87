/**
 * Reminders and tasks. Messages are translation keys of the `reminders` namespace.
 *
 * Completion is its own mutation, not a patch: the server stamps `completedAt` with its own clock
 * (device clocks are untrusted), and completing a repeating task creates the next occurrence
 * (rules/reminder-completion.ts) under the id the client chose, so the optimistic row and the
 * server's row are the same row.
 */
import { z } from 'zod';
import { RowId, optionalText, InSpace } from './common';
import { patchOf, requiredDate } from './fields';

export const TASK_TYPES = ['feeding', 'cleaning', 'healthCheck', 'shedding', 'other'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const REPEAT_UNITS = ['days', 'weeks', 'months'] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];
export const REPEAT_EVERY_MAX = 365;

export const Frequency = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('once') }),
    z.object({
      kind: z.enum(REPEAT_UNITS),
      every: z.number({ error: 'errors.everyRange' }).int('errors.everyRange').min(1, 'errors.everyRange').max(REPEAT_EVERY_MAX, 'errors.everyRange'),
    }),
  ],
  { error: 'errors.frequencyInvalid' },
);
export type Frequency = z.infer<typeof Frequency>;

export const ReminderFields = z.object({
  taskType: z.enum(TASK_TYPES, { error: 'errors.taskTypeRequired' }),
  description: optionalText(500),
  /** Optional: a task can be for the whole room (cleaning the rack). */
  reptileId: RowId.nullable().optional(),
  frequency: Frequency,
  dueDate: requiredDate,
});

const described = (v: z.infer<typeof ReminderFields>, ctx: z.RefinementCtx) => {
  // The other task types name themselves; "other" says nothing without a description.
  if (v.taskType === 'other' && !v.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'errors.descriptionRequired' });
};

/** The whole reminder; edits are checked with `Reminder.parse({ ...row, ...patch })`. */
export const Reminder = ReminderFields.superRefine(described);
export type Reminder = z.infer<typeof Reminder>;

export const ReminderCreateArgs = ReminderFields.extend({ id: RowId, ...InSpace }).superRefine(described);
export const ReminderUpdateArgs = z.object({ id: RowId, patch: patchOf(ReminderFields) });
export const ReminderDeleteArgs = z.object({ id: RowId });
/** `nextId` names the occurrence a repeating task creates; unused for a one-off task. */
export const ReminderCompleteArgs = z
  .object({ id: RowId, nextId: RowId })
  .refine((a) => a.id !== a.nextId, { path: ['nextId'], message: 'errors.invalidId' });
export const ReminderUncompleteArgs = z.object({ id: RowId });
export type ReminderCreateArgs = z.infer<typeof ReminderCreateArgs>;
export type ReminderUpdateArgs = z.infer<typeof ReminderUpdateArgs>;
export type ReminderCompleteArgs = z.infer<typeof ReminderCompleteArgs>;
