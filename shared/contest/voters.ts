/**
 * Who may vote in a month's contest (issue 24): an account made before that month's voting began.
 * Votes from accounts made seconds before they vote are the cheapest way to stuff a contest; an
 * account that existed before the photos were even in the vote was not made for this vote. The
 * server refuses such a vote (`account-too-new`); the contest page says so beside the photos
 * instead of offering Vote buttons that would be refused.
 */
import type { ContestSchedule } from './phases';

export function mayVote(accountCreatedAt: number, schedule: Pick<ContestSchedule, 'votingStartsAt'>): boolean {
  return accountCreatedAt < schedule.votingStartsAt;
}
