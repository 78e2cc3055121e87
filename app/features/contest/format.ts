/**
 * Durations as the contest screens show them. Its dates come from app/lib/format: the timetable is
 * defined in UTC (the close is 18:00 UTC wherever the keeper is), so it is shown in UTC
 * (formatUtcDay, formatUtcMoment) and says so; the countdown beside it needs no zone.
 */

/** Whole days, hours, minutes and seconds of a duration (never negative). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
