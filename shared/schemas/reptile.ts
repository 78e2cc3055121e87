/**
 * Reptile: the first synced entity. Weights are grams and lengths centimetres (canonical; the
 * forms convert from the user's units with shared/rules/units.ts). Messages are translation keys
 * of the `reptiles` namespace.
 */
import { z } from 'zod';
import { KEEPER_INTERVAL_MAX_DAYS } from '../rules/feeding-rhythm';
import { IsoDate, RowId, optionalText, InSpace } from './common';
import { Morphs } from './morphs';

export const SEXES = ['male', 'female', 'unknown'] as const;
export type Sex = (typeof SEXES)[number];

const parentName = z.string().trim().min(1, 'errors.parentNameRequired').max(100, 'errors.tooLong').nullable().optional();

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
  /**
   * Lineage (docs/decisions/0028-lineage-and-hatch.md): each parent is one of the keeper's
   * reptiles (its id) or an animal they do not keep, named (a breeder's male, a shop's female);
   * never both. A parent reptile deleted later leaves its name here in place of its id.
   */
  sireId: RowId.nullable().optional(),
  sireName: parentName,
  damId: RowId.nullable().optional(),
  damName: parentName,
  /** The clutch it hatched from: the id of the laying that opened it (schemas/clutch.ts). */
  clutchId: RowId.nullable().optional(),
  /** Its genes and its state for each (schemas/morphs.ts); null or absent: none recorded. */
  morphs: Morphs.nullable().optional(),
};

/** Sire and dam each once, and never the same animal; checked on whole rows and on patches. */
function lineageRules(v: { sireId?: string | null; sireName?: string | null; damId?: string | null; damName?: string | null }, ctx: z.RefinementCtx) {
  if (v.sireId && v.sireName) ctx.addIssue({ code: 'custom', path: ['sireName'], message: 'errors.parentTwice' });
  if (v.damId && v.damName) ctx.addIssue({ code: 'custom', path: ['damName'], message: 'errors.parentTwice' });
  if (v.sireId && v.sireId === v.damId) ctx.addIssue({ code: 'custom', path: ['damId'], message: 'errors.parentsMustDiffer' });
}

export const ReptileShape = z.object({ ...fields, sex: fields.sex.default('unknown') });
export const ReptileFields = ReptileShape.superRefine(lineageRules);
export type ReptileFields = z.infer<typeof ReptileFields>;

export const ReptileCreateArgs = ReptileShape.extend({ id: RowId, ...InSpace }).superRefine((v, ctx) => {
  lineageRules(v, ctx);
  if (v.sireId === v.id || v.damId === v.id) ctx.addIssue({ code: 'custom', path: [v.sireId === v.id ? 'sireId' : 'damId'], message: 'errors.ownParent' });
});
/** Only the changed fields travel, so concurrent edits of different fields both survive. */
// Built from the fields without the `sex` default: a default inside a patch would reset the sex
// on every edit that did not touch it, and would make an empty patch look non-empty.
export const ReptileUpdateArgs = z.object({
  id: RowId,
  patch: z.object(fields).partial().refine((p) => Object.keys(p).length > 0, 'errors.nothingToSave').superRefine(lineageRules),
}).superRefine((v, ctx) => {
  if (v.patch.sireId === v.id || v.patch.damId === v.id) ctx.addIssue({ code: 'custom', path: ['patch', v.patch.sireId === v.id ? 'sireId' : 'damId'], message: 'errors.ownParent' });
});
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
