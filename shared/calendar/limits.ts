/**
 * The community calendar's limits. The spec names the fields and the required ones; the lengths,
 * the longest event and the submission limit are ours (recorded in the decision record of issue 13).
 */
export const TITLE_MAX = 150;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const URL_MAX = 2000;
/** A moderator's note on a rejection, shown to the submitter. */
export const NOTE_MAX = 500;
/** An event spans at most this many days (a multi-day expo, not a season). */
export const MAX_EVENT_DAYS = 31;
/** Submissions per keeper in any 24 hours: a keeper lists an expo or two, a flood is refused. */
export const SUBMISSIONS_PER_DAY = 5;
/** The widest range one listing call may ask for. */
export const MAX_RANGE_DAYS = 400;
/** Instants outside these years are typing mistakes, not events. */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

export const DAY_MS = 86_400_000;
