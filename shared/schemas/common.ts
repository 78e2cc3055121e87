import { z } from 'zod';

/** Client-generated UUIDv7 row id (any RFC 9562 UUID is accepted; v7 keeps ids time-ordered). */
export const RowId = z.uuid({ error: 'errors.invalidId' });

/** A calendar date as the keeper entered it (YYYY-MM-DD): data, not a clock reading. */
export const IsoDate = z.iso.date({ error: 'errors.dateInvalid' });

export const optionalText = (max: number) => z.string().trim().max(max, 'errors.tooLong').nullable().optional();
