/**
 * What changed in the animals' statuses since the last daily health notice (issue 29): an animal
 * whose state is not what it was. The first notice (nothing remembered yet) names every animal that
 * is not simply ok; an animal new since then counts as having been ok. Needs attention first, then
 * watch, then the animals back to ok, each by name.
 */
import type { Finding } from '../insights/types';
import { HEALTH_STATES, type HealthState } from './status';

export interface StatusNow {
  id: string;
  name: string;
  state: HealthState;
  /** Its most pressing reason, for the notice's line. */
  reason: Finding | null;
}

export interface StatusChange extends StatusNow {
  /** What it was at the last notice; null on the first. */
  from: HealthState | null;
}

export function statusChanges(before: Readonly<Record<string, HealthState>> | null, now: readonly StatusNow[]): StatusChange[] {
  return now
    .map((s): StatusChange => ({ ...s, from: before === null ? null : (before[s.id] ?? 'ok') }))
    .filter((c) => (c.from === null ? c.state !== 'ok' : c.state !== c.from))
    .sort((a, b) => HEALTH_STATES.indexOf(a.state) - HEALTH_STATES.indexOf(b.state) || a.name.localeCompare(b.name));
}
