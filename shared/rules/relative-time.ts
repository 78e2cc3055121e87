/**
 * "How long ago" for lists and notifications (spec section 9): "just now" under 60 s, then
 * minutes, hours and days up to 29 days, then a date. Returns a unit and a value, never a string,
 * so the screen translates it (plurals differ between English and Bulgarian). Times in the
 * future (another device's clock ahead of ours) read as "just now".
 */
export type RelativeTime =
  | { unit: 'justNow'; value: 0 }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  /** value: the original epoch ms, for the screen to format as a date in the user's locale. */
  | { unit: 'date'; value: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const RELATIVE_DAYS_MAX = 29;

export function relativeTime(then: number, now: number): RelativeTime {
  const elapsed = now - then;
  if (elapsed < MINUTE) return { unit: 'justNow', value: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  return days <= RELATIVE_DAYS_MAX ? { unit: 'days', value: days } : { unit: 'date', value: then };
}
