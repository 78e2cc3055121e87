/**
 * The contest's refusals. The server answers each with its HTTP status (sync-server/src/contest/errors.ts)
 * and the app shows each in the keeper's language (`contest:errors.<code>`). An entry's image is
 * refused like every upload (shared/uploads/policy.ts, kind `contestEntry`).
 * - `contest-not-open`: submissions are closed (the month is voting or closed).
 * - `entry-limit`: the keeper has as many pending and approved entries this month as allowed; carries `limit`.
 * - `contest-banned`: disqualified earlier; carries `until`.
 * - `voting-not-open`: it is not the voting phase.
 * - `already-voted`: one vote per user per month (spec).
 * - `own-entry`: nobody votes for their own photo.
 * - `entry-not-votable`: the entry is not an approved entry of this month's contest.
 * - `not-pending`: a moderator decided an entry that was already decided.
 * - `own-entry-decision`: a moderator (or admin) decided their own entry; another one must (issue 24).
 * - `account-too-new`: the voter's account was made after voting began (issue 24: votes from
 *   accounts made for the vote); carries `votingStartsAt`.
 * - `contest-closed`: the entry's month has closed; its results are final.
 */
export const CONTEST_ERROR_CODES = [
  'contest-not-open', 'entry-limit', 'contest-banned', 'voting-not-open', 'already-voted', 'own-entry',
  'entry-not-votable', 'not-pending', 'contest-closed',
  'own-entry-decision', 'account-too-new',
] as const;
export type ContestErrorCode = (typeof CONTEST_ERROR_CODES)[number];

export const isContestErrorCode = (code: string): code is ContestErrorCode => (CONTEST_ERROR_CODES as readonly string[]).includes(code);
