/**
 * Medication courses read from the device (issue 29), live; undefined while IndexedDB answers.
 * A course's doses are its reminders (`doseIds`, in the order of the schedule): a dose is given
 * when its reminder is completed, pending while it is not, and gone when the course was stopped
 * before it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { doseSchedule, type ScheduledDose } from '../../../shared/health/dose';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import type { LocalReminder } from '../../lib/db';
import { useUserDb } from '../../lib/db/use-user-db';

export type LocalCourse = SyncedRowOf<'medCourses'>;

export interface DoseView extends ScheduledDose {
  id: string;
  /** Its reminder, or null when it is gone (a stopped course's doses not given). */
  reminder: LocalReminder | null;
  given: boolean;
}

export interface CourseView {
  course: LocalCourse;
  doses: DoseView[];
  given: number;
  total: number;
  /** The first dose not given yet, while the course runs. */
  next: DoseView | null;
  state: 'active' | 'finished' | 'stopped';
}

export function courseView(course: LocalCourse, reminders: ReadonlyMap<string, LocalReminder>): CourseView {
  const schedule = doseSchedule(course.startDate, course.everyHours, course.days);
  const doses = course.doseIds.map((id, i): DoseView => {
    const reminder = reminders.get(id) ?? null;
    const s = schedule[i] ?? { n: i + 1, date: reminder?.dueDate ?? course.startDate, part: null };
    return { ...s, date: reminder?.dueDate ?? s.date, id, reminder, given: reminder?.completed === true };
  });
  const next = course.stoppedOn ? null : (doses.find((d) => d.reminder && !d.given) ?? null);
  const state = course.stoppedOn ? 'stopped' : next ? 'active' : 'finished';
  return { course, doses, given: doses.filter((d) => d.given).length, total: doses.length, next, state };
}

/** Active first (the soonest next dose first), then the rest, newest start first. */
const order = (a: CourseView, b: CourseView): number => {
  if ((a.state === 'active') !== (b.state === 'active')) return a.state === 'active' ? -1 : 1;
  if (a.next && b.next && a.next.date !== b.next.date) return a.next.date < b.next.date ? -1 : 1;
  return a.course.startDate !== b.course.startDate ? (a.course.startDate < b.course.startDate ? 1 : -1) : a.course.id < b.course.id ? 1 : -1;
};

/** An animal's courses with their doses, active first. */
export function useCourses(reptileId: string): CourseView[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const courses = (await db.medCourses.where('reptileId').equals(reptileId).toArray()).filter((c) => !c.deleted);
    const ids = courses.flatMap((c) => c.doseIds);
    const rows = (await db.reminders.bulkGet(ids)).filter((r): r is LocalReminder => r !== undefined && !r.deleted);
    const reminders = new Map(rows.map((r) => [r.id, r]));
    return courses.map((c) => courseView(c, reminders)).sort(order);
  }, [db, reptileId]);
}

/** A dose reminder's course, its place in it (1-based) and the course's number of doses. */
export interface DoseOf {
  course: LocalCourse;
  n: number;
  total: number;
}

/**
 * Every dose reminder on the device with its course: for the reminders list, whose tick on a dose
 * gives it (a health log line too) rather than only completing it. Empty until the courses are read.
 */
export function useDoseReminders(): Map<string, DoseOf> {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const out = new Map<string, DoseOf>();
    if (!db) return out;
    for (const course of await db.medCourses.toArray()) {
      if (course.deleted) continue;
      course.doseIds.forEach((id, i) => out.set(id, { course, n: i + 1, total: course.doseIds.length }));
    }
    return out;
  }, [db], EMPTY);
}
const EMPTY = new Map<string, DoseOf>();
