/**
 * The monthly photo contest's calls (spec section 7: pending, submissions, periods, results,
 * vote-status, vote, submit, admin), read by the routes (sync-server/src/routes/contest.ts) and the
 * app. Errors answer `{ error: <code>, message, ...details }` with the codes of
 * shared/contest/errors.ts. Entries carry no author: the gallery and the results are anonymous,
 * except that the caller's own entries say `mine`.
 */
import { z } from 'zod';
import { RowId } from '../schemas/common';
import { ContestMonth } from '../contest/month';
import { CONTEST_PHASES } from '../contest/phases';
import { ContestSettings } from '../contest/settings';
import { CAPTION_MAX, CONTEST_ENTRY_STATUSES } from '../contest/entries';

/** `?month=YYYY-MM`; without it, the current month (UTC). */
export const MonthQuery = z.object({ month: ContestMonth.optional() });

/** The image of an entry: served to signed-in keepers once approved, always to its owner and moderators. */
export const contestImageUrl = (entryId: string): string => `/api/contest/entries/${entryId}/image`;

export const ContestScheduleView = z.object({
  opensAt: z.number(), votingStartsAt: z.number(), closesAt: z.number(), prizesAt: z.number(), endsAt: z.number(),
});

/** GET /api/contest/periods: the current month, its phase and timetable, the settings, and the caller's bar. */
export const PeriodsResponse = z.object({
  /** The server's clock when it answered: countdowns run from it, not from the device's clock. */
  now: z.number(),
  month: ContestMonth,
  phase: z.enum(CONTEST_PHASES),
  phaseEndsAt: z.number(),
  schedule: ContestScheduleView,
  settings: ContestSettings,
  /** The end of the caller's bar from contests, or null. */
  bannedUntil: z.number().nullable(),
});
export type PeriodsResponse = z.infer<typeof PeriodsResponse>;

export const EntryView = z.object({
  id: z.string(),
  month: ContestMonth,
  caption: z.string().nullable(),
  createdAt: z.number(),
  /** Hidden (null) until the month closes. */
  votes: z.number().nullable(),
  mine: z.boolean(),
  imageUrl: z.string(),
});
export type EntryView = z.infer<typeof EntryView>;

export const OwnEntryView = EntryView.extend({ status: z.enum(CONTEST_ENTRY_STATUSES) });
export type OwnEntryView = z.infer<typeof OwnEntryView>;

/** GET /api/contest/submissions?month=: the approved entries (the gallery) and the caller's own, any status. */
export const SubmissionsResponse = z.object({
  month: ContestMonth,
  closed: z.boolean(),
  entries: z.array(EntryView),
  mine: z.array(OwnEntryView),
});
export type SubmissionsResponse = z.infer<typeof SubmissionsResponse>;

/**
 * POST /api/contest/submit?caption=: the body is the image's bytes (any content type: the bytes
 * decide), JPG, PNG or WEBP, at most 5 MB. The caption is optional; blank is none.
 */
export const SubmitQuery = z.object({
  caption: z.string().trim().max(CAPTION_MAX, 'errors.captionTooLong').optional()
    .transform((c) => (c ? c : null)),
});
export const SubmitResponse = z.object({ entry: OwnEntryView });
export type SubmitResponse = z.infer<typeof SubmitResponse>;

/** POST /api/contest/vote: one vote per user per month, for an approved entry of the current month. */
export const VoteBody = z.object({ entryId: RowId });
export const VoteResponse = z.object({ month: ContestMonth, entryId: z.string() });

/** GET /api/contest/vote-status?month=: whether the caller voted that month, and for which entry. */
export const VoteStatusResponse = z.object({ month: ContestMonth, voted: z.boolean(), entryId: z.string().nullable() });
export type VoteStatusResponse = z.infer<typeof VoteStatusResponse>;

export const PlaceView = z.object({
  place: z.number().int().min(1).max(3),
  entryId: z.string(),
  caption: z.string().nullable(),
  votes: z.number(),
  /** The ReptiCoins paid for the place; null until paid (about 18:30 UTC). */
  prize: z.number().nullable(),
  mine: z.boolean(),
  /** Null when the entry is gone (its keeper deleted their account). */
  imageUrl: z.string().nullable(),
});
export type PlaceView = z.infer<typeof PlaceView>;

export const MonthResults = z.object({ month: ContestMonth, closedAt: z.number(), places: z.array(PlaceView) });
export type MonthResults = z.infer<typeof MonthResults>;

/**
 * GET /api/contest/results?month=: that month's places (none before its close); without a month,
 * the latest RESULTS_MONTHS months that have winners, newest first, and with `before=YYYY-MM` the
 * RESULTS_MONTHS months with winners before that one: past winners stay visible however old, a
 * page at a time. `more` says whether older months with winners exist.
 */
export const ResultsQuery = z.object({ month: ContestMonth.optional(), before: ContestMonth.optional() });
export const ResultsResponse = z.object({ months: z.array(MonthResults), more: z.boolean() });
export type ResultsResponse = z.infer<typeof ResultsResponse>;
export const RESULTS_MONTHS = 12;

/** GET /api/contest/pending?page=1&per_page=20 (moderators, admins): pending entries of the open month. */
export const PendingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
/** `mine`: the caller's own entry, which they may not decide (`own-entry-decision`). */
export const PendingEntryView = z.object({ id: z.string(), month: ContestMonth, caption: z.string().nullable(), createdAt: z.number(), mine: z.boolean(), imageUrl: z.string() });
export type PendingEntryView = z.infer<typeof PendingEntryView>;
export const PendingResponse = z.object({ entries: z.array(PendingEntryView), total: z.number(), page: z.number(), perPage: z.number() });
export type PendingResponse = z.infer<typeof PendingResponse>;

/** POST /api/contest/entries/:id/approve and /reject (moderators, admins). */
export const DecisionResponse = z.object({ id: z.string(), status: z.enum(CONTEST_ENTRY_STATUSES) });

/**
 * POST /api/contest/admin/entries/:id/disqualify (admins): manipulation. The keeper's entries of
 * the open month leave the contest, the votes they had are withdrawn (their voters may vote
 * again), the keeper's own vote that month is withdrawn, and the keeper is barred for 3 months.
 */
export const DisqualifyBody = z.object({ reason: z.string().trim().min(1, 'errors.reasonRequired').max(500, 'errors.reasonTooLong') });
export const DisqualifyResponse = z.object({
  id: z.string(), status: z.literal('disqualified'), bannedUntil: z.number(), entriesRemoved: z.number(), votesRemoved: z.number(),
});

/** GET /api/contest/admin/entries?month= (admins): every entry of a month with its status and votes, for spotting manipulation. */
export const AdminEntryView = OwnEntryView.extend({ userId: z.string(), votes: z.number() });
export const AdminEntriesResponse = z.object({ month: ContestMonth, entries: z.array(AdminEntryView) });

/** GET/PUT /api/contest/admin/settings (admins): the whole settings object. */
export const SettingsResponse = ContestSettings;
