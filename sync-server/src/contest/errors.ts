/**
 * The contest's refusals (shared/contest/errors.ts) as HTTP answers: an English message per code
 * (its status is the code's, shared/api/errors.ts).
 */
import { HttpError } from '../errors';
import type { ContestErrorCode } from '../../../shared/contest/errors';

const MESSAGES: Record<ContestErrorCode, string> = {
  'contest-not-open': 'Submissions for this month\'s contest are closed.',
  'entry-limit': 'You have already entered as many photos as allowed this month.',
  'contest-banned': 'You are barred from the contest for now.',
  'voting-not-open': 'Voting is not open now.',
  'already-voted': 'You have already voted this month.',
  'own-entry': 'You cannot vote for your own photo.',
  'entry-not-votable': 'This photo is not in this month\'s vote.',
  'not-pending': 'This entry was already reviewed.',
  'contest-closed': 'This month\'s contest has closed; its results are final.',
  'own-entry-decision': 'You cannot review your own entry; another moderator will.',
  'account-too-new': 'Only accounts made before voting began can vote this month.',
};

export function contestError(code: ContestErrorCode, details: Record<string, unknown> = {}): HttpError {
  return new HttpError(code, MESSAGES[code], { details });
}

export const entryNotFound = (): HttpError => new HttpError('not-found', 'No such contest entry.');
