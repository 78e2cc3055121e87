/**
 * A contest month's timetable and the phase at an instant. Spec: phases submission, voting and
 * closed; the contest closes at 18:00 UTC on the last day of the month and winners are paid at
 * about 18:30 UTC that day. Between the close and the month's end the month stays "closed"; at
 * 00:00 UTC on the 1st the next month's submissions open.
 */
import { contestMonthOf, daysInContestMonth, monthStart, shiftMonth } from './month';
import type { ContestSettings } from './settings';

export const CONTEST_PHASES = ['submission', 'voting', 'closed'] as const;
export type ContestPhase = (typeof CONTEST_PHASES)[number];

export const CLOSE_HOUR_UTC = 18;
export const PRIZE_MINUTES_AFTER_CLOSE = 30;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface ContestSchedule {
  month: string;
  /** Submissions open: the 1st, 00:00 UTC. */
  opensAt: number;
  /** Voting starts (and submissions end): the day after `submissionEndDay`, 00:00 UTC. */
  votingStartsAt: number;
  /** The close: the month's last day, 18:00 UTC. Votes and results are decided from here. */
  closesAt: number;
  /** Prizes are paid from here: the last day, 18:30 UTC. */
  prizesAt: number;
  /** The next month's contest opens. */
  endsAt: number;
}

/** The close of `month`: its last day, 18:00 UTC. Fixed by the spec, whatever the settings say. */
export function contestCloseAt(month: string): number {
  return monthStart(month) + (daysInContestMonth(month) - 1) * DAY + CLOSE_HOUR_UTC * HOUR;
}

/** When `month`'s prizes are due: 30 minutes after its close. */
export const contestPrizesAt = (month: string): number => contestCloseAt(month) + PRIZE_MINUTES_AFTER_CLOSE * 60_000;

export function contestSchedule(month: string, settings: Pick<ContestSettings, 'submissionEndDay'>): ContestSchedule {
  const opensAt = monthStart(month);
  // Settings keep the end day below the 28th; the clamp only guards a month shorter than assumed.
  const submissionDays = Math.min(settings.submissionEndDay, daysInContestMonth(month) - 1);
  return {
    month,
    opensAt,
    votingStartsAt: opensAt + submissionDays * DAY,
    closesAt: contestCloseAt(month),
    prizesAt: contestPrizesAt(month),
    endsAt: monthStart(shiftMonth(month, 1)),
  };
}

export interface ContestMoment {
  month: string;
  phase: ContestPhase;
  /** When this phase ends (the countdown's target). */
  phaseEndsAt: number;
  schedule: ContestSchedule;
}

/** The contest month of `at` and its phase then. */
export function contestPhaseAt(at: number, settings: Pick<ContestSettings, 'submissionEndDay'>): ContestMoment {
  const month = contestMonthOf(at);
  const schedule = contestSchedule(month, settings);
  if (at < schedule.votingStartsAt) return { month, phase: 'submission', phaseEndsAt: schedule.votingStartsAt, schedule };
  if (at < schedule.closesAt) return { month, phase: 'voting', phaseEndsAt: schedule.closesAt, schedule };
  return { month, phase: 'closed', phaseEndsAt: schedule.endsAt, schedule };
}

/** Whether `month`'s contest has closed at `at` (its votes and results are final). */
export const isMonthClosed = (month: string, at: number): boolean => at >= contestCloseAt(month);
