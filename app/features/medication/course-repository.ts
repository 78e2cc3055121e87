/**
 * Writes of medication courses (issue 29), through `mutate` so they work offline. A new course is
 * one change with the weighings typed for it: each fresh weight is logged first, then each
 * animal's course with its dose reminders, all in one transaction (nothing of it if any part
 * fails). A dose given is one change too: its reminder done and its health log line.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { todayIn } from '../../../shared/rules/calendar-date';
import { mutate, mutateMany, type MutationCall } from '../../lib/sync';
import type { LocalCourse } from './use-courses';

/** One animal's part of a new course: its weighing (logged first when typed today) and its doses' texts. */
export interface CourseForAnimal {
  reptileId: string;
  weightGrams: number;
  weighedOn: string;
  /** True when the weight was typed in the dialog: it is logged as a weighing before the course. */
  logWeighing: boolean;
  doseTexts: string[];
}

export type CourseCommon = Omit<MutationInput<'medCourse.create.v1'>, 'id' | 'reptileId' | 'groupId' | 'weightGrams' | 'weighedOn' | 'doses'>;

/** Creates one course per animal, sharing one group; resolves to the new courses' ids in order. */
export async function createCourses(common: CourseCommon, animals: readonly CourseForAnimal[]): Promise<string[]> {
  const groupId = uuidv7();
  const calls: MutationCall[] = [];
  const ids: string[] = [];
  for (const a of animals) {
    if (a.logWeighing) calls.push({ name: 'growthLog.create.v1', args: { id: uuidv7(), reptileId: a.reptileId, date: a.weighedOn, weightGrams: a.weightGrams } });
    const id = uuidv7();
    ids.push(id);
    calls.push({
      name: 'medCourse.create.v1',
      args: { ...common, id, reptileId: a.reptileId, groupId, weightGrams: a.weightGrams, weighedOn: a.weighedOn, doses: a.doseTexts.map((text) => ({ id: uuidv7(), text })) },
    });
  }
  await mutateMany(calls);
  return ids;
}

/** Stops a course early: its doses not given yet go. */
export async function stopCourse(id: string, stoppedOn: string = todayIn()): Promise<void> {
  await mutate('medCourse.stop.v1', { id, stoppedOn });
}

export async function deleteCourse(id: string): Promise<void> {
  await mutate('medCourse.delete.v1', { id });
}

/** The longest text of a health log line of a dose (CourseGiveArgs). */
const GIVE_TEXT_MAX = 200;

/**
 * Gives one dose of a course on `date` (today by default): completes its reminder and writes a
 * health log line (issue: the drug, treatment: `text`, resolved). `text` is the dose reminder's
 * own words ("Meloxicam 0.05 mL, oral · dose 2 of 5"); without them, the drug's name.
 */
export async function giveDose(course: Pick<LocalCourse, 'id' | 'drug'>, reminderId: string, text?: string | null, date: string = todayIn()): Promise<void> {
  const words = (text?.trim() || course.drug).slice(0, GIVE_TEXT_MAX);
  await mutate('medCourse.give.v1', { id: course.id, reminderId, nextId: uuidv7(), healthLogId: uuidv7(), date, text: words });
}
