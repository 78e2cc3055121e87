/**
 * Care modes (issue 29; docs/decisions/0036-health-watch.md): a time in an animal's life when its
 * logs mean something else. In brumation a long fast is expected; a gravid female refuses meals
 * before she lays; a quarantined animal is kept apart and released after a checklist. A mode is
 * a row of its own with its dates, so the history shows why a long fast was fine. Messages are
 * translation keys of the `health-watch` namespace.
 */
import { z } from 'zod';
import { IsoDate, RowId, optionalText } from './common';
import { patchOf, requiredDate } from './fields';

import { CARE_MODES, QUARANTINE_CHECKS, QUARANTINE_DAYS } from '../health/care-constants';

export { CARE_MODES, QUARANTINE_CHECKS, QUARANTINE_DAYS, quarantineCleared, type CareMode, type QuarantineCheck } from '../health/care-constants';

export const CareModeFields = z.object({
  mode: z.enum(CARE_MODES, { error: 'errors.modeRequired' }),
  startDate: requiredDate,
  /** Brumation's planned end (optional); unused by the other modes. */
  plannedEnd: IsoDate.nullable().optional(),
  /** Quarantine only. */
  quarantineDays: z.number({ error: 'errors.quarantineDaysRange' }).int('errors.quarantineDaysRange')
    .min(QUARANTINE_DAYS.min, 'errors.quarantineDaysRange').max(QUARANTINE_DAYS.max, 'errors.quarantineDaysRange').nullable().optional(),
  notes: optionalText(500),
});

const datesInOrder = (v: { startDate?: string; plannedEnd?: string | null }, ctx: z.RefinementCtx) => {
  if (v.plannedEnd && v.startDate && v.plannedEnd < v.startDate) ctx.addIssue({ code: 'custom', path: ['plannedEnd'], message: 'errors.endBeforeStart' });
};

export const CareModeCreateArgs = CareModeFields.extend({ id: RowId, reptileId: RowId }).superRefine(datesInOrder);
export const CareModeUpdateArgs = z.object({ id: RowId, patch: patchOf(CareModeFields.omit({ mode: true })) });
/**
 * Ending a mode: brumation and gravid end on a day; quarantine is released only with every check
 * of the checklist ticked (the server holds the same rule).
 */
export const CareModeEndArgs = z.object({
  id: RowId,
  endDate: requiredDate,
  checks: z.array(z.enum(QUARANTINE_CHECKS)).max(QUARANTINE_CHECKS.length).optional(),
});
export const CareModeDeleteArgs = z.object({ id: RowId });
export type CareModeCreateArgs = z.infer<typeof CareModeCreateArgs>;
export type CareModeEndArgs = z.infer<typeof CareModeEndArgs>;
