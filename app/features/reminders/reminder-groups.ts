/**
 * The reminders page's sections, from the shared due rules (shared/rules/reminder-due.ts):
 * overdue, due today, the next seven days, later, and recently completed. Completed tasks stay in
 * view (so a mis-tap can be undone) until their 24 hours are up: useReminders leaves them out
 * then, by the shared purge rule, on a clock that ticks every minute.
 *
 * Care modes (issue 29): a feeding task of an animal in brumation is paused (its own section, not
 * overdue), and the tasks of animals in quarantine come last in each section, so a keeper's round
 * feeds and cleans them after the others.
 */
import { dueWithin, isDueToday, isOverdue, UPCOMING_DAYS } from '../../../shared/rules/reminder-due';
import type { LocalReminder as ReminderRow } from '../../lib/db';

type Task = Pick<ReminderRow, 'id' | 'dueDate' | 'completed'> & Partial<Pick<ReminderRow, 'taskType' | 'reptileId'>>;

/** The animals whose tasks the care modes move: in brumation (feeding paused) and in quarantine (last). */
export interface CareSets {
  brumating: ReadonlySet<string>;
  quarantined: ReadonlySet<string>;
}
const NO_CARE: CareSets = { brumating: new Set(), quarantined: new Set() };
const paused = (r: Task, care: CareSets) => !r.completed && r.taskType === 'feeding' && r.reptileId != null && care.brumating.has(r.reptileId);
const lastIfQuarantined = (care: CareSets) => (a: Task, b: Task) =>
  Number(a.reptileId != null && care.quarantined.has(a.reptileId)) - Number(b.reptileId != null && care.quarantined.has(b.reptileId));

export interface ReminderGroups<T extends Task> {
  overdue: T[];
  today: T[];
  upcoming: T[];
  later: T[];
  /** Feeding tasks of animals in brumation. */
  paused: T[];
  completed: T[];
}

const byDue = (a: Task, b: Task) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id);

export function groupReminders<T extends Task>(rows: readonly T[], today: string, care: CareSets = NO_CARE): ReminderGroups<T> {
  const groups: ReminderGroups<T> = { overdue: [], today: [], upcoming: [], later: [], paused: [], completed: [] };
  // A stable sort: by due date, then the quarantined animals' tasks after the others'.
  for (const r of [...rows].sort(byDue).sort(lastIfQuarantined(care))) {
    if (r.completed) groups.completed.push(r);
    else if (paused(r, care)) groups.paused.push(r);
    else if (isOverdue(r, today)) groups.overdue.push(r);
    else if (isDueToday(r, today)) groups.today.push(r);
    else if (dueWithin(r, today, UPCOMING_DAYS)) groups.upcoming.push(r);
    else groups.later.push(r);
  }
  return groups;
}

/** What the dashboard's "upcoming" card shows: overdue, today and the next seven days, pending only. */
export function needingAttention<T extends Task>(rows: readonly T[], today: string, care: CareSets = NO_CARE): T[] {
  return rows.filter((r) => !paused(r, care) && (isOverdue(r, today) || isDueToday(r, today) || dueWithin(r, today))).sort(byDue).sort(lastIfQuarantined(care));
}
