/**
 * Logging streaks: runs of consecutive calendar days with at least one log. The days are the logs'
 * own dates (what the keeper entered), not when they synced, so a keeper who logged every day
 * offline for a week keeps the week when the logs arrive together. Several logs on one day count
 * as that one day. Dates after `today` (a mistyped year, a device clock ahead) count for nothing;
 * the server passes its UTC date plus one day as `today`, so keepers east of UTC are not cut short.
 *
 * Rest days (issue 29: days one of the keeper's animals spent in brumation, when a fasting animal
 * has nothing to log) neither break a run nor lengthen it: logged days on both sides of a winter
 * make one run, counted by its logged days.
 */
import { fromEpochDay, toEpochDay } from '../rules/calendar-date';

export interface LoggingStreaks {
  /** The longest run ever, in days. */
  longest: number;
  /** The run that ends today, or yesterday when nothing is logged yet today; otherwise 0. */
  current: number;
}

export function loggingStreaks(dates: Iterable<string>, today: string, restDays: Iterable<string> = []): LoggingStreaks {
  const last = toEpochDay(today);
  const days = [...new Set([...dates].map(toEpochDay))].filter((d) => Number.isFinite(d) && d <= last).sort((a, b) => a - b);
  const rest = new Set([...restDays].map(toEpochDay));
  /** Whether every day strictly between `from` and `to` rests (none when they are neighbours). */
  const bridged = (from: number, to: number) => {
    for (let d = from + 1; d < to; d++) if (!rest.has(d)) return false;
    return true;
  };
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    run = Number.isFinite(previous) && bridged(previous, day) ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  // `run` is the run ending on the latest day logged; it is alive if nothing but rest lies between it and yesterday.
  const current = days.length > 0 && (previous >= last - 1 || bridged(previous, last)) ? run : 0;
  return { longest, current };
}

/** The days of these spans from their start to their end (or `today`), no later than `today`. */
export function daysOfSpans(spans: Iterable<{ startDate: string; endDate: string | null }>, today: string): string[] {
  const out: string[] = [];
  const last = toEpochDay(today);
  for (const s of spans) {
    const end = Math.min(s.endDate ? toEpochDay(s.endDate) : last, last);
    for (let d = toEpochDay(s.startDate); d <= end; d++) out.push(fromEpochDay(d));
  }
  return out;
}
