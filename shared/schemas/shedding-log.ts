/** Shedding log. `complete` false marks a stuck (incomplete) shed, which keepers follow up. */
import { z } from 'zod';
import { RowId, optionalText } from './common';
import { patchOf, requiredDate } from './fields';

export const SheddingLogFields = z.object({
  date: requiredDate,
  observations: optionalText(5000),
  complete: z.boolean({ error: 'errors.completeInvalid' }),
});

export const SheddingLog = SheddingLogFields;
export type SheddingLog = z.infer<typeof SheddingLog>;

/** Most sheds come off in one piece, so a new entry is complete unless the keeper says otherwise. */
export const SheddingLogCreateArgs = SheddingLogFields.extend({ id: RowId, reptileId: RowId, complete: SheddingLogFields.shape.complete.default(true) });
export const SheddingLogUpdateArgs = z.object({ id: RowId, patch: patchOf(SheddingLogFields) });
export const SheddingLogDeleteArgs = z.object({ id: RowId });
export type SheddingLogCreateArgs = z.infer<typeof SheddingLogCreateArgs>;
export type SheddingLogUpdateArgs = z.infer<typeof SheddingLogUpdateArgs>;
