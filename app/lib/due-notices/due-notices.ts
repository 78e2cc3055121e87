/**
 * What the app badge counts and which due tasks get a system notification, as pure functions so
 * the page and the service worker decide the same way. A task is due when it is pending and its
 * date is today or earlier (shared/rules/reminder-due.ts). Each task is announced at most once per
 * day: the record of what was announced is kept per user and per day, and a new day starts afresh,
 * so an overdue feeding is mentioned again tomorrow but not every time the app is opened today.
 */
import { isDue } from '../../../shared/rules/reminder-due';
import type { LocalReminder as ReminderRow } from '../db';

export type DueTask = Pick<ReminderRow, 'id' | 'dueDate' | 'completed' | 'deleted'>;

/** The ids announced on one day; anything from an earlier day no longer counts. */
export interface NotifiedDay {
  day: string;
  ids: string[];
}

const live = <T extends DueTask>(r: T, today: string) => !r.deleted && isDue(r, today);

/** Due tasks, oldest due first (then by id, so the order is stable across devices). */
export function dueTasks<T extends DueTask>(reminders: readonly T[], today: string): T[] {
  return reminders.filter((r) => live(r, today)).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
}

/** The number `navigator.setAppBadge` shows; 0 clears the badge. */
export const badgeCount = (reminders: readonly DueTask[], today: string): number => reminders.filter((r) => live(r, today)).length;

/** Due tasks not yet announced today. */
export function tasksToNotify<T extends DueTask>(reminders: readonly T[], today: string, notified: NotifiedDay | null | undefined): T[] {
  const seen = new Set(notified?.day === today ? notified.ids : []);
  return dueTasks(reminders, today).filter((r) => !seen.has(r.id));
}

/** Today's record after announcing `ids`: yesterday's record is dropped, not merged. */
export function markNotified(notified: NotifiedDay | null | undefined, today: string, ids: readonly string[]): NotifiedDay {
  const kept = notified?.day === today ? notified.ids : [];
  return { day: today, ids: [...new Set([...kept, ...ids])] };
}

/**
 * More than this many tasks at once are summed up in one notification rather than a stack of
 * them: a breeder with 40 animals due for feeding wants one line, not 40 buzzes.
 */
export const SEPARATE_NOTIFICATIONS_MAX = 3;
