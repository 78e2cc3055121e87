import { z } from 'zod';

/** Client-generated UUIDv7 row id (any RFC 9562 UUID is accepted; v7 keeps ids time-ordered). */
export const RowId = z.uuid({ error: 'errors.invalidId' });

/**
 * Where a create that belongs to no reptile puts its row (issue 27): a shared collection the
 * keeper is a member of, by its space id; absent, the keeper's own. A log, a reminder for an
 * animal or an import goes where its reptile is and needs none.
 */
export const InSpace = { spaceId: RowId.optional() };

/** A calendar date as the keeper entered it (YYYY-MM-DD): data, not a clock reading. */
export const IsoDate = z.iso.date({ error: 'errors.dateInvalid' });

export const optionalText = (max: number) => z.string().trim().max(max, 'errors.tooLong').nullable().optional();
