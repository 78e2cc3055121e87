/**
 * Health log: an issue that is ongoing until resolved, possibly days later (an edit setting
 * status 'resolved' and resolvedDate). resolvedDate belongs to resolved entries only.
 */
import { z } from 'zod';
import { IsoDate, RowId, optionalText } from './common';
import { patchOf, requiredDate } from './fields';

export const SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const HEALTH_STATUSES = ['ongoing', 'resolved'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const HealthLogFields = z.object({
  date: requiredDate,
  issue: z.string({ error: 'errors.issueRequired' }).trim().min(1, 'errors.issueRequired').max(200, 'errors.tooLong'),
  /** Not required by the spec: unknown is better than a guessed "mild". */
  severity: z.enum(SEVERITIES, { error: 'errors.severityInvalid' }).nullable().optional(),
  treatment: optionalText(5000),
  notes: optionalText(5000),
  status: z.enum(HEALTH_STATUSES, { error: 'errors.statusInvalid' }),
  resolvedDate: IsoDate.nullable().optional(),
});

const resolution = (v: z.infer<typeof HealthLogFields>, ctx: z.RefinementCtx) => {
  if (v.resolvedDate == null) return;
  if (v.status !== 'resolved') ctx.addIssue({ code: 'custom', path: ['resolvedDate'], message: 'errors.resolvedDateNeedsResolved' });
  // IsoDates compare correctly as strings.
  else if (v.resolvedDate < v.date) ctx.addIssue({ code: 'custom', path: ['resolvedDate'], message: 'errors.resolvedBeforeDate' });
};

export const HealthLog = HealthLogFields.superRefine(resolution);
export type HealthLog = z.infer<typeof HealthLog>;

/** A newly logged issue is ongoing unless the keeper records it already resolved. */
export const HealthLogCreateArgs = HealthLogFields.extend({ id: RowId, reptileId: RowId, status: HealthLogFields.shape.status.default('ongoing') }).superRefine(resolution);
export const HealthLogUpdateArgs = z.object({ id: RowId, patch: patchOf(HealthLogFields) });
export const HealthLogDeleteArgs = z.object({ id: RowId });
export type HealthLogCreateArgs = z.infer<typeof HealthLogCreateArgs>;
export type HealthLogUpdateArgs = z.infer<typeof HealthLogUpdateArgs>;
