/**
 * What a failed contest call says to the keeper: each refusal code of shared/contest/errors.ts has
 * its words in `contest:errors.*`; a refused image is said as every upload's (upload-refusals.ts);
 * no connection says so; anything else is the action's generic failure (the spec's "voting
 * failed"), never the server's own text.
 */
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';
import { uploadErrorText } from '../../lib/api/upload-refusals';
import { isContestErrorCode, type ContestErrorCode } from '../../../shared/contest/errors';
import { formatDay, formatUtcDay } from '../../lib/format';

const KEYS: Record<ContestErrorCode, string> = {
  'contest-not-open': 'errors.contestNotOpen',
  'entry-limit': 'errors.entryLimit',
  'contest-banned': 'errors.banned',
  'voting-not-open': 'errors.votingNotOpen',
  'already-voted': 'errors.alreadyVoted',
  'own-entry': 'errors.ownEntry',
  'entry-not-votable': 'errors.notVotable',
  'not-pending': 'errors.notPending',
  'contest-closed': 'errors.contestClosed',
  'own-entry-decision': 'errors.ownEntryDecision',
  'account-too-new': 'errors.accountTooNew',
};

export interface ErrorText {
  key: string;
  values: Record<string, unknown>;
}

/** The translation key (contest namespace, or common's for generic refusals) and its values. */
export function contestErrorText(err: unknown, fallbackKey: string): ErrorText {
  if (err instanceof NetworkError) return { key: 'errors.offline', values: {} };
  if (err instanceof ApiError && isContestErrorCode(err.code)) {
    const body = (err.body ?? {}) as { limit?: unknown; until?: unknown; votingStartsAt?: unknown };
    return {
      key: KEYS[err.code],
      values: { limit: body.limit, until: typeof body.until === 'number' ? body.until : undefined, votingStartsAt: typeof body.votingStartsAt === 'number' ? body.votingStartsAt : undefined },
    };
  }
  return uploadErrorText('contestEntry', err) ?? { key: requestErrorKey(err) ?? fallbackKey, values: {} };
}

/** `contestErrorText` in the keeper's language, dates formatted for it. */
export function useContestErrorMessage(): (err: unknown, fallbackKey: string) => string {
  const { t, i18n } = useTranslation('contest');
  return (err, fallbackKey) => {
    const { key, values } = contestErrorText(err, fallbackKey);
    const until = typeof values.until === 'number' ? formatDay(values.until, i18n.language) : undefined;
    // The timetable is UTC (format.ts): voting starts at 00:00 UTC, that day wherever the keeper is.
    const date = typeof values.votingStartsAt === 'number' ? formatUtcDay(values.votingStartsAt, i18n.language) : undefined;
    return t(key, { ...values, until, date });
  };
}
