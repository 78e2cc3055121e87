/**
 * The month an insight quota counts (shared/plans.ts `aiInsightsPerMonth`): a calendar month in
 * UTC, the same on the server (which decides) and on a device (which estimates when offline).
 */

/** The first instant of the month of `now` and of the next one (UTC, ms). */
export function monthBounds(now: number): { start: number; next: number } {
  const d = new Date(now);
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), next: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
}
