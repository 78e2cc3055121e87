/**
 * The keeper's days as instants on this device: a grid shows local days, so the range it asks the
 * server for runs from the local midnight of its first day.
 */
import { parseIsoDate } from '../../../shared/rules/calendar-date';

export function localMidnight(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  return new Date(year, month - 1, day).getTime();
}
