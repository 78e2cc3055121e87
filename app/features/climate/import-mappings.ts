/**
 * The column mapping the keeper settled on for a logger's header set, remembered on this device
 * (readings-device-store.ts), so the next export of the same logger needs no mapping.
 */
import { headerSetKey, type ColumnMap } from '../../../shared/enclosures/reading-csv';
import { readDeviceValue, writeDeviceValue } from '../../lib/device-store';

const ROLES = new Set(['at', 'date', 'time', 'hotC', 'coolC', 'baskingC', 'ambientC', 'humidityPct', 'ignore']);
const keyOf = (headers: readonly string[]) => `herptrack-climate-csv-map:${headerSetKey(headers)}`;

const isMapping = (x: unknown): x is ColumnMap[] => Array.isArray(x) && x.every((c) =>
  typeof c === 'object' && c !== null && ROLES.has((c as ColumnMap).role) && ((c as ColumnMap).unit === 'C' || (c as ColumnMap).unit === 'F'));

/** The remembered mapping of these headers, if it still fits them. */
export function rememberedMapping(headers: readonly string[]): ColumnMap[] | null {
  const stored = readDeviceValue(keyOf(headers), isMapping);
  return stored && stored.length === headers.length ? stored : null;
}

export const rememberMapping = (headers: readonly string[], columns: readonly ColumnMap[]): void => writeDeviceValue(keyOf(headers), columns);
