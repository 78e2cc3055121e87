/**
 * Completed tasks leave the lists about 24 hours after completion. The server's clean-up job
 * deletes them and the client hides them with this same function, so both agree on the moment.
 * `completedAt` is the server's stamp; the client compares it with its own clock, which only
 * decides when a row is hidden, never what is stored.
 */
export const REMINDER_PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

export const shouldPurgeCompleted = (completedAt: number | null, now: number): boolean =>
  completedAt !== null && now - completedAt >= REMINDER_PURGE_AFTER_MS;
