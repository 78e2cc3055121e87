/**
 * Where animals live (issue 28; docs/decisions/0035-enclosures-and-racks.md): enclosures (a tub,
 * a vivarium...), racks of shelves and tubs, and the moves of an animal between them. Messages
 * are translation keys of the `enclosures` namespace.
 */
import { z } from 'zod';
import { IsoDate, RowId, optionalText, InSpace } from './common';
import { TEMPERATURE_MAX_C, TEMPERATURE_MIN_C } from './climate';
import { UPKEEP_DAYS_MAX, UPKEEP_KINDS } from '../enclosures/upkeep-constants';

/** The types every keeper has; a keeper may type another (the field is text). */
export const ENCLOSURE_TYPES = ['tub', 'vivarium', 'terrarium', 'incubator', 'quarantine'] as const;
export const ENCLOSURE_NAME_MAX = 40;
/** Shelves per rack and tubs per shelf: 20 × 20 is more than any rack a keeper builds. */
export const RACK_SIZE_MAX = 20;
export const RACK_NAME_MAX = 12;

const Name = (max: number) => z.string().trim().min(1, 'errors.nameRequired').max(max, 'errors.tooLong');
/** A side of an enclosure in cm: a tub of 10 cm to a room-sized enclosure of 10 m. */
const Side = z.number({ error: 'errors.sizeInvalid' }).positive('errors.sizeInvalid').max(1000, 'errors.sizeInvalid').nullable().optional();

/** A target range the keeper sets: within what a thermometer (or hygrometer) shows, its lowest first. */
const rangeWithin = (min: number, max: number) => z.object({
  min: z.number({ error: 'errors.rangeInvalid' }).min(min, 'errors.rangeInvalid').max(max, 'errors.rangeInvalid'),
  max: z.number({ error: 'errors.rangeInvalid' }).min(min, 'errors.rangeInvalid').max(max, 'errors.rangeInvalid'),
}).refine((r) => r.min <= r.max, 'errors.rangeOrder');
const TempRange = rangeWithin(TEMPERATURE_MIN_C, TEMPERATURE_MAX_C);

/**
 * The keeper's own target ranges for the enclosure, spot by spot, over its species' (shared/
 * enclosures/climate-targets.ts); synced, so every member and device holds the enclosure to them.
 */
export const EnclosureTargets = z.object({
  hotC: TempRange.optional(),
  coolC: TempRange.optional(),
  baskingC: TempRange.optional(),
  ambientC: TempRange.optional(),
  humidityPct: rangeWithin(0, 100).optional(),
}).strict();
export type EnclosureTargetsInput = z.infer<typeof EnclosureTargets>;

export { UPKEEP_DAYS_MAX };
/** The keeper's own cleaning intervals, kind by kind, in days (null: not recurring); a kind left out takes its default. */
export const EnclosureUpkeepDays = z.partialRecord(z.enum(UPKEEP_KINDS),
  z.number({ error: 'errors.daysInvalid' }).int('errors.daysInvalid').min(1, 'errors.daysInvalid').max(UPKEEP_DAYS_MAX, 'errors.daysInvalid').nullable());

export const EnclosureFields = z.object({
  name: Name(ENCLOSURE_NAME_MAX),
  type: z.string().trim().min(1, 'errors.typeRequired').max(40, 'errors.tooLong'),
  widthCm: Side,
  depthCm: Side,
  heightCm: Side,
  /** Where it stands when not in a rack ("Snake room"); a rack's tubs take the rack's. */
  room: optionalText(60),
  notes: optionalText(1000),
  /** Null or {}: the species' ranges. */
  targets: EnclosureTargets.nullable().optional(),
  /** Null or {}: the default intervals. */
  upkeepDays: EnclosureUpkeepDays.nullable().optional(),
});
export type EnclosureFields = z.infer<typeof EnclosureFields>;

export const EnclosureCreateArgs = EnclosureFields.extend({ id: RowId, ...InSpace });
export const EnclosureUpdateArgs = z.object({
  id: RowId,
  patch: EnclosureFields.partial().refine((p) => Object.keys(p).length > 0, 'errors.nothingToSave'),
});
export const EnclosureDeleteArgs = z.object({ id: RowId });

const Count = z.number({ error: 'errors.countInvalid' }).int('errors.countInvalid').min(1, 'errors.countInvalid').max(RACK_SIZE_MAX, 'errors.countInvalid');

export const RackFields = z.object({
  /** The rack's letter or short name: its tubs are named from it ("A" -> A1-1). */
  name: Name(RACK_NAME_MAX),
  room: optionalText(60),
  shelves: Count,
  perShelf: Count,
});
export type RackFields = z.infer<typeof RackFields>;

/**
 * A rack and all its tubs in one change: the device names each tub's id (shelf by shelf, left to
 * right), so the tubs exist on the device at once and their ids survive the sync.
 */
export const RackCreateArgs = RackFields.extend({
  id: RowId,
  ...InSpace,
  tubType: EnclosureFields.shape.type.default('tub'),
  tubIds: z.array(RowId).max(RACK_SIZE_MAX * RACK_SIZE_MAX),
}).refine((a) => a.tubIds.length === a.shelves * a.perShelf && new Set(a.tubIds).size === a.tubIds.length, { message: 'errors.tubCount', path: ['tubIds'] });
/** Renaming a rack renames the tubs still named after it (shared/enclosures/racks.ts). Its size stays. */
export const RackUpdateArgs = z.object({
  id: RowId,
  patch: RackFields.pick({ name: true, room: true }).partial().refine((p) => Object.keys(p).length > 0, 'errors.nothingToSave'),
});
/** Removes the rack and its tubs; the animals in them are then in no enclosure (their moves stay as history). */
export const RackDeleteArgs = z.object({ id: RowId });

/**
 * A move: from this day on, the animal lives in `enclosureId` (null: taken out, in none). `at` is
 * the device's time of the move, ordering two moves of one day.
 */
export const PlacementCreateArgs = z.object({
  id: RowId,
  reptileId: RowId,
  enclosureId: RowId.nullable(),
  date: IsoDate,
  at: z.number().int().nonnegative(),
});
/** Undoes a move entered by mistake (the one before it applies again). */
export const PlacementDeleteArgs = z.object({ id: RowId });
