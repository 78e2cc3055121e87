/** GET /api/contest/periods: the current month's phase and timetable, the settings, and the caller's bar. */
import type { Queryable } from '../db/store';
import type { PeriodsResponse } from '../../../shared/api/contest';
import { contestPhaseAt } from '../../../shared/contest/phases';
import { activeBan } from './keepers';
import { readContestSettings } from './settings-store';

export async function currentPeriod(q: Queryable, userId: string, now: number): Promise<PeriodsResponse> {
  const settings = await readContestSettings(q);
  const { month, phase, phaseEndsAt, schedule } = contestPhaseAt(now, settings);
  const { opensAt, votingStartsAt, closesAt, prizesAt, endsAt } = schedule;
  return {
    now, month, phase, phaseEndsAt, settings,
    schedule: { opensAt, votingStartsAt, closesAt, prizesAt, endsAt },
    bannedUntil: await activeBan(q, userId, now),
  };
}
