/**
 * Contest settings, chosen by admins (the screen comes with the admin area) and stored as one JSON
 * value in `server_state` (key CONTEST_SETTINGS_KEY). The spec fixes the close (18:00 UTC on the
 * month's last day), the prize time (18:30) and the three places; it leaves the rest open, so the
 * defaults below are ours (see the issue 13 decision record):
 * - submissions from the 1st through the 20th, voting from the 21st until the close;
 * - 3 entries a keeper a month (rejected entries do not count, so a keeper may try again);
 * - prizes of 300, 200 and 100 ReptiCoins: a win is worth more than the early achievements
 *   (10-25 coins) yet below a month of HerpPlus (500), so coins stay earned by keeping.
 */
import { z } from 'zod';

export const CONTEST_SETTINGS_KEY = 'contest-settings';

/** The last day submissions may be made stays below the 28th, so every month keeps voting days. */
export const SUBMISSION_END_DAY_MAX = 27;
export const MAX_ENTRIES_LIMIT = 10;
export const PRIZE_MAX = 100_000;

const prize = z.int('errors.settingsPrize').min(0, 'errors.settingsPrize').max(PRIZE_MAX, 'errors.settingsPrize');

export const ContestSettings = z.object({
  /** Submissions run from the 1st 00:00 UTC through this day (23:59:59.999); voting starts the next day. */
  submissionEndDay: z.int('errors.settingsSubmissionEndDay').min(1, 'errors.settingsSubmissionEndDay').max(SUBMISSION_END_DAY_MAX, 'errors.settingsSubmissionEndDay'),
  /** Entries one keeper may have in one month (pending and approved ones count). */
  entriesPerKeeper: z.int('errors.settingsEntries').min(1, 'errors.settingsEntries').max(MAX_ENTRIES_LIMIT, 'errors.settingsEntries'),
  /** ReptiCoins for places 1, 2 and 3; 0 gives no coins for that place. A higher place never earns less. */
  prizes: z.tuple([prize, prize, prize]).refine(([a, b, c]) => a >= b && b >= c, 'errors.settingsPrizeOrder'),
});
export type ContestSettings = z.infer<typeof ContestSettings>;

export const DEFAULT_CONTEST_SETTINGS: ContestSettings = { submissionEndDay: 20, entriesPerKeeper: 3, prizes: [300, 200, 100] };

/**
 * The settings stored as `json`, or the defaults when none are stored or what is stored no longer
 * validates (a hand-edited row must not stop the contest).
 */
export function settingsFromStored(json: string | null | undefined): ContestSettings {
  if (!json) return DEFAULT_CONTEST_SETTINGS;
  try {
    const parsed = ContestSettings.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_CONTEST_SETTINGS;
  } catch {
    return DEFAULT_CONTEST_SETTINGS;
  }
}

/** The prize of a place (1-3) under `settings`. */
export const prizeFor = (settings: ContestSettings, place: 1 | 2 | 3): number => settings.prizes[place - 1] ?? 0;
