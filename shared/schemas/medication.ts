/**
 * Medication courses (issue 29; docs/decisions/0036-health-watch.md): a drug given at a dose per
 * kilogram of the animal, how often and for how many days. The volume per dose is worked out from
 * the weighing the keeper confirmed (shared/health/dose.ts) and kept with the course; each dose is
 * a reminder the course creates, and a dose given is a line of the health log. Treating a whole
 * rack is one course per animal sharing a `groupId`, each with its own volume. Messages are
 * translation keys of the `medication` namespace.
 */
import { z } from 'zod';
import { IsoDate, RowId, optionalText } from './common';
import { requiredDate } from './fields';

export const DOSE_UNITS = ['mgPerKg', 'mlPerKg'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];
export const ROUTES = ['oral', 'subcutaneous', 'intramuscular', 'topical', 'bath', 'nebulised', 'other'] as const;
export type Route = (typeof ROUTES)[number];
/** How often: twice a day, daily, every 2 or 3 days, weekly (hours between doses). */
export const DOSE_EVERY_HOURS = [12, 24, 48, 72, 168] as const;
export type DoseEveryHours = (typeof DOSE_EVERY_HOURS)[number];
export const COURSE_MAX_DAYS = 90;
/** Twice a day for 90 days. */
export const COURSE_MAX_DOSES = 180;

export const CourseFields = z.object({
  drug: z.string({ error: 'errors.drugRequired' }).trim().min(1, 'errors.drugRequired').max(80, 'errors.tooLong'),
  dose: z.number({ error: 'errors.doseInvalid' }).positive('errors.doseInvalid').max(10_000, 'errors.doseInvalid'),
  doseUnit: z.enum(DOSE_UNITS, { error: 'errors.doseUnitRequired' }),
  /** mg per mL of the preparation; needed for a dose in mg/kg. */
  concentrationMgPerMl: z.number({ error: 'errors.concentrationInvalid' }).positive('errors.concentrationInvalid').max(10_000, 'errors.concentrationInvalid').nullable().optional(),
  route: z.enum(ROUTES, { error: 'errors.routeRequired' }),
  everyHours: z.union(DOSE_EVERY_HOURS.map((h) => z.literal(h)), { error: 'errors.everyRequired' }),
  days: z.number({ error: 'errors.daysRange' }).int('errors.daysRange').min(1, 'errors.daysRange').max(COURSE_MAX_DAYS, 'errors.daysRange'),
  startDate: requiredDate,
  notes: optionalText(500),
});

const concentrationNeeded = (v: { doseUnit: DoseUnit; concentrationMgPerMl?: number | null }, ctx: z.RefinementCtx) => {
  if (v.doseUnit === 'mgPerKg' && v.concentrationMgPerMl == null) ctx.addIssue({ code: 'custom', path: ['concentrationMgPerMl'], message: 'errors.concentrationRequired' });
};

/**
 * A course for one animal. The device names the dose reminders (one id and text per dose of the
 * schedule, shared/health/dose.ts `doseSchedule`); the server checks their count and works out the
 * days and the volume itself.
 */
export const CourseCreateArgs = CourseFields.extend({
  id: RowId,
  reptileId: RowId,
  groupId: RowId,
  /** The weighing the volume is worked out from. */
  weightGrams: z.number({ error: 'errors.weightRequired' }).positive('errors.weightRequired').max(1_000_000, 'errors.weightRequired'),
  weighedOn: IsoDate,
  doses: z.array(z.object({ id: RowId, text: z.string().trim().min(1).max(500) })).min(1).max(COURSE_MAX_DOSES),
}).superRefine(concentrationNeeded);
/** Stopping a course early: its doses not given yet are removed. */
export const CourseStopArgs = z.object({ id: RowId, stoppedOn: requiredDate });
export const CourseDeleteArgs = z.object({ id: RowId });
/** A dose given: its reminder done and a line in the health log, in one change. */
export const CourseGiveArgs = z.object({ id: RowId, reminderId: RowId, nextId: RowId, healthLogId: RowId, date: requiredDate, text: z.string().trim().min(1).max(200) });
export type CourseCreateArgs = z.infer<typeof CourseCreateArgs>;
export type CourseGiveArgs = z.infer<typeof CourseGiveArgs>;
