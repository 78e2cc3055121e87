import type { TFunction } from 'i18next';
import { daysBetween } from '../../../shared/rules/calendar-date';
import { UPCOMING_DAYS } from '../../../shared/rules/reminder-due';
import type { LocalReminder as ReminderRow } from '../../lib/db';
import { formatDate } from '../../lib/format';

type Task = Pick<ReminderRow, 'taskType' | 'description' | 'reptileId'>;

/** "Feeding: Spike", or the description for an "other" task: how the keeper recognises a task. */
export function taskName(t: TFunction<'reminders'>, r: Task, reptileName: string | null | undefined): string {
  const what = r.taskType === 'other' && r.description ? r.description : t(`taskTypes.${r.taskType}`);
  return reptileName ? t('taskFor', { task: what, reptile: reptileName }) : what;
}

export function frequencyText(t: TFunction<'reminders'>, f: ReminderRow['frequency']): string {
  return f.kind === 'once' ? t('frequency.once') : t(`frequency.${f.kind}`, { count: f.every });
}

/** "3 days overdue", "Due today", "Tomorrow", "In 4 days", "Due Mar 3, 2026", or "Done". */
export function dueText(t: TFunction<'reminders'>, lng: string, r: Pick<ReminderRow, 'dueDate' | 'completed'>, today: string): string {
  if (r.completed) return t('due.done');
  const days = daysBetween(today, r.dueDate);
  if (days < 0) return t('due.overdue', { count: -days });
  if (days === 0) return t('due.today');
  if (days <= UPCOMING_DAYS) return t('due.inDays', { count: days });
  return t('due.on', { date: formatDate(r.dueDate, lng) });
}
