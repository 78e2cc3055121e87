/**
 * The course form's values as typed, and their parsing with the shared schema
 * (shared/schemas/medication.ts CourseFields): the form holds text, what it saves is what the
 * server checks again. Errors are the schema's messages ("errors.drugRequired"), keys of the
 * `medication` namespace. Numbers take the decimal comma keepers in Bulgaria write.
 */
import { COURSE_MAX_DAYS, CourseFields, DOSE_EVERY_HOURS, type DoseUnit, type Route } from '../../../shared/schemas/medication';
import type { z } from 'zod';

export interface CourseFormValues {
  drug: string;
  dose: string;
  doseUnit: DoseUnit;
  /** mg/mL; only for a dose in mg/kg. */
  concentration: string;
  route: Route;
  /** Hours between doses, as the select holds it ('24'). */
  everyHours: string;
  days: string;
  startDate: string;
  notes: string;
}

export type CourseInput = z.output<typeof CourseFields>;
export type CourseErrors = Partial<Record<keyof CourseFormValues, string>>;
export type ParsedCourse = { ok: true; input: CourseInput } | { ok: false; errors: CourseErrors };

export const newCourseValues = (today: string): CourseFormValues => ({
  drug: '', dose: '', doseUnit: 'mgPerKg', concentration: '', route: 'oral', everyHours: '24', days: '', startDate: today, notes: '',
});

/** A number as typed ("0,5" or "0.5"); null when empty or not a number. */
export function numberOf(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (s === '' || !/^\d*\.?\d+$|^\d+\.$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const FIELD_KEYS: Record<string, keyof CourseFormValues> = { concentrationMgPerMl: 'concentration' };

/** The fields the schema would take, for the live preview and for the save. */
function fieldsOf(v: CourseFormValues) {
  const every = Number(v.everyHours);
  return {
    drug: v.drug,
    dose: numberOf(v.dose) ?? (v.dose.trim() === '' ? undefined : NaN),
    doseUnit: v.doseUnit,
    concentrationMgPerMl: v.doseUnit === 'mgPerKg' ? (numberOf(v.concentration) ?? (v.concentration.trim() === '' ? null : NaN)) : null,
    route: v.route,
    everyHours: (DOSE_EVERY_HOURS as readonly number[]).includes(every) ? every : undefined,
    days: numberOf(v.days) ?? (v.days.trim() === '' ? undefined : NaN),
    startDate: v.startDate,
    notes: v.notes.trim() === '' ? null : v.notes.trim(),
  };
}

export function parseCourse(v: CourseFormValues): ParsedCourse {
  const fields = fieldsOf(v);
  const parsed = CourseFields.safeParse(fields);
  const errors: CourseErrors = {};
  if (parsed.success) {
    // The schema's "needed for mg/kg" rule belongs to the create args; the form says it here too.
    if (parsed.data.doseUnit === 'mgPerKg' && parsed.data.concentrationMgPerMl == null) errors.concentration = 'errors.concentrationRequired';
    else return { ok: true, input: parsed.data };
  } else {
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? '');
      const key = FIELD_KEYS[path] ?? (path as keyof CourseFormValues);
      if (errors[key] === undefined) errors[key] = issue.message;
    }
    if (fields.doseUnit === 'mgPerKg' && fields.concentrationMgPerMl === null && errors.concentration === undefined) errors.concentration = 'errors.concentrationRequired';
  }
  return { ok: false, errors };
}

/** What the preview can already work out from what is typed so far; nulls where a field is not usable yet. */
export function previewOf(v: CourseFormValues): { dose: number | null; concentration: number | null; everyHours: number | null; days: number | null } {
  const f = fieldsOf(v);
  const ok = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null);
  const days = ok(f.days);
  return {
    dose: ok(f.dose), concentration: ok(f.concentrationMgPerMl), everyHours: f.everyHours ?? null,
    days: days !== null && Number.isInteger(days) && days <= COURSE_MAX_DAYS ? days : null,
  };
}
