/**
 * The reminders page's sections, from the shared due rules (shared/rules/reminder-due.ts):
 * overdue, due today, the next seven days, later, and recently completed. Completed tasks stay in
 * view (so a mis-tap can be undone) until their 24 hours are up: useReminders leaves them out
 * then, by the shared purge rule, on a clock that ticks every minute.
 */
import { dueWithin, isDueToday, isOverdue, UPCOMING_DAYS } from '../../../shared/rules/reminder-due';
import type { LocalReminder as ReminderRow } from '../../lib/db';

type Task = Pick<ReminderRow, 'id' | 'dueDate' | 'completed'>;

export interface ReminderGroups<T extends Task> {
  overdue: T[];
  today: T[];
  upcoming: T[];
  later: T[];
  completed: T[];
}

const byDue = (a: Task, b: Task) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id);

export function groupReminders<T extends Task>(rows: readonly T[], today: string): ReminderGroups<T> {
  const groups: ReminderGroups<T> = { overdue: [], today: [], upcoming: [], later: [], completed: [] };
  for (const r of [...rows].sort(byDue)) {
    if (r.completed) groups.completed.push(r);
    else if (isOverdue(r, today)) groups.overdue.push(r);
    else if (isDueToday(r, today)) groups.today.push(r);
    else if (dueWithin(r, today, UPCOMING_DAYS)) groups.upcoming.push(r);
    else groups.later.push(r);
  }
  return groups;
}

/** What the dashboard's "upcoming" card shows: overdue, today and the next seven days, pending only. */
export function needingAttention<T extends Task>(rows: readonly T[], today: string): T[] {
  return rows.filter((r) => isOverdue(r, today) || isDueToday(r, today) || dueWithin(r, today)).sort(byDue);
}
