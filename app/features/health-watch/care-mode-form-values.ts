/**
 * The care-mode forms' values as typed, and their parsing with the shared schemas
 * (shared/schemas/care-mode.ts): what the form holds is text, what it saves is what the server
 * checks again. Errors are the schemas' messages ("errors.quarantineDaysRange"), keys of the
 * `health-watch` namespace.
 */
import { v7 as uuidv7 } from 'uuid';
import { CARE_MODES, CareModeCreateArgs, QUARANTINE_DAYS, type CareMode } from '../../../shared/schemas/care-mode';
import { requiredDate } from '../../../shared/schemas/fields';

export interface StartModeValues {
  /** '' until the keeper picks one. */
  mode: CareMode | '';
  startDate: string;
  /** Brumation only; '' for none. */
  plannedEnd: string;
  /** Quarantine only: whole days. */
  quarantineDays: string;
  notes: string;
}

export type FormErrors<V> = Partial<Record<keyof V, string>>;
export type Parsed<V, I> = { ok: true; input: I } | { ok: false; errors: FormErrors<V> };

export const isCareMode = (v: string | null): v is CareMode => (CARE_MODES as readonly string[]).includes(v ?? '');

export const newStartValues = (today: string): StartModeValues =>
  ({ mode: '', startDate: today, plannedEnd: '', quarantineDays: String(QUARANTINE_DAYS.default), notes: '' });

const firstErrors = <V>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors<V> => {
  const errors: FormErrors<V> = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof V | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
};

/** A new mode of `reptileId`; only the fields its mode uses travel. */
export function parseStartMode(v: StartModeValues, reptileId: string): Parsed<StartModeValues, CareModeCreateArgs> {
  const days = v.quarantineDays.trim();
  const notes = v.notes.trim();
  const parsed = CareModeCreateArgs.safeParse({
    id: uuidv7(),
    reptileId,
    mode: v.mode,
    startDate: v.startDate,
    plannedEnd: v.mode === 'brumation' && v.plannedEnd.trim() !== '' ? v.plannedEnd.trim() : null,
    // An empty length reads as not a number, so it is said as the range, not taken as 60 silently.
    quarantineDays: v.mode === 'quarantine' ? (days === '' ? Number.NaN : Number(days)) : null,
    notes: notes === '' ? null : notes,
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: firstErrors<StartModeValues>(parsed.error.issues) };
}

export interface EndModeValues {
  endDate: string;
}

/** An end on a day not before the mode's start (the server refuses one before it). */
export function parseEndMode(v: EndModeValues, startDate: string): Parsed<EndModeValues, { endDate: string }> {
  const parsed = requiredDate.safeParse(v.endDate);
  if (!parsed.success) return { ok: false, errors: { endDate: parsed.error.issues[0]?.message ?? 'errors.dateInvalid' } };
  if (parsed.data < startDate) return { ok: false, errors: { endDate: 'errors.endBeforeStart' } };
  return { ok: true, input: { endDate: parsed.data } };
}
