/**
 * When a row was written on its device, read from its id: the app's ids are UUIDv7, whose first
 * 48 bits are the writing device's clock in milliseconds. So a feeding logged offline at 08:10 and
 * synced at noon still says 08:10 ("Maria fed Nagini at 08:10", issue 27), with no field added to
 * the logs. Ids of other shapes (an import's derived ids, a test's) have no moment: null.
 */
import { todayIn } from './calendar-date';

const UUID_V7 = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function momentOfId(id: string): number | null {
  const m = UUID_V7.exec(id);
  if (!m) return null;
  const ms = parseInt(`${m[1]}${m[2]}`, 16);
  return Number.isSafeInteger(ms) && ms > 0 ? ms : null;
}

/**
 * The moment a dated entry was logged, when it was logged on the day it is for (by this device's
 * clock): a meal entered the next morning for yesterday has no time of its own to show.
 */
export function loggedOnItsDay(row: { id: string; date: string }): number | null {
  const at = momentOfId(row.id);
  return at !== null && todayIn(at) === row.date ? at : null;
}
