/**
 * Field schemas shared by the log, reminder and feeder contracts (messages are translation keys
 * of the namespace of the schema that uses them).
 */
import { z } from 'zod';
import { IsoDate } from './common';

/** An empty field reads as "required"; a malformed one as "invalid". */
export const requiredDate = z.string({ error: 'errors.dateRequired' }).trim().min(1, 'errors.dateRequired').pipe(IsoDate);

export const positiveMeasure = z.number({ error: 'errors.numberInvalid' }).positive('errors.mustBePositive').max(1_000_000, 'errors.tooLarge');

/**
 * An edit's patch: only the changed fields travel, so concurrent edits of different fields both
 * survive. The fields must carry no `.default()`: zod 4 applies defaults inside `.partial()`, so
 * a default would slip into every patch and overwrite a concurrent edit of that field.
 */
export const patchOf = <S extends z.ZodRawShape>(fields: z.ZodObject<S>) =>
  fields.partial().refine((p) => Object.keys(p).length > 0, 'errors.nothingToSave');
