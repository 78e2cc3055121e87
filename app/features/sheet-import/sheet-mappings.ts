/**
 * The column mapping the keeper settled on for a spreadsheet's header set, remembered on this
 * device (app/lib/device-store.ts), so next month's export of the same sheet is mapped at once.
 */
import { IMPORT_ROLES, UNITS_OF, type ImportColumn } from '../../../shared/sheet-import/columns';
import { headerSetKey } from '../../../shared/tabular/table';
import { readDeviceValue, writeDeviceValue } from '../../lib/device-store';

const ROLES = new Set<string>(IMPORT_ROLES);
const keyOf = (headers: readonly string[]) => `herptrack-sheet-map:${headerSetKey(headers)}`;

const isColumn = (c: unknown): c is ImportColumn => {
  if (typeof c !== 'object' || c === null) return false;
  const { role, unit } = c as ImportColumn;
  if (!ROLES.has(role)) return false;
  const units = UNITS_OF[role];
  return units ? unit !== null && units.includes(unit) : unit === null;
};
const isMapping = (x: unknown): x is ImportColumn[] => Array.isArray(x) && x.every(isColumn);

/** The remembered mapping of these headers, if it still fits them. */
export function rememberedMapping(headers: readonly string[]): ImportColumn[] | null {
  const stored = readDeviceValue(keyOf(headers), isMapping);
  return stored && stored.length === headers.length ? stored : null;
}

export const rememberMapping = (headers: readonly string[], columns: readonly ImportColumn[]): void => writeDeviceValue(keyOf(headers), columns);
