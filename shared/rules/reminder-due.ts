/**
 * Which tasks need the keeper. Pending tasks fall into three disjoint views relative to the
 * keeper's today (rules/calendar-date.ts `todayIn`): overdue (before today), due today, and
 * upcoming (after today, within the window). `isDue` is overdue or today: what the app badge
 * and the system notification count. IsoDates compare correctly as strings.
 */
import type { SyncedRowOf } from '../sync/protocol';

type ReminderRow = SyncedRowOf<'reminders'>;
import { addDays } from './calendar-date';

/** The dashboard's "upcoming" window (spec section 9). */
export const UPCOMING_DAYS = 7;

type Task = Pick<ReminderRow, 'dueDate' | 'completed'>;

export const isDue = (r: Task, today: string): boolean => !r.completed && r.dueDate <= today;
export const isOverdue = (r: Task, today: string): boolean => !r.completed && r.dueDate < today;
export const isDueToday = (r: Task, today: string): boolean => !r.completed && r.dueDate === today;

/** Pending and due after today but no later than `days` from today. */
export const dueWithin = (r: Task, today: string, days: number = UPCOMING_DAYS): boolean =>
  !r.completed && r.dueDate > today && r.dueDate <= addDays(today, days);
