/**
 * Rules about a keeper's entries: captions, the monthly limit, and the bar after a
 * disqualification (spec: "bars them from contests for 3 months").
 */
import { addMonths, fromEpochDay, toEpochDay } from '../rules/calendar-date';

export const CONTEST_ENTRY_STATUSES = ['pending', 'approved', 'rejected', 'disqualified'] as const;
export type ContestEntryStatus = (typeof CONTEST_ENTRY_STATUSES)[number];

export const CAPTION_MAX = 200;
export const CONTEST_BAN_MONTHS = 3;

/**
 * Entries that use up the keeper's monthly allowance: pending and approved ones. A rejected photo
 * frees its place so the keeper can send a better one; a disqualified keeper is barred anyway.
 */
export const countsTowardLimit = (status: ContestEntryStatus): boolean => status === 'pending' || status === 'approved';

export const entriesLeft = (used: number, limit: number): number => Math.max(0, limit - used);

const DAY = 86_400_000;

/**
 * The end of a bar starting at `now`: 3 calendar months later in UTC at the same time of day,
 * on the same day or the month's last (a bar from May 31 ends Aug 31; from Nov 30, Feb 28 or 29).
 */
export function contestBanUntil(now: number): number {
  const day = Math.floor(now / DAY);
  return toEpochDay(addMonths(fromEpochDay(day), CONTEST_BAN_MONTHS)) * DAY + (now - day * DAY);
}

/** Whether a bar ending at `until` (null: none) still holds at `now`. */
export const isBarred = (until: number | null | undefined, now: number): boolean => until != null && until > now;
