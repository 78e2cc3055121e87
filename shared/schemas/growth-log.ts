/** Growth log: a weighing or a measurement. Grams and centimetres (canonical, see rules/units.ts). */
import { z } from 'zod';
import { RowId, optionalText } from './common';
import { patchOf, positiveMeasure, requiredDate } from './fields';

export const GrowthLogFields = z.object({
  date: requiredDate,
  weightGrams: positiveMeasure.nullable().optional(),
  lengthCm: positiveMeasure.nullable().optional(),
  notes: optionalText(5000),
});

const atLeastOneMeasure = (v: z.infer<typeof GrowthLogFields>, ctx: z.RefinementCtx) => {
  // Shown under the weight field, the first of the two.
  if (v.weightGrams == null && v.lengthCm == null) ctx.addIssue({ code: 'custom', path: ['weightGrams'], message: 'errors.weightOrLengthRequired' });
};

export const GrowthLog = GrowthLogFields.superRefine(atLeastOneMeasure);
export type GrowthLog = z.infer<typeof GrowthLog>;

export const GrowthLogCreateArgs = GrowthLogFields.extend({ id: RowId, reptileId: RowId }).superRefine(atLeastOneMeasure);
export const GrowthLogUpdateArgs = z.object({ id: RowId, patch: patchOf(GrowthLogFields) });
export const GrowthLogDeleteArgs = z.object({ id: RowId });
export type GrowthLogCreateArgs = z.infer<typeof GrowthLogCreateArgs>;
export type GrowthLogUpdateArgs = z.infer<typeof GrowthLogUpdateArgs>;
