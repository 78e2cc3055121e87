/**
 * Breeding log. A parent is one of the keeper's reptiles ({reptileId}) or an animal they do not
 * keep, typed by name ({name}); mating needs two different parents. Clutches: see clutch.ts.
 * A laying may carry the clutch's incubation (temperature, the keeper's own expected days); a
 * candling joins a clutch with what the keeper counted at the candle (fertile, infertile, slugs).
 * 'candling' is newer than the builds that parse rows strictly: see docs/decisions/0026.
 */
import { z } from 'zod';
import { RowId, optionalText } from './common';
import { ClutchId } from './clutch';
import { patchOf, requiredDate } from './fields';

export const BREEDING_EVENT_TYPES = ['mating', 'laying', 'candling', 'hatching', 'other'] as const;
export type BreedingEventType = (typeof BREEDING_EVENT_TYPES)[number];

export const Parent = z.union(
  [
    z.strictObject({ reptileId: z.uuid({ error: 'errors.parentInvalid' }) }),
    z.strictObject({ name: z.string({ error: 'errors.parentInvalid' }).trim().min(1, 'errors.parentInvalid').max(100, 'errors.tooLong') }),
  ],
  { error: 'errors.parentInvalid' },
);
export type Parent = z.infer<typeof Parent>;

/** The same kept reptile, or the same typed name ignoring case and surrounding spaces. */
export function sameParent(a: Parent, b: Parent): boolean {
  if ('reptileId' in a && 'reptileId' in b) return a.reptileId === b.reptileId;
  if ('name' in a && 'name' in b) return a.name.trim().toLocaleLowerCase() === b.name.trim().toLocaleLowerCase();
  return false;
}

const eggCount = (error: string) => z.number({ error }).int(error).min(0, error).max(10_000, 'errors.tooLarge').nullable().optional();

export const BreedingLogFields = z.object({
  date: requiredDate,
  eventType: z.enum(BREEDING_EVENT_TYPES, { error: 'errors.eventTypeRequired' }),
  parent1: Parent.nullable().optional(),
  parent2: Parent.nullable().optional(),
  clutchId: ClutchId.nullable().optional(),
  /** Eggs laid for a laying, hatched for a hatching; what the keeper counted otherwise. */
  outcomeCount: eggCount('errors.outcomeCountInvalid'),
  /** A laying's incubation temperature in °C; below 15 or above 40 no reptile egg develops. */
  incubationTempC: z.number({ error: 'errors.incubationTempInvalid' }).min(15, 'errors.incubationTempInvalid').max(40, 'errors.incubationTempInvalid').nullable().optional(),
  /** A laying's expected days to hatching when the keeper knows better than the species table. */
  incubationDays: z.number({ error: 'errors.incubationDaysInvalid' }).int('errors.incubationDaysInvalid').min(1, 'errors.incubationDaysInvalid').max(365, 'errors.incubationDaysInvalid').nullable().optional(),
  /** A candling's counts of that session (not running totals). */
  fertile: eggCount('errors.candlingCountInvalid'),
  infertile: eggCount('errors.candlingCountInvalid'),
  slugs: eggCount('errors.candlingCountInvalid'),
  notes: optionalText(5000),
});

const eventRules = (v: z.infer<typeof BreedingLogFields>, ctx: z.RefinementCtx) => {
  if (v.eventType === 'mating') {
    if (v.parent1 == null) ctx.addIssue({ code: 'custom', path: ['parent1'], message: 'errors.parent1Required' });
    if (v.parent2 == null) ctx.addIssue({ code: 'custom', path: ['parent2'], message: 'errors.parent2Required' });
  }
  // A candling counts a clutch's eggs: on its own it would count nothing.
  if (v.eventType === 'candling' && !v.clutchId) ctx.addIssue({ code: 'custom', path: ['clutchId'], message: 'errors.clutchRequired' });
  // Never valid, whatever the event: an animal does not breed with itself.
  if (v.parent1 != null && v.parent2 != null && sameParent(v.parent1, v.parent2)) {
    ctx.addIssue({ code: 'custom', path: ['parent2'], message: 'errors.parentsMustDiffer' });
  }
};

export const BreedingLog = BreedingLogFields.superRefine(eventRules);
export type BreedingLog = z.infer<typeof BreedingLog>;

export const BreedingLogCreateArgs = BreedingLogFields.extend({ id: RowId, reptileId: RowId }).superRefine(eventRules);
export const BreedingLogUpdateArgs = z.object({ id: RowId, patch: patchOf(BreedingLogFields) });
export const BreedingLogDeleteArgs = z.object({ id: RowId });
export type BreedingLogCreateArgs = z.infer<typeof BreedingLogCreateArgs>;
export type BreedingLogUpdateArgs = z.infer<typeof BreedingLogUpdateArgs>;
