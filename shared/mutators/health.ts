/**
 * What the care-mode and medication-course mutations do to rows (issue 29), as pure functions
 * shared by the app's optimistic write and the server's. A course's volume and its doses' days
 * are worked out here from the course's own numbers (shared/health/dose.ts), never taken from
 * the device.
 */
import { doseSchedule, doseVolume } from '../health/dose';
import { anchorDayOf } from '../rules/recurrence';
import { QUARANTINE_DAYS, quarantineCleared, type CareMode, type QuarantineCheck } from '../schemas/care-mode';
import type { DoseUnit } from '../schemas/medication';
import type { MutationArgs } from '../sync/mutations';
import type { ReminderData } from './reminder';

export interface CareModeData {
  mode: CareMode;
  startDate: string;
  plannedEnd: string | null;
  quarantineDays: number | null;
  endDate: string | null;
  checks: QuarantineCheck[] | null;
  notes: string | null;
}

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined || v === '' ? null : v);

export const careModeFromCreate = (args: MutationArgs<'careMode.create.v1'>): CareModeData => ({
  mode: args.mode,
  startDate: args.startDate,
  plannedEnd: args.mode === 'brumation' ? orNull(args.plannedEnd) : null,
  // A quarantine without a length is the default 60 days; the other modes have none.
  quarantineDays: args.mode === 'quarantine' ? (args.quarantineDays ?? QUARANTINE_DAYS.default) : null,
  endDate: null,
  checks: null,
  notes: orNull(args.notes),
});

/** The mode after an edit, or null when its dates fall out of order. */
export function mergeCareMode(row: CareModeData, patch: MutationArgs<'careMode.update.v1'>['patch']): CareModeData | null {
  const out = { ...row };
  if (patch.startDate !== undefined) out.startDate = patch.startDate;
  if (patch.plannedEnd !== undefined && row.mode === 'brumation') out.plannedEnd = orNull(patch.plannedEnd);
  if (patch.quarantineDays !== undefined && row.mode === 'quarantine') out.quarantineDays = patch.quarantineDays ?? QUARANTINE_DAYS.default;
  if (patch.notes !== undefined) out.notes = orNull(patch.notes);
  if (out.plannedEnd && out.plannedEnd < out.startDate) return null;
  if (out.endDate && out.endDate < out.startDate) return null;
  return out;
}

/** Why a mode cannot end as asked: an end before its start, or a quarantine with checks unticked. */
export function endRefusal(row: CareModeData, args: MutationArgs<'careMode.end.v1'>): 'end-before-start' | 'checklist-incomplete' | null {
  if (args.endDate < row.startDate) return 'end-before-start';
  if (row.mode === 'quarantine' && !quarantineCleared(args.checks)) return 'checklist-incomplete';
  return null;
}

export const endedMode = (row: CareModeData, args: MutationArgs<'careMode.end.v1'>): CareModeData =>
  ({ ...row, endDate: args.endDate, checks: row.mode === 'quarantine' ? [...(args.checks ?? [])] : row.checks });

export interface CourseData {
  groupId: string;
  drug: string;
  dose: number;
  doseUnit: DoseUnit;
  concentrationMgPerMl: number | null;
  route: string;
  everyHours: number;
  days: number;
  startDate: string;
  weightGrams: number;
  weighedOn: string;
  volumeMl: number;
  doseIds: string[];
  stoppedOn: string | null;
  notes: string | null;
}

/**
 * The course and its dose reminders, or null when it cannot be given: its volume rounds to
 * nothing, or the device named a different number of doses than the schedule has.
 */
export function courseFromCreate(args: MutationArgs<'medCourse.create.v1'>): { course: CourseData; reminders: (ReminderData & { id: string })[] } | null {
  const volume = doseVolume({ dose: args.dose, doseUnit: args.doseUnit, concentrationMgPerMl: args.concentrationMgPerMl, weightGrams: args.weightGrams });
  const schedule = doseSchedule(args.startDate, args.everyHours, args.days);
  if (!volume || volume.tooSmall || schedule.length !== args.doses.length) return null;
  const course: CourseData = {
    groupId: args.groupId, drug: args.drug, dose: args.dose, doseUnit: args.doseUnit,
    concentrationMgPerMl: args.doseUnit === 'mgPerKg' ? (args.concentrationMgPerMl ?? null) : null,
    route: args.route, everyHours: args.everyHours, days: args.days, startDate: args.startDate,
    weightGrams: args.weightGrams, weighedOn: args.weighedOn, volumeMl: volume.ml,
    doseIds: args.doses.map((d) => d.id), stoppedOn: null, notes: orNull(args.notes),
  };
  const reminders = schedule.map((s, i) => ({
    id: args.doses[i]?.id ?? '', taskType: 'healthCheck' as const, description: args.doses[i]?.text ?? args.drug,
    reptileId: args.reptileId, frequency: { kind: 'once' as const }, dueDate: s.date, anchorDay: anchorDayOf(s.date),
  }));
  return { course, reminders };
}

/** The health log line of a dose given: a treatment already done, so it is not an ongoing issue. */
export const doseHealthLog = (course: Pick<CourseData, 'drug'>, args: MutationArgs<'medCourse.give.v1'>) => ({
  id: args.healthLogId, date: args.date, issue: course.drug, severity: null, treatment: args.text, notes: null,
  status: 'resolved' as const, resolvedDate: args.date,
});
