/** The contest's refusals (shared/contest/errors.ts) as HTTP answers: one status and message per code. */
import { HttpError } from '../errors';
import type { ContestErrorCode } from '../../../shared/contest/errors';

const ANSWERS: Record<ContestErrorCode, { status: number; message: string }> = {
  'contest-not-open': { status: 409, message: 'Submissions for this month\'s contest are closed.' },
  'entry-limit': { status: 409, message: 'You have already entered as many photos as allowed this month.' },
  'contest-banned': { status: 403, message: 'You are barred from the contest for now.' },
  'voting-not-open': { status: 409, message: 'Voting is not open now.' },
  'already-voted': { status: 409, message: 'You have already voted this month.' },
  'own-entry': { status: 409, message: 'You cannot vote for your own photo.' },
  'entry-not-votable': { status: 409, message: 'This photo is not in this month\'s vote.' },
  'not-pending': { status: 409, message: 'This entry was already reviewed.' },
  'contest-closed': { status: 409, message: 'This month\'s contest has closed; its results are final.' },
  'invalid-file-type': { status: 415, message: 'Please choose a PNG, JPEG or WebP image.' },
  'invalid-image': { status: 400, message: 'This image could not be read.' },
  'file-too-large': { status: 413, message: 'The image must be 5 MB or smaller.' },
  'own-entry-decision': { status: 403, message: 'You cannot review your own entry; another moderator will.' },
  'account-too-new': { status: 403, message: 'Only accounts made before voting began can vote this month.' },
};

export function contestError(code: ContestErrorCode, details: Record<string, unknown> = {}): HttpError {
  const { status, message } = ANSWERS[code];
  return new HttpError(status, code, message, {}, details);
}

export const entryNotFound = (): HttpError => new HttpError(404, 'not-found', 'No such contest entry.');
