/**
 * Breeding log. A parent is one of the keeper's reptiles ({reptileId}) or an animal they do not
 * keep, typed by name ({name}); mating needs two different parents. Clutches: see clutch.ts.
 */
import { z } from 'zod';
import { RowId, optionalText } from './common';
import { ClutchId } from './clutch';
import { patchOf, requiredDate } from './fields';

export const BREEDING_EVENT_TYPES = ['mating', 'laying', 'hatching', 'other'] as const;
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

export const BreedingLogFields = z.object({
  date: requiredDate,
  eventType: z.enum(BREEDING_EVENT_TYPES, { error: 'errors.eventTypeRequired' }),
  parent1: Parent.nullable().optional(),
  parent2: Parent.nullable().optional(),
  clutchId: ClutchId.nullable().optional(),
  /** Eggs laid for a laying, hatched for a hatching; what the keeper counted otherwise. */
  outcomeCount: z.number({ error: 'errors.outcomeCountInvalid' }).int('errors.outcomeCountInvalid').min(0, 'errors.outcomeCountInvalid').max(10_000, 'errors.tooLarge').nullable().optional(),
  notes: optionalText(5000),
});

const parents = (v: z.infer<typeof BreedingLogFields>, ctx: z.RefinementCtx) => {
  if (v.eventType === 'mating') {
    if (v.parent1 == null) ctx.addIssue({ code: 'custom', path: ['parent1'], message: 'errors.parent1Required' });
    if (v.parent2 == null) ctx.addIssue({ code: 'custom', path: ['parent2'], message: 'errors.parent2Required' });
  }
  // Never valid, whatever the event: an animal does not breed with itself.
  if (v.parent1 != null && v.parent2 != null && sameParent(v.parent1, v.parent2)) {
    ctx.addIssue({ code: 'custom', path: ['parent2'], message: 'errors.parentsMustDiffer' });
  }
};

export const BreedingLog = BreedingLogFields.superRefine(parents);
export type BreedingLog = z.infer<typeof BreedingLog>;

export const BreedingLogCreateArgs = BreedingLogFields.extend({ id: RowId, reptileId: RowId }).superRefine(parents);
export const BreedingLogUpdateArgs = z.object({ id: RowId, patch: patchOf(BreedingLogFields) });
export const BreedingLogDeleteArgs = z.object({ id: RowId });
export type BreedingLogCreateArgs = z.infer<typeof BreedingLogCreateArgs>;
export type BreedingLogUpdateArgs = z.infer<typeof BreedingLogUpdateArgs>;
