/**
 * An enclosure's climate, equipment and upkeep (issue 28; docs/decisions/0035-enclosures-and-racks.md):
 * readings (by hand or imported from a data logger's CSV), heat and light equipment with its
 * replacement interval, and cleaning events. Messages are translation keys of the `climate`
 * namespace.
 */
import { z } from 'zod';
import { IsoDate, RowId, optionalText } from './common';
import { UPKEEP_KINDS } from '../enclosures/upkeep-constants';

/** What a thermometer or hygrometer can show: anything outside is a misread or a wrong column. */
export const TEMPERATURE_MIN_C = -20;
export const TEMPERATURE_MAX_C = 80;
/** Readings per import (one change, applied whole): a week of readings every 3 minutes. */
export const MAX_IMPORT_READINGS = 4000;

const Temperature = z.number({ error: 'errors.temperatureInvalid' })
  .min(TEMPERATURE_MIN_C, 'errors.temperatureRange').max(TEMPERATURE_MAX_C, 'errors.temperatureRange').nullable().optional();
const Humidity = z.number({ error: 'errors.humidityInvalid' }).min(0, 'errors.humidityRange').max(100, 'errors.humidityRange').nullable().optional();

/** The spots a temperature is taken at. */
export const TEMPERATURE_SPOTS = ['hotC', 'coolC', 'baskingC', 'ambientC'] as const;
export type TemperatureSpot = (typeof TEMPERATURE_SPOTS)[number];

/** One reading: a moment and at least one value. */
export const ReadingValues = z.object({
  /** When it was read (ms since the epoch). */
  at: z.number().int().nonnegative(),
  hotC: Temperature,
  coolC: Temperature,
  baskingC: Temperature,
  ambientC: Temperature,
  humidityPct: Humidity,
}).refine((r) => [...TEMPERATURE_SPOTS, 'humidityPct' as const].some((k) => r[k] !== undefined && r[k] !== null), 'errors.readingEmpty');

export const ReadingCreateArgs = z.object({ id: RowId, enclosureId: RowId, reading: ReadingValues });
export const ReadingDeleteArgs = z.object({ id: RowId });
/**
 * An import of a logger's file: applied whole or refused whole. A reading at a moment the
 * enclosure already has one for (an earlier import of the same file) is skipped, not doubled.
 */
export const ReadingImportArgs = z.object({
  enclosureId: RowId,
  readings: z.array(ReadingValues.and(z.object({ id: RowId }))).min(1, 'errors.importEmpty').max(MAX_IMPORT_READINGS, 'errors.importTooLong'),
});

export const EQUIPMENT_KINDS = ['heatMat', 'heatLamp', 'ceramicHeater', 'uvbTube', 'uvbBulb', 'thermostat', 'light', 'other'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export const EquipmentFields = z.object({
  kind: z.enum(EQUIPMENT_KINDS, { error: 'errors.kindRequired' }),
  name: z.string().trim().min(1, 'errors.nameRequired').max(80, 'errors.tooLong'),
  installedOn: IsoDate,
  /** The maker's replacement interval; null: none (a thermostat). */
  replaceEveryMonths: z.number({ error: 'errors.monthsInvalid' }).int('errors.monthsInvalid').min(1, 'errors.monthsInvalid').max(120, 'errors.monthsInvalid').nullable().optional(),
  /** A thermostat's set point. */
  setPointC: Temperature,
  notes: optionalText(500),
});
export const EquipmentCreateArgs = EquipmentFields.extend({ id: RowId, enclosureId: RowId });
export const EquipmentUpdateArgs = z.object({
  id: RowId,
  patch: EquipmentFields.partial().refine((p) => Object.keys(p).length > 0, 'errors.nothingToSave'),
});
export const EquipmentDeleteArgs = z.object({ id: RowId });

export { UPKEEP_KINDS, type UpkeepKind } from '../enclosures/upkeep-constants';

/** A cleaning or a substrate change of an enclosure, on a day. */
export const UpkeepCreateArgs = z.object({
  id: RowId,
  enclosureId: RowId,
  kind: z.enum(UPKEEP_KINDS, { error: 'errors.kindRequired' }),
  date: IsoDate,
  notes: optionalText(500),
});
export const UpkeepDeleteArgs = z.object({ id: RowId });
