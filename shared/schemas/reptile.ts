/**
 * Reptile: the first synced entity. Weights are grams and lengths centimetres (canonical; the
 * forms convert from the user's units with shared/rules/units.ts). Messages are translation keys
 * of the `reptiles` namespace.
 */
import { z } from 'zod';
import { KEEPER_INTERVAL_MAX_DAYS } from '../rules/feeding-rhythm';
import { IsoDate, RowId, optionalText } from './common';

export const SEXES = ['male', 'female', 'unknown'] as const;
export type Sex = (typeof SEXES)[number];

const positive = z.number({ error: 'errors.numberInvalid' }).positive('errors.mustBePositive').max(1_000_000, 'errors.tooLarge');

const fields = {
  name: z.string().trim().min(1, 'errors.nameRequired').max(100, 'errors.tooLong'),
  species: z.string().trim().min(1, 'errors.speciesRequired').max(100, 'errors.tooLong'),
  hatchDate: IsoDate.nullable().optional(),
  sex: z.enum(SEXES),
  weightGrams: positive.nullable().optional(),
  lengthCm: positive.nullable().optional(),
  notes: optionalText(5000),
  /** The collection the reptile is in (HerpPlus and up), null for none. Absent: unchanged / none. */
  collectionId: RowId.nullable().optional(),
  /**
   * The keeper's own days between meals; null or absent: the species' default
   * (rules/feeding-rhythm.ts). Optional, so builds from before the rhythm push valid mutations.
   */
  feedingIntervalDays: z.number({ error: 'errors.intervalInvalid' }).int('errors.intervalInvalid').min(1, 'errors.intervalInvalid')
    .max(KEEPER_INTERVAL_MAX_DAYS, 'errors.intervalInvalid').nullable().optional(),
  /** A seasonal fast (brumation, breeding season): due and overdue are not shown while it lasts. */
  feedingPaused: z.boolean().optional(),
  /** The pause's last day, included; null: until the keeper ends it. Kept when the pause is switched off. */
  feedingPausedUntil: IsoDate.nullable().optional(),
};

export const ReptileFields = z.object({ ...fields, sex: fields.sex.default('unknown') });
export type ReptileFields = z.infer<typeof ReptileFields>;

export const ReptileCreateArgs = ReptileFields.extend({ id: RowId });
/** Only the changed fields travel, so concurrent edits of different fields both survive. */
// Built from the fields without the `sex` default: a default inside a patch would reset the sex
// on every edit that did not touch it, and would make an empty patch look non-empty.
export const ReptileUpdateArgs = z.object({ id: RowId, patch: z.object(fields).partial().refine((p) => Object.keys(p).length > 0, 'errors.nothingToSave') });
export const ReptileDeleteArgs = z.object({ id: RowId });

/** A reptile row as synced to clients. */
export interface ReptileRow extends ReptileFields {
  id: string;
  userId: string;
  /** Server path of the re-encoded profile picture, null when none uploaded. */
  photoUrl: string | null;
  version: number;
  updatedAt: number;
  deleted: boolean;
}
