import { USERNAME_CHANGE_DAYS } from '../../../../shared/schemas/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the username may change again (once per 30 days), or null if it may change now. The
 * server enforces the rule; the screen uses this to say so before the keeper types.
 */
export function nextUsernameChangeAt(changedAt: number | null, now: number): number | null {
  if (changedAt === null) return null;
  const next = changedAt + USERNAME_CHANGE_DAYS * DAY_MS;
  return next > now ? next : null;
}
