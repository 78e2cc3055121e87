/**
 * Between what the reminder form holds (strings) and what a mutation carries. Validation is the
 * shared schema's (shared/schemas/reminder.ts), so the form and the server refuse the same
 * things; messages are keys of the `reminders` namespace.
 */
import { Reminder, REPEAT_UNITS, type Frequency, type RepeatUnit, type TaskType } from '../../../shared/schemas/reminder';
import type { LocalReminder as ReminderRow } from '../../lib/db';
import type { ReminderInput, ReminderPatch } from './reminders-repository';

export type { ReminderInput, ReminderPatch };

export type Repeat = 'once' | RepeatUnit;

export interface ReminderFormValues {
  taskType: TaskType | '';
  description: string;
  /** '' is "no reptile" (a task for the whole room). */
  reptileId: string;
  repeat: Repeat;
  every: string;
  dueDate: string;
}
export type ReminderFormErrors = Partial<Record<keyof ReminderFormValues, string>>;


export const emptyReminderValues = (today: string, reptileId = ''): ReminderFormValues =>
  ({ taskType: 'feeding', description: '', reptileId, repeat: 'once', every: '1', dueDate: today });

export function valuesFromReminder(r: Pick<ReminderRow, 'taskType' | 'description' | 'reptileId' | 'frequency' | 'dueDate'>): ReminderFormValues {
  return {
    taskType: r.taskType,
    description: r.description ?? '',
    reptileId: r.reptileId ?? '',
    repeat: r.frequency.kind,
    every: r.frequency.kind === 'once' ? '1' : String(r.frequency.every),
    dueDate: r.dueDate,
  };
}

const FORM_FIELD: Record<string, keyof ReminderFormValues> = { frequency: 'every' };

function frequencyOf(v: ReminderFormValues): Frequency | { kind: RepeatUnit; every: number } {
  if (v.repeat === 'once') return { kind: 'once' };
  const text = v.every.trim();
  // Not Number(): '' and '1e2' are not what the keeper meant by "every N".
  const every = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return { kind: REPEAT_UNITS.includes(v.repeat) ? v.repeat : 'days', every };
}

export function toReminderInput(v: ReminderFormValues): { input: ReminderInput; errors: null } | { input: null; errors: ReminderFormErrors } {
  const candidate = {
    taskType: v.taskType === '' ? undefined : v.taskType,
    description: v.description.trim() || null,
    reptileId: v.reptileId || null,
    frequency: frequencyOf(v),
    dueDate: v.dueDate,
  };
  const parsed = Reminder.safeParse(candidate);
  if (parsed.success) return { input: { ...candidate, taskType: parsed.data.taskType, frequency: parsed.data.frequency }, errors: null };
  const errors: ReminderFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = FORM_FIELD[key] ?? (key as keyof ReminderFormValues);
    errors[field] ??= issue.message;
  }
  return { input: null, errors };
}

/** Only what the keeper changed: concurrent edits of other fields on another device survive. */
export function changedReminderPatch(initial: ReminderFormValues, values: ReminderFormValues, input: ReminderInput): ReminderPatch {
  const patch: ReminderPatch = {};
  if (values.taskType !== initial.taskType) patch.taskType = input.taskType;
  if (values.description.trim() !== initial.description) patch.description = input.description;
  if (values.reptileId !== initial.reptileId) patch.reptileId = input.reptileId;
  if (values.repeat !== initial.repeat || (values.repeat !== 'once' && values.every.trim() !== initial.every)) patch.frequency = input.frequency;
  if (values.dueDate !== initial.dueDate) patch.dueDate = input.dueDate;
  return patch;
}
