/**
 * When a repeating task comes round again. The next date is computed from the DUE date, never
 * from when the keeper ticked it off, so a weekly Monday feeding stays on Mondays however late
 * it is completed. Monthly series keep their anchor day through short months (Jan 31 -> Feb 29
 * -> Mar 31), which is why reminders store `anchorDay` (docs/decisions/0003-log-rules.md).
 */
import type { Frequency } from '../schemas/reminder';
import { addDays, addMonths, parseIsoDate } from './calendar-date';

/** The day a monthly series aims for, taken from the date that starts (or restarts) it. */
export const anchorDayOf = (dueDate: string): number => parseIsoDate(dueDate).day;

/** The occurrence after `dueDate`, or null for a one-off task. Always strictly later. */
export function nextOccurrence(dueDate: string, frequency: Frequency, anchorDay: number = anchorDayOf(dueDate)): string | null {
  switch (frequency.kind) {
    case 'once': return null;
    case 'days': return addDays(dueDate, frequency.every);
    case 'weeks': return addDays(dueDate, 7 * frequency.every);
    case 'months': return addMonths(dueDate, frequency.every, anchorDay);
  }
}
