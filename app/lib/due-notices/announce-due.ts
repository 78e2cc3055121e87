/**
 * One pass of the due-task notifier over a user's local database, shared by the page (on open,
 * on every change of the reminders, on becoming visible) and the service worker (when it wakes):
 * set the app badge to the number of due tasks, and show a system notification for due tasks not
 * yet announced today, if the keeper allowed notifications. Works offline: it reads only
 * IndexedDB.
 */
import { todayIn } from '../../../shared/rules/calendar-date';
import { brumatingOn, pausedForBrumation } from '../../../shared/health/modes';
import type { UserDb } from '../db/database';
import { badgeCount, markNotified, tasksToNotify } from './due-notices';
import { noticesFor, type Notice } from './notice-text';
import { claimToNotify, releaseNotified } from './notices-store';

export interface NoticeEnv {
  now: number;
  language: string;
  /** Notification permission is granted (asked for only from a user gesture, never here). */
  canNotify: boolean;
  show: (notice: Notice) => Promise<void>;
  setBadge: (count: number) => Promise<void>;
}

export async function announceDue(db: UserDb, env: NoticeEnv): Promise<{ badge: number; shown: number }> {
  const today = todayIn(env.now);
  // Feeding tasks of an animal in brumation pause (issue 29): not due, not counted, not announced.
  const brumating = brumatingOn(await db.careModes.toArray(), today);
  const reminders = (await db.reminders.toArray()).filter((r) => !pausedForBrumation(r, brumating));
  const badge = badgeCount(reminders, today);
  await env.setBadge(badge).catch(() => undefined);
  if (!env.canNotify) return { badge, shown: 0 };
  const ids = await claimToNotify(db.userId, (notified) => {
    const fresh = tasksToNotify(reminders, today, notified).map((r) => r.id);
    return { ids: fresh, next: markNotified(notified, today, fresh) };
  });
  if (ids.length === 0) return { badge, shown: 0 };
  const wanted = new Set(ids);
  const tasks = reminders.filter((r) => wanted.has(r.id));
  const reptileIds = [...new Set(tasks.map((r) => r.reptileId).filter((id): id is string => Boolean(id)))];
  const reptiles = await db.reptiles.bulkGet(reptileIds);
  const names = new Map(reptiles.flatMap((r) => (r ? [[r.id, r.name] as const] : [])));
  const notices = noticesFor(
    tasks.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id))
      .map((r) => ({ id: r.id, taskType: r.taskType, description: r.description ?? null, dueDate: r.dueDate, reptileName: r.reptileId ? (names.get(r.reptileId) ?? null) : null })),
    today,
    env.language,
  );
  // A notice the system refused to show (a worker between versions, a busy browser) is not
  // counted as announced: its tasks are released for the next check to try again.
  const failed: string[] = [];
  for (const notice of notices) await env.show(notice).catch(() => failed.push(...notice.ids));
  if (failed.length > 0) await releaseNotified(db.userId, today, failed).catch(() => undefined);
  return { badge, shown: notices.length - new Set(failed).size };
}

/** Where a click on a due-task notification leads. */
export const NOTICE_URL = '/reminders';
