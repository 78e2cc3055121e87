/**
 * Logging streaks: runs of consecutive calendar days with at least one log. The days are the logs'
 * own dates (what the keeper entered), not when they synced, so a keeper who logged every day
 * offline for a week keeps the week when the logs arrive together. Several logs on one day count
 * as that one day. Dates after `today` (a mistyped year, a device clock ahead) count for nothing;
 * the server passes its UTC date plus one day as `today`, so keepers east of UTC are not cut short.
 */
import { toEpochDay } from '../rules/calendar-date';

export interface LoggingStreaks {
  /** The longest run ever, in days. */
  longest: number;
  /** The run that ends today, or yesterday when nothing is logged yet today; otherwise 0. */
  current: number;
}

export function loggingStreaks(dates: Iterable<string>, today: string): LoggingStreaks {
  const last = toEpochDay(today);
  const days = [...new Set([...dates].map(toEpochDay))].filter((d) => Number.isFinite(d) && d <= last).sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    run = day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  // `run` is the run ending on the latest day logged; it is alive if that day is today or yesterday.
  const current = days.length > 0 && previous >= last - 1 ? run : 0;
  return { longest, current };
}
