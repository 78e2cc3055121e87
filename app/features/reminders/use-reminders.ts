import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { REMINDER_PURGE_AFTER_MS, shouldPurgeCompleted } from '../../../shared/rules/reminder-purge';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalReminder } from '../../lib/db';

const byDue = (a: LocalReminder, b: LocalReminder) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id);

/** How often the list re-checks which completed tasks have passed their 24 hours. */
const RECHECK_MS = 60_000;

/** The device clock, ticking every minute, so completed tasks leave the list without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), Math.min(RECHECK_MS, REMINDER_PURGE_AFTER_MS));
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The keeper's tasks, sorted by due date, live; undefined while IndexedDB is answering. Pending
 * tasks and tasks completed within the last 24 hours (the server's clean-up job deletes them after
 * that, by the same rule: rules/reminder-purge.ts). With `reptileId`, only that reptile's tasks.
 * A task whose reptile is gone from this device (deleted here, its reminders not yet tombstoned by
 * the server's answer) is left out.
 */
export function useReminders(filter?: { reptileId?: string }): LocalReminder[] | undefined {
  const db = useUserDb();
  const now = useNow();
  const reptileId = filter?.reptileId;
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = reptileId ? await db.reminders.where('reptileId').equals(reptileId).toArray() : await db.reminders.toArray();
    const reptiles = new Set(await db.reptiles.toCollection().primaryKeys());
    return rows
      .filter((r) => !(r.completed && shouldPurgeCompleted(r.completedAt, now)) && (r.reptileId === null || reptiles.has(r.reptileId)))
      .sort(byDue);
  }, [db, reptileId, now]);
}
